import { useState } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { Decision, LikeState } from '../../data/discover/decisions.ts'
import { DecisionButtons, ProfileDialog } from './ProfileDialog.tsx'
import { CompatibilityBadge, ProfileFacts, VerifiedBadge } from './ProfileBits.tsx'
import { ProfileTileFace } from './ProfileTileFace.tsx'

interface ListModeProps {
  cards: PublicProfile[]
  likeStates: Map<number, LikeState>
  favorites: Set<number>
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
        {cards.map((card) => (
          <li key={card.id} className="card member-tile">
            <ProfileTileFace profile={card} onOpen={() => setOpenId(card.id)} />
            <p className="member-tile-badges">
              <VerifiedBadge profile={card} />
              <CompatibilityBadge score={card.compatibilityScore} />
            </p>
            <ProfileFacts profile={card} />
            <div className="member-tile-actions">{buttons(card)}</div>
          </li>
        ))}
      </ul>
      <ProfileDialog profile={open} onClose={() => setOpenId(null)}>
        {open && buttons(open, true)}
      </ProfileDialog>
    </>
  )
}
