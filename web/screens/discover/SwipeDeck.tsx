import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { SameEvent } from '#shared/schemas/discover.ts'
import { forgetSnapshot } from '../../app/snapshot-store.ts'
import { CloseIcon, HeartIcon, StarIcon } from '../../components/icons/icons.tsx'
import type { Decision } from '../../data/discover/decisions.ts'
import { rememberFirstCardPhoto } from '../../data/discover/first-card-photo.ts'
import { prefersReducedMotion } from '../../components/motion/prefers-reduced-motion.ts'
import { CardFace } from './CardFace.tsx'
import { fullName } from './ProfileBits.tsx'
import { RewindButton } from './RewindButton.tsx'
import { SuperLikeButton } from './SuperLikeButton.tsx'
import { stampOpacity, swipeTilt } from './swipe.ts'
import { useSwipeGesture } from './use-swipe-gesture.ts'

const CardDetails = lazy(() =>
  import('./CardDetails.tsx').then((module) => ({ default: module.CardDetails })),
)

interface SwipeDeckProps {
  card: PublicProfile
  /** The card under the top one: painted (and its photo loaded) before the top one leaves. */
  upNext?: PublicProfile
  /** The top card is from beyond the member's distance. */
  beyond?: boolean
  /** An upcoming event the top card's member and the viewer both go to. */
  sameEvent?: SameEvent
  favorite: boolean
  onDecide: (kind: Decision, userId: number) => void
  onToggleFavorite: (userId: number) => void
}

/**
 * One card at a time (spec core-experience §2, issue 14): the member's photos with their name at
 * the foot; drag it from anywhere with a mouse, a pen or a finger — it follows and tilts by a
 * tenth of the offset; released past 150 px, or flicked, it likes (right) or passes (left),
 * otherwise it snaps back; dragged up, or its "more" button, opens the full profile. Arrow keys
 * pass (left), like (right) and super like (up), Enter opens the full profile; the buttons below
 * do the same.
 */
export function SwipeDeck({
  card,
  upNext,
  beyond = false,
  sameEvent,
  favorite,
  onDecide,
  onToggleFavorite,
}: SwipeDeckProps) {
  const { t } = useLingui()
  const [detailsOf, setDetailsOf] = useState<number | null>(null)
  const name = fullName(card)
  const mainPhoto = card.photos[0]?.name
  // The next time Discover opens, this card is on top: index.html starts its photo at once.
  useEffect(() => rememberFirstCardPhoto(mainPhoto), [mainPhoto])
  // Once the top card has changed, the picture of the last visit is out of date until Discover
  // is left again (first-screen-snapshot.ts).
  const firstCardId = useRef(card.id)
  useEffect(() => {
    if (card.id !== firstCardId.current) forgetSnapshot()
  }, [card.id])
  const decide = (kind: Decision) => {
    setDetailsOf(null)
    onDecide(kind, card.id)
  }
  return (
    <div className="swipe-deck">
      <div className="swipe-stack">
        {upNext && (
          <div
            key={upNext.id}
            className="card swipe-card swipe-card-under"
            aria-hidden="true"
            inert
          >
            <CardFace profile={upNext} priority="low" />
          </div>
        )}
        <TopCard
          key={card.id}
          card={card}
          beyond={beyond}
          sameEvent={sameEvent}
          onDecide={decide}
          onOpenDetails={() => setDetailsOf(card.id)}
        />
      </div>
      <div className="swipe-actions">
        <RewindButton round />
        <button
          type="button"
          className="button round-button pass-button"
          aria-label={t`Pass on ${name}`}
          onClick={() => decide('pass')}
        >
          <CloseIcon aria-hidden="true" />
        </button>
        <button
          type="button"
          className="button round-button"
          aria-pressed={favorite}
          aria-label={t`Favorite ${name}`}
          onClick={() => onToggleFavorite(card.id)}
        >
          <StarIcon aria-hidden="true" />
        </button>
        <SuperLikeButton name={name} round onSuperLike={() => decide('superlike')} />
        <button
          type="button"
          className="button button-primary round-button"
          aria-label={t`Like ${name}`}
          onClick={() => decide('like')}
        >
          <HeartIcon aria-hidden="true" />
        </button>
      </div>
      {detailsOf === card.id && (
        <Suspense fallback={null}>
          <CardDetails
            card={card}
            favorite={favorite}
            onDecide={decide}
            onToggleFavorite={() => onToggleFavorite(card.id)}
            onClose={() => setDetailsOf(null)}
          />
        </Suspense>
      )}
    </div>
  )
}

/** How long a released card takes to fly off the screen before the next one is the top. */
const FLY_OUT_MS = 180

function TopCard({
  card,
  beyond,
  sameEvent,
  onDecide,
  onOpenDetails,
}: {
  card: PublicProfile
  beyond: boolean
  sameEvent: SameEvent | undefined
  onDecide: (kind: Decision) => void
  onOpenDetails: () => void
}) {
  const { t } = useLingui()
  const [leaving, setLeaving] = useState<'like' | 'pass' | null>(null)
  // Read once per card, not on every pointer move.
  const [reducedMotion] = useState(prefersReducedMotion)
  const { offset, dragging, handlers } = useSwipeGesture((outcome) => {
    if (outcome === 'details') return onOpenDetails()
    if (reducedMotion) return onDecide(outcome)
    setLeaving(outcome)
    setTimeout(() => onDecide(outcome), FLY_OUT_MS)
  })
  const name = fullName(card)

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') onDecide('like')
    else if (event.key === 'ArrowLeft') onDecide('pass')
    else if (event.key === 'ArrowUp') onDecide('superlike')
    else if (event.key === 'Enter' && event.target === event.currentTarget) onOpenDetails()
    else return
    event.preventDefault()
  }

  const x = leaving ? (leaving === 'like' ? 1 : -1) * (innerWidth + 200) : offset.x
  const tilt = reducedMotion ? 0 : swipeTilt(x)
  return (
    <article
      className={`card swipe-card${dragging ? ' dragging' : ''}${leaving ? ' leaving' : ''}`}
      style={{ transform: `translateX(${x}px) rotate(${tilt}deg)` }}
      data-testid="swipe-card"
      data-offset={offset.x}
      tabIndex={0}
      aria-roledescription={t`profile card`}
      aria-label={t`${name}. Press the right arrow to like, the left arrow to pass, the up arrow to super like, Enter for the full profile.`}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <CardFace
        profile={card}
        beyond={beyond}
        sameEvent={sameEvent}
        onOpenDetails={onOpenDetails}
      />
      {x !== 0 && (
        <span
          className={`swipe-stamp ${x > 0 ? 'swipe-like' : 'swipe-pass'}`}
          aria-hidden="true"
          style={{ opacity: stampOpacity(x) }}
        >
          {x > 0 ? <Trans>Like</Trans> : <Trans>Pass</Trans>}
        </span>
      )}
    </article>
  )
}
