import { useLingui } from '@lingui/react/macro'
import { choseOther } from '#shared/domain/other-answers.ts'
import {
  OTHER_ANSWER_QUESTIONS,
  OTHER_CHOICE,
  type OtherAnswerQuestion,
} from '#shared/schemas/questionnaire.ts'
import type { Question, SavedLanguage, WizardAnswers } from './faith-profile-sections.ts'
import { OtherAnswerInput } from './OtherAnswerInput.tsx'

type Props = {
  question: Question
  answers: WizardAnswers
  onChange: (patch: Partial<WizardAnswers>) => void
}

type AskedQuestion = Exclude<Question, { kind: 'flag' }>

/** The question's 'Other' text, when it offers an 'Other' choice (the tradition, the intake's languages). */
function otherQuestionOf(question: AskedQuestion): OtherAnswerQuestion | null {
  const field = OTHER_ANSWER_QUESTIONS.find((q) => q === question.field)
  const offered = question.choices.some((choice) => choice.value === OTHER_CHOICE)
  return field && offered ? field : null
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
          onChange={(event) => onChange({ [question.field]: event.target.checked })}
        />
        <label htmlFor={id}>{i18n._(question.label)}</label>
      </div>
    )
  }

  const other = otherQuestionOf(question)
  const otherText =
    other && choseOther(other, answers) ? (answers.otherAnswers?.[other] ?? '') : null
  const setOtherText = (text: string | null) =>
    other ? { otherAnswers: { ...answers.otherAnswers, [other]: text } } : {}
  /** An answer; moving off 'Other' clears its text (the server keeps none without it). */
  const answer = (patch: Partial<WizardAnswers>) =>
    onChange(
      other && !choseOther(other, { ...answers, ...patch }) && answers.otherAnswers?.[other]
        ? { ...patch, ...setOtherText(null) }
        : patch,
    )
  const otherInput = other && otherText !== null && (
    <OtherAnswerInput
      question={other}
      value={otherText}
      onChange={(text) => onChange(setOtherText(text))}
    />
  )

  if (question.kind === 'languages') {
    const chosen = answers.languages ?? []
    const toggle = (value: SavedLanguage, on: boolean) =>
      answer({
        languages: on ? [...chosen, value] : chosen.filter((language) => language !== value),
      })
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
        {otherInput}
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
              onChange={() => answer({ [question.field]: choice.value })}
            />
            <label htmlFor={`${id}-${choice.value}`}>{i18n._(choice.label)}</label>
          </div>
        ))}
      </div>
      {otherInput}
    </fieldset>
  )
}
