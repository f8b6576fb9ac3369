import { useState } from 'react'
import { CompatibilityUnknown } from './CompatibilityUnknown.tsx'
import type { SameEvent } from '#shared/schemas/discover.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { Decision, LikeState } from '../../data/discover/decisions.ts'
import { DecisionButtons, ProfileDialog } from './ProfileDialog.tsx'
import { CompatibilityBadge, ProfileFacts, VerifiedBadge } from './ProfileBits.tsx'
import { ProfileTileFace } from './ProfileTileFace.tsx'
import { SameEventChip } from './SameEventChip.tsx'

interface ListModeProps {
  cards: PublicProfile[]
  likeStates: Map<number, LikeState>
  favorites: Set<number>
  /** Per card, an upcoming event the member and the viewer both go to. */
  sameEvent: ReadonlyMap<number, SameEvent>
  onDecide: (kind: Decision, userId: number) => void
  onToggleFavorite: (userId: number) => void
}

/**
 * Every card with pass, favorite and like; a card opens the detail dialog (spec §2), which also
 * has the super like.
 */
export function ListMode({
  cards,
  likeStates,
  favorites,
  sameEvent,
  onDecide,
  onToggleFavorite,
}: ListModeProps) {
  const [openId, setOpenId] = useState<number | null>(null)
  const open = cards.find((card) => card.id === openId) ?? null
  const buttons = (card: PublicProfile, inDialog = false) => (
    <DecisionButtons
      profile={card}
      likeState={likeStates.get(card.id) ?? 'idle'}
      favorite={favorites.has(card.id)}
      onPass={() => {
        setOpenId(null)
        onDecide('pass', card.id)
      }}
      onFavorite={() => onToggleFavorite(card.id)}
      onLike={() => onDecide('like', card.id)}
      onSuperLike={inDialog ? () => onDecide('superlike', card.id) : undefined}
    />
  )
  return (
    <>
      <ul className="member-tiles">
        {cards.map((card) => {
          const event = sameEvent.get(card.id)
          return (
            <li key={card.id} className="card member-tile">
              <ProfileTileFace profile={card} onOpen={() => setOpenId(card.id)} />
              <p className="member-tile-badges">
                <VerifiedBadge profile={card} />
                {card.compatibilityScore === null ? (
                  <CompatibilityUnknown />
                ) : (
                  <CompatibilityBadge score={card.compatibilityScore} />
                )}
              </p>
              {event && (
                <p className="member-tile-same-event">
                  <SameEventChip event={event} />
                </p>
              )}
              <ProfileFacts profile={card} />
              <div className="member-tile-actions">{buttons(card)}</div>
            </li>
          )
        })}
      </ul>
      <ProfileDialog profile={open} onClose={() => setOpenId(null)}>
        {open && buttons(open, true)}
      </ProfileDialog>
    </>
  )
}
