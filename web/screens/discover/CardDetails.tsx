import type { PublicProfile } from '#shared/schemas/user.ts'
import type { Decision } from '../../data/discover/decisions.ts'
import { DecisionButtons, ProfileDialog } from './ProfileDialog.tsx'

/**
 * The swipe card's detail view (issue 14): every photo and the whole profile, with Pass,
 * Favorite, Super Like and Like. Loaded when first opened: the first card does not need it.
 */
export function CardDetails({
  card,
  favorite,
  onDecide,
  onToggleFavorite,
  onClose,
}: {
  card: PublicProfile
  favorite: boolean
  onDecide: (kind: Decision) => void
  onToggleFavorite: () => void
  onClose: () => void
}) {
  return (
    <ProfileDialog profile={card} onClose={onClose}>
      <DecisionButtons
        profile={card}
        likeState="idle"
        favorite={favorite}
        onPass={() => onDecide('pass')}
        onFavorite={onToggleFavorite}
        onLike={() => onDecide('like')}
        onSuperLike={() => onDecide('superlike')}
      />
    </ProfileDialog>
  )
}
