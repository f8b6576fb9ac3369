import { Trans, useLingui } from '@lingui/react/macro'
import { UndoIcon } from '../../components/icons/icons.tsx'
import { useRewind } from './use-rewind.ts'

/**
 * Undo the last pass (issue 15). `round`: the swipe deck's small icon button, left of Pass;
 * otherwise a text button (the empty deck's). Off while there is no pass to undo; for a free
 * member it opens the upgrade prompt.
 */
export function RewindButton({
  round = false,
  onlyWhenAvailable = false,
}: {
  round?: boolean
  /** Shown only when there is a pass to undo now (not as a free member's upgrade teaser). */
  onlyWhenAvailable?: boolean
}) {
  const { t } = useLingui()
  const { available, locked, rewind } = useRewind()
  if (onlyWhenAvailable && (locked || !available)) return null
  return (
    <button
      type="button"
      className={`button rewind-button${round ? ' round-button round-button-small' : ''}`}
      aria-label={round ? t`Undo your last pass` : undefined}
      title={round ? t`Undo your last pass` : undefined}
      disabled={!available}
      onClick={() => void rewind()}
    >
      <UndoIcon aria-hidden="true" />
      {!round && <Trans>Undo your last pass</Trans>}
    </button>
  )
}
