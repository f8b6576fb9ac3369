import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { assessmentMeterScore } from '#shared/domain/assessment.ts'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { SaveIcon } from '../../components/icons/icons.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import {
  saveAssessmentDraft,
  saveAssessmentProgress,
  submitAssessment,
} from '../../data/orthodox-assessment.ts'
import { QuestionInput } from '../questionnaire/QuestionInput.tsx'
import type { Question } from '../questionnaire/faith-profile-sections.ts'
import { ASSESSMENT_SECTIONS, SECTION_COUNT } from './assessment-sections.ts'
import { CompatibilityMeter } from './CompatibilityMeter.tsx'

export type AssessmentStart = { section: number; answers: QuestionnaireAnswers }

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
  const { toast } = useToast()
  const navigate = useNavigate()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownSection = useRef(start.section)
  const [section, setSection] = useState(start.section)
  const [answers, setAnswers] = useState(start.answers)
  const [busy, setBusy] = useState<'saving' | 'completing' | null>(null)
  const current = ASSESSMENT_SECTIONS[section]!
  const last = section === SECTION_COUNT - 1
  const sectionNumber = section + 1
  const percent = Math.round((sectionNumber / SECTION_COUNT) * 100)

  // A new section: its heading takes focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownSection.current === section) return
    shownSection.current = section
    headingRef.current?.focus()
  }, [section])

  function keep(nextSection: number, nextAnswers: QuestionnaireAnswers) {
    void saveAssessmentDraft(memberId, { section: nextSection, answers: nextAnswers }).catch(
      (error: unknown) => console.warn('Could not keep the assessment draft', error),
    )
  }

  function change(field: Question['field'], value: QuestionnaireAnswers[Question['field']]) {
    setAnswers((previous) => {
      const next = { ...previous, [field]: value }
      keep(section, next)
      return next
    })
  }

  function goTo(nextSection: number) {
    setSection(nextSection)
    keep(nextSection, answers)
  }

  async function saveProgress() {
    setBusy('saving')
    try {
      await saveAssessmentProgress(memberId, answers)
      toast({
        title: t`Progress saved`,
        description: t`Your questionnaire progress has been saved.`,
      })
    } catch (error) {
      // Offline or refused: the draft stays on the device either way.
      console.error('Assessment progress save failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to save progress. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusy(null)
    }
  }

  async function complete() {
    setBusy('completing')
    try {
      await submitAssessment(memberId, answers)
      toast({
        title: t`Orthodox Assessment Complete`,
        description: t`Your theological compatibility profile has been saved.`,
      })
      void navigate('/profile')
    } catch (error) {
      // Offline or refused: the draft stays on the device for another try.
      console.error('Assessment submit failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to submit assessment. Please try again.`,
        variant: 'destructive',
      })
      setBusy(null)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (last) void complete()
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
          onClick={() => void saveProgress()}
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
