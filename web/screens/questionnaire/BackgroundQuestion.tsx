import { useLingui } from '@lingui/react/macro'
import type { WizardAnswers } from './faith-profile-sections.ts'
import type { BackgroundQuestion as Question } from './step-questions.ts'

type Props = {
  question: Question
  answers: WizardAnswers
  onChange: (patch: Pick<WizardAnswers, 'bornOrthodox' | 'isConvert'>) => void
}

/** Born Orthodox or convert: one radio group that sets the two stored flags. */
export function BackgroundQuestion({ question, answers, onChange }: Props) {
  const { t, i18n } = useLingui()
  const value = answers.bornOrthodox ? 'born' : answers.isConvert ? 'convert' : null
  const choices = [
    { value: 'born', label: t`Born Orthodox`, patch: { bornOrthodox: true, isConvert: false } },
    {
      value: 'convert',
      label: t`Convert to Orthodoxy`,
      patch: { bornOrthodox: false, isConvert: true },
    },
  ]
  return (
    <fieldset className="questionnaire-question">
      <legend>{i18n._(question.label)}</legend>
      <div className="questionnaire-choices">
        {choices.map((choice) => (
          <div key={choice.value} className="questionnaire-check">
            <input
              id={`questionnaire-background-${choice.value}`}
              type="radio"
              name="background"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.patch)}
            />
            <label htmlFor={`questionnaire-background-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
