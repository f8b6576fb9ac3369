import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { QueuedClergyReference } from '#shared/schemas/clergy-review.ts'
import {
  EVALUATION_QUESTIONS,
  FIELD_LABELS,
  STATUS_QUESTION,
  TITLE_QUESTION,
  type ChoiceQuestion,
} from '../clergy-reference/clergy-form-choices.ts'
import { DecisionButtons } from './DecisionButtons.tsx'
import { memberName } from './QueuedReportCard.tsx'

export type ClergyDecision = 'verify' | 'reject'

/**
 * One clergy reference awaiting review: whose it is, when it was submitted, every answer the
 * priest or deacon gave (with the form's own labels), and Verify / Reject. The list asks before
 * anything is sent.
 */
export function ClergyReferenceCard(props: {
  reference: QueuedClergyReference
  busy: boolean
  onDecide: (decision: ClergyDecision) => void
}) {
  const { t, i18n } = useLingui()
  const { reference } = props
  const headingId = useId()
  const name = memberName(reference.member)
  const submitted = i18n.date(reference.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
  const choice = (question: ChoiceQuestion) => {
    const value = reference[question.name]
    const label = question.choices.find((c) => c.value === value)?.label
    return label ? i18n._(label) : String(value)
  }
  const status =
    reference.statusWithChurch === 'other' && reference.statusOther
      ? `${choice(STATUS_QUESTION)}: ${reference.statusOther}`
      : choice(STATUS_QUESTION)
  const answers: [MessageDescriptor | string, string][] = [
    [FIELD_LABELS.fullName, reference.fullName],
    [FIELD_LABELS.churchName, reference.churchName],
    [FIELD_LABELS.churchJurisdiction, reference.churchJurisdiction],
    [STATUS_QUESTION.legend, status],
    ...EVALUATION_QUESTIONS.map((q): [MessageDescriptor, string] => [q.legend, choice(q)]),
    [FIELD_LABELS.clergyName, reference.clergyName],
    [TITLE_QUESTION.legend, choice(TITLE_QUESTION)],
    [FIELD_LABELS.parishName, reference.parishName],
    [t`Signature`, reference.signature],
    [FIELD_LABELS.date, reference.date],
  ]

  return (
    <article className="card moderation-report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Clergy reference: {name}</Trans>
      </h3>
      <p className="muted">
        <Trans>Submitted on {submitted}</Trans>
      </p>
      <dl className="moderation-people">
        {answers.map(([label, value]) => {
          const text = typeof label === 'string' ? label : i18n._(label)
          return (
            <div key={text} className="moderation-answer">
              <dt>{text}</dt>
              <dd>{value}</dd>
            </div>
          )
        })}
      </dl>
      <DecisionButtons
        busy={props.busy}
        onDecide={props.onDecide}
        decisions={[
          {
            decision: 'verify',
            label: <Trans>Verify</Trans>,
            ariaLabel: t`Verify the clergy reference of ${name}`,
          },
          {
            decision: 'reject',
            label: <Trans>Reject</Trans>,
            ariaLabel: t`Reject the clergy reference of ${name}`,
            look: 'danger',
          },
        ]}
      />
    </article>
  )
}
