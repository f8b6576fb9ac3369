import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { CloseIcon, HeartIcon, StarIcon } from '../../components/icons/icons.tsx'
import type { Decision } from '../../data/discover/decisions.ts'
import {
  Avatar,
  CompatibilityBadge,
  fullName,
  ProfileFacts,
  VerifiedBadge,
} from './ProfileBits.tsx'
import { SuperLikeButton } from './SuperLikeButton.tsx'
import { swipeOutcome, swipeTilt } from './swipe.ts'

interface SwipeDeckProps {
  card: PublicProfile
  favorite: boolean
  onDecide: (kind: Decision, userId: number) => void
  onToggleFavorite: (userId: number) => void
}

/**
 * One card at a time (spec core-experience §2): drag it with a pointer or a finger — it follows
 * and tilts by a tenth of the offset; released past 150 px it likes (right) or passes (left),
 * otherwise it snaps back. Arrow keys pass (left), like (right) and super like (up); buttons
 * below do the same.
 */
export function SwipeDeck({ card, favorite, onDecide, onToggleFavorite }: SwipeDeckProps) {
  const { t } = useLingui()
  const [offset, setOffset] = useState(0)
  const start = useRef<{ x: number; pointerId: number } | null>(null)
  const name = fullName(card)

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0) return
    start.current = { x: event.clientX, pointerId: event.pointerId }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointerId !== event.pointerId) return
    setOffset(event.clientX - start.current.x)
  }
  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointerId !== event.pointerId) return
    const outcome = swipeOutcome(event.clientX - start.current.x)
    start.current = null
    setOffset(0)
    if (outcome) onDecide(outcome, card.id)
  }
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') onDecide('like', card.id)
    else if (event.key === 'ArrowLeft') onDecide('pass', card.id)
    else if (event.key === 'ArrowUp') onDecide('superlike', card.id)
    else return
    event.preventDefault()
  }

  const dragging = offset !== 0
  return (
    <div className="swipe-deck">
      <article
        key={card.id}
        className={`card swipe-card${dragging ? ' dragging' : ''}`}
        style={{ transform: `translateX(${offset}px) rotate(${swipeTilt(offset)}deg)` }}
        data-testid="swipe-card"
        data-offset={offset}
        tabIndex={0}
        aria-roledescription={t`profile card`}
        aria-label={t`${name}. Press the right arrow to like, the left arrow to pass, the up arrow to super like.`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => {
          start.current = null
          setOffset(0)
        }}
        onKeyDown={onKeyDown}
      >
        {offset > 0 && (
          <span className="swipe-stamp swipe-like" aria-hidden="true">
            <Trans>Like</Trans>
          </span>
        )}
        {offset < 0 && (
          <span className="swipe-stamp swipe-pass" aria-hidden="true">
            <Trans>Pass</Trans>
          </span>
        )}
        <Avatar profile={card} size={120} />
        <h2>{name}</h2>
        <p>
          <VerifiedBadge profile={card} /> <CompatibilityBadge score={card.compatibilityScore} />
        </p>
        <ProfileFacts profile={card} />
        {card.bio && <p className="swipe-bio">{card.bio}</p>}
      </article>
      <div className="swipe-actions">
        <button
          type="button"
          className="button round-button"
          aria-label={t`Pass on ${name}`}
          onClick={() => onDecide('pass', card.id)}
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
        <SuperLikeButton name={name} round onSuperLike={() => onDecide('superlike', card.id)} />
        <button
          type="button"
          className="button button-primary round-button"
          aria-label={t`Like ${name}`}
          onClick={() => onDecide('like', card.id)}
        >
          <HeartIcon aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
