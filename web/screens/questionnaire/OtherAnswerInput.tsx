import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { OTHER_ANSWER_MAX_LENGTH, type OtherAnswerQuestion } from '#shared/schemas/questionnaire.ts'

/** What each 'Other' text field asks (profile-faith-parish §5: free-text 'other' fields are optional). */
const OTHER_LABELS: Record<OtherAnswerQuestion, MessageDescriptor> = {
  liturgicalTradition: msg`Please specify your tradition (optional)`,
  languages: msg`Please specify the other languages (optional)`,
}

type Props = {
  question: OtherAnswerQuestion
  value: string
  onChange: (text: string) => void
}

/** The free-text field shown beside a question's 'Other' choice once it is chosen. */
export function OtherAnswerInput({ question, value, onChange }: Props) {
  const { i18n } = useLingui()
  const id = `questionnaire-${question}-other-text`
  return (
    <div className="field">
      <label htmlFor={id}>{i18n._(OTHER_LABELS[question])}</label>
      <input
        id={id}
        type="text"
        name={`${question}Other`}
        maxLength={OTHER_ANSWER_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
