import { Trans, useLingui } from '@lingui/react/macro'
import { StarIcon } from '../../components/icons/icons.tsx'

/**
 * The Super Like button (spec core-experience §6): a filled star, unlike Favorite's outlined one.
 * `round`: the swipe deck's icon button, its label a tooltip; otherwise the star with the label.
 */
export function SuperLikeButton({
  name,
  onSuperLike,
  round = false,
  disabled = false,
}: {
  name: string
  onSuperLike: () => void
  round?: boolean
  disabled?: boolean
}) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={`button super-like-button${round ? ' round-button' : ''}`}
      aria-label={t`Send a super like to ${name}`}
      title={t`Super Like`}
      disabled={disabled}
      onClick={onSuperLike}
    >
      <StarIcon aria-hidden="true" />
      {!round && <Trans>Super Like</Trans>}
    </button>
  )
}
