import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { CLERGY_JURISDICTIONS } from '#shared/domain/vocabularies.ts'
import {
  EVALUATION_QUESTIONS,
  FIELD_LABELS,
  STATUS_QUESTION,
  TITLE_QUESTION,
  type ChoiceQuestion,
} from './clergy-form-choices.ts'

/** A label with a blank line to write on. */
function BlankLine({ label }: { label: MessageDescriptor | string }) {
  const { i18n } = useLingui()
  return (
    <p className="paper-line">
      <span>{typeof label === 'string' ? label : i18n._(label)}</span>
      <span className="paper-blank" aria-hidden="true" />
    </p>
  )
}

/** A question with an empty box before each answer, to tick by hand. */
function Boxes({ legend, choices }: { legend: string; choices: string[] }) {
  return (
    <div className="paper-question">
      <p className="paper-legend">{legend}</p>
      <ul className="paper-boxes">
        {choices.map((choice) => (
          <li key={choice}>
            <span className="paper-box" aria-hidden="true" /> {choice}
          </li>
        ))}
      </ul>
    </div>
  )
}

function QuestionBoxes({ question }: { question: ChoiceQuestion }) {
  const { i18n } = useLingui()
  return (
    <Boxes
      legend={i18n._(question.legend)}
      choices={question.choices.map((choice) => i18n._(choice.label))}
    />
  )
}

/** The print view: the same form as blank paper, with Print Form and Switch to Online Form (§2). */
export function ClergyPrintForm({
  onSwitchToOnline,
  headingRef,
}: {
  onSwitchToOnline: () => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const { t, i18n } = useLingui()
  return (
    <div className="clergy-print">
      <h2 ref={headingRef} tabIndex={-1} className="clergy-view-heading no-print">
        <Trans>Print Form</Trans>
      </h2>
      <div className="clergy-buttons no-print">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t`Print Form`}
        </button>
        <button type="button" className="button" onClick={onSwitchToOnline}>
          {t`Switch to Online Form`}
        </button>
      </div>

      <div className="paper card">
        <p className="paper-intro">
          <Trans>
            To be completed by the parishioner's priest or deacon and returned to the parishioner.
          </Trans>
        </p>
        <section aria-labelledby="paper-parishioner">
          <h3 id="paper-parishioner">
            <Trans>Parishioner Information</Trans>
          </h3>
          <BlankLine label={FIELD_LABELS.fullName} />
          <BlankLine label={FIELD_LABELS.churchName} />
          <Boxes
            legend={i18n._(FIELD_LABELS.churchJurisdiction)}
            choices={CLERGY_JURISDICTIONS.map((jurisdiction) =>
              jurisdiction === 'Other' ? t`Other` : jurisdiction,
            )}
          />
          <QuestionBoxes question={STATUS_QUESTION} />
          <BlankLine label={t`If other, please specify`} />
        </section>
        <section aria-labelledby="paper-evaluation">
          <h3 id="paper-evaluation">
            <Trans>Clergy Evaluation</Trans>
          </h3>
          {EVALUATION_QUESTIONS.map((question) => (
            <QuestionBoxes key={question.name} question={question} />
          ))}
        </section>
        <section aria-labelledby="paper-clergy">
          <h3 id="paper-clergy">
            <Trans>Clergy Information</Trans>
          </h3>
          <BlankLine label={FIELD_LABELS.clergyName} />
          <QuestionBoxes question={TITLE_QUESTION} />
          <BlankLine label={FIELD_LABELS.parishName} />
          <BlankLine label={t`Signature`} />
          <BlankLine label={FIELD_LABELS.date} />
        </section>
      </div>
    </div>
  )
}
