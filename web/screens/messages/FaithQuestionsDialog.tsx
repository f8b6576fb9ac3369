import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import {
  ICEBREAKER_CATEGORIES,
  ICEBREAKER_CATEGORY_LABELS,
  ICEBREAKER_QUESTIONS,
} from '../../domain/icebreakers.ts'

/** The 'Faith Questions' icebreakers by category; choosing one hands its text (translated) back. */
export function FaithQuestionsDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean
  onClose: () => void
  onChoose: (question: string) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Dialog
      open={open}
      title={t`Faith Questions`}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <p className="muted">
        <Trans>Choose a question to start a meaningful conversation.</Trans>
      </p>
      <div className="icebreakers">
        {ICEBREAKER_CATEGORIES.map((category) => (
          <section key={category}>
            <h3>{i18n._(ICEBREAKER_CATEGORY_LABELS[category])}</h3>
            <ul>
              {ICEBREAKER_QUESTIONS.filter((q) => q.category === category).map((q) => {
                const text = i18n._(q.question)
                return (
                  <li key={q.id}>
                    <button type="button" className="icebreaker" onClick={() => onChoose(text)}>
                      <span aria-hidden="true">{q.icon}</span> {text}
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  )
}
