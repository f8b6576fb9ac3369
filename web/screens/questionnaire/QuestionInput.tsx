import { useLingui } from '@lingui/react/macro'
import type { Question, SavedLanguage, WizardAnswers } from './faith-profile-sections.ts'

type Props = {
  question: Question
  answers: WizardAnswers
  onChange: (field: Question['field'], value: WizardAnswers[Question['field']]) => void
}

/** One question: a radio group in a fieldset, a checkbox, or a checkbox group of its languages. */
export function QuestionInput({ question, answers, onChange }: Props) {
  const { i18n } = useLingui()
  const id = `questionnaire-${question.field}`

  if (question.kind === 'flag') {
    return (
      <div className="questionnaire-check">
        <input
          id={id}
          type="checkbox"
          name={question.field}
          checked={answers[question.field] ?? false}
          onChange={(event) => onChange(question.field, event.target.checked)}
        />
        <label htmlFor={id}>{i18n._(question.label)}</label>
      </div>
    )
  }

  if (question.kind === 'languages') {
    const chosen = answers.languages ?? []
    const toggle = (value: SavedLanguage, on: boolean) =>
      onChange(
        'languages',
        on ? [...chosen, value] : chosen.filter((language) => language !== value),
      )
    return (
      <fieldset className="questionnaire-question">
        <legend>{i18n._(question.label)}</legend>
        <div className="questionnaire-choices">
          {question.choices.map((choice) => (
            <div key={choice.value} className="questionnaire-check">
              <input
                id={`${id}-${choice.value}`}
                type="checkbox"
                name="languages"
                value={choice.value}
                checked={chosen.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <label htmlFor={`${id}-${choice.value}`}>{i18n._(choice.label)}</label>
            </div>
          ))}
        </div>
      </fieldset>
    )
  }

  const value = answers[question.field] ?? null
  return (
    <fieldset className="questionnaire-question">
      <legend>{i18n._(question.label)}</legend>
      <div className="questionnaire-choices">
        {question.choices.map((choice) => (
          <div key={choice.value} className="questionnaire-check">
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={question.field}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(question.field, choice.value)}
            />
            <label htmlFor={`${id}-${choice.value}`}>{i18n._(choice.label)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
