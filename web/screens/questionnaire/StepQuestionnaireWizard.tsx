import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { CONTINUE_DELAY_MS } from '../../components/wizard/continue-delay.ts'
import type { WizardAnswers } from './faith-profile-sections.ts'
import type { QuestionnaireStart } from './QuestionnaireLoader.tsx'
import { SectionProgress } from './SectionProgress.tsx'
import {
  firstIncompleteStep,
  isStepComplete,
  stepQuestions,
  type StepQuestionnaire,
} from './step-questionnaire.ts'
import { StepQuestionInput } from './StepQuestionInput.tsx'
import { useAssessmentSaves, type SavesKind } from './use-assessment-saves.ts'
import { useDraftedWizard } from './use-drafted-wizard.ts'

/** What differs between the paged assessment and the intake (profile-faith-parish §2, §5, §8). */
const LAYOUT_TEXT = {
  pages: {
    kind: 'assessment',
    next: msg`Next Page`,
    required: msg`Please answer all required questions before continuing.`,
    completed: msg`Your theological compatibility profile has been saved.`,
  },
  sections: {
    kind: 'questionnaire',
    next: msg`Next Section`,
    required: msg`Please answer all required questions in this section before continuing.`,
    completed: msg`Your comprehensive theological profile has been saved.`,
  },
} as const satisfies Record<string, { kind: SavesKind } & Record<string, unknown>>

/**
 * A questionnaire that moves step by step: Previous, Save Progress, (sections: Save & Continue,)
 * Next / Complete Assessment. Moving on needs every required question of the step answered; the
 * draft follows every change; completing saves, clears the draft and goes to /profile.
 */
export function StepQuestionnaireWizard({
  memberId,
  start,
  version,
}: {
  memberId: number
  start: QuestionnaireStart<WizardAnswers>
  version: StepQuestionnaire
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const { layout, steps, store } = version
  const {
    headingRef,
    section: step,
    answers,
    change,
    goTo,
  } = useDraftedWizard(memberId, start, store.saveDraft)
  const text = LAYOUT_TEXT[layout]
  const { busy, saveProgress, complete } = useAssessmentSaves(
    memberId,
    store,
    () => ({ title: t`Orthodox Assessment Complete`, description: i18n._(text.completed) }),
    text.kind,
  )
  const SECTION_COUNT = steps.length
  const current = steps[step]!
  const sectionNumber = step + 1
  const last = step === SECTION_COUNT - 1

  /** Whether the step's required questions are answered; if not, the member is told. */
  function checkAnswered(index: number): boolean {
    if (isStepComplete(steps[index]!, answers)) return true
    toast({ title: t`Answer Required`, description: i18n._(text.required), variant: 'destructive' })
    return false
  }

  function saveAndContinue() {
    if (!checkAnswered(step)) return
    void saveProgress(answers, 'continuing', async () => {
      await new Promise((resolve) => setTimeout(resolve, CONTINUE_DELAY_MS))
      goTo(step + 1)
    })
  }

  /** Every step is checked: the first with a required question unanswered is shown instead. */
  function completeAll() {
    const incomplete = firstIncompleteStep(steps, answers)
    if (incomplete === -1) {
      void complete(answers)
      return
    }
    checkAnswered(incomplete)
    if (incomplete !== step) goTo(incomplete)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (last) completeAll()
    else if (checkAnswered(step)) goTo(step + 1)
  }

  const pageLabel = t`Page ${sectionNumber} of ${SECTION_COUNT}`
  return (
    <section className="questionnaire">
      <PageHeading>{i18n._(version.title)}</PageHeading>
      <SectionProgress section={step} count={SECTION_COUNT} barOnly={layout === 'pages'} />
      <form className="form card" onSubmit={onSubmit} noValidate>
        <h2 ref={headingRef} tabIndex={-1} className="questionnaire-section-title">
          {layout === 'pages' ? pageLabel : i18n._(current.parts[0]!.title)}
        </h2>
        <p className="muted">
          {stepQuestions(current).some((question) => question.optional)
            ? t`All questions are required unless marked optional.`
            : t`All questions are required.`}
        </p>
        {current.parts.map((part) => (
          <div key={part.title.id} className="questionnaire-part">
            {layout === 'pages' && <h3>{i18n._(part.title)}</h3>}
            {part.questions.map((question) => (
              <StepQuestionInput
                key={question.field}
                question={question}
                answers={answers}
                onChange={change}
              />
            ))}
          </div>
        ))}
        <div className="wizard-buttons questionnaire-step-buttons">
          <button
            type="button"
            className="button"
            disabled={step === 0 || busy !== null}
            onClick={() => goTo(step - 1)}
          >
            {t`Previous`}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => void saveProgress(answers)}
          >
            {busy === 'saving' ? t`Saving...` : t`Save Progress`}
          </button>
          {layout === 'sections' && !last && (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={saveAndContinue}
            >
              {busy === 'continuing' ? t`Saving...` : t`Save & Continue`}
            </button>
          )}
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {last
              ? busy === 'completing'
                ? t`Completing Assessment...`
                : t`Complete Assessment`
              : i18n._(text.next)}
          </button>
        </div>
      </form>
    </section>
  )
}
