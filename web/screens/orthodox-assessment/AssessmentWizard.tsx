import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Link } from 'wouter'
import { assessmentMeterScore } from '#shared/domain/assessment.ts'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { SaveIcon } from '../../components/icons/icons.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import {
  saveAssessmentDraft,
  saveAssessmentProgress,
  submitAssessment,
} from '../../data/orthodox-assessment.ts'
import { QuestionInput } from '../questionnaire/QuestionInput.tsx'
import { useAssessmentSaves } from '../questionnaire/use-assessment-saves.ts'
import { useDraftedWizard } from '../questionnaire/use-drafted-wizard.ts'
import { ASSESSMENT_SECTIONS, SECTION_COUNT } from './assessment-sections.ts'
import { CompatibilityMeter } from './CompatibilityMeter.tsx'

export type AssessmentStart = { section: number; answers: QuestionnaireAnswers }

const STORE = { saveProgress: saveAssessmentProgress, submit: submitAssessment }

/**
 * The Orthodox Assessment's four sections with the live meter, save progress, Previous /
 * Next Section and on the last 'Complete Assessment' (profile-faith-parish §2, §4, §8).
 */
export function AssessmentWizard({
  memberId,
  start,
}: {
  memberId: number
  start: AssessmentStart
}) {
  const { t, i18n } = useLingui()
  const { headingRef, section, answers, change, goTo } = useDraftedWizard(
    memberId,
    start,
    saveAssessmentDraft,
  )
  // The version with the meter tells its score on completion (profile-faith-parish §8).
  const { busy, saveProgress, complete } = useAssessmentSaves(memberId, STORE, (done) => {
    const score = assessmentMeterScore(done)
    return {
      title: t`Orthodox Questionnaire Complete`,
      description: t`Your Orthodox compatibility score is ${score}%`,
    }
  })
  const current = ASSESSMENT_SECTIONS[section]!
  const last = section === SECTION_COUNT - 1
  const sectionNumber = section + 1
  const percent = Math.round((sectionNumber / SECTION_COUNT) * 100)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (last) void complete(answers)
    else goTo(section + 1)
  }

  return (
    <section className="questionnaire assessment">
      <div className="assessment-top">
        <Link to="/profile" className="button button-small">
          {t`Back`}
        </Link>
        <button
          type="button"
          className="button button-small assessment-save"
          aria-label={t`Save Progress`}
          title={t`Save Progress`}
          disabled={busy !== null}
          onClick={() => void saveProgress(answers)}
        >
          <SaveIcon />
        </button>
      </div>
      <PageHeading>{t`Orthodox Assessment`}</PageHeading>
      <p className="assessment-subtitle">{t`Theological compatibility assessment`}</p>
      <div className="wizard-progress">
        <p>
          <Trans>
            Section {sectionNumber} of {SECTION_COUNT}
          </Trans>{' '}
          · <Trans>{percent}% complete</Trans>
        </p>
        <progress max={SECTION_COUNT} value={sectionNumber} aria-label={t`Assessment progress`} />
      </div>
      <CompatibilityMeter score={assessmentMeterScore(answers)} />
      <form className="form card" onSubmit={onSubmit}>
        <h2 ref={headingRef} tabIndex={-1} className="questionnaire-section-title">
          {i18n._(current.title)}
        </h2>
        {current.questions.map((question) => (
          <QuestionInput
            key={question.field}
            question={question}
            answers={answers}
            onChange={change}
          />
        ))}
        <div className="wizard-buttons">
          <button
            type="button"
            className="button"
            disabled={section === 0 || busy !== null}
            onClick={() => goTo(section - 1)}
          >
            {t`Previous`}
          </button>
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {last
              ? busy === 'completing'
                ? t`Completing Assessment...`
                : t`Complete Assessment`
              : t`Next Section`}
          </button>
        </div>
      </form>
    </section>
  )
}
