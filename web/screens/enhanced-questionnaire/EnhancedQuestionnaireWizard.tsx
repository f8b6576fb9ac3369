import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError } from '../../data/api-client.ts'
import {
  completeEnhancedQuestionnaire,
  saveEnhancedDraft,
  saveEnhancedProgress,
} from '../../data/enhanced-questionnaire.ts'
import { StepQuestionInput } from '../questionnaire/StepQuestionInput.tsx'
import { useDraftedWizard } from '../questionnaire/use-drafted-wizard.ts'
import type { WizardAnswers } from '../questionnaire/faith-profile-sections.ts'
import { hasAnyAnswer } from '../questionnaire/step-questions.ts'
import { SectionDots } from './SectionDots.tsx'
import {
  firstIncompleteSection,
  isSectionComplete,
  percentComplete,
  WIDE_SECTION_COUNT,
  WIDE_SECTIONS,
} from './wide-sections.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

export type WideStart = { section: number; answers: WizardAnswers }

/** Autosave delay after a change (profile-faith-parish §9). */
export const AUTOSAVE_DELAY_MS = 2000

/**
 * The six sections with clickable dots, percent complete, Previous, Save Progress, Next and on the
 * last 'Complete Questionnaire' (profile-faith-parish §2, §4, §5, §8).
 */
export function EnhancedQuestionnaireWizard({
  memberId,
  start,
}: {
  memberId: number
  start: WideStart
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const savePending = useRef(false)
  const { headingRef, section, answers, change, goTo } = useDraftedWizard(
    memberId,
    start,
    saveEnhancedDraft,
  )
  const [busy, setBusy] = useState<'progress' | 'submit' | null>(null)
  const current = WIDE_SECTIONS[section]!
  const last = section === WIDE_SECTION_COUNT - 1
  const sectionNumber = section + 1
  const SECTION_COUNT = WIDE_SECTION_COUNT
  const percent = percentComplete(answers)

  // Leaving the screen stops a waiting autosave.
  useEffect(
    () => () => {
      if (autosaveTimer.current) clearTimeout(autosaveTimer.current)
    },
    [],
  )

  /**
   * A background save to the server (autosave, moving back): only online, with an answer, none
   * pending. An autosave that went through says so (profile-faith-parish §8); a failure is quiet.
   */
  async function quietSave(toSave: WizardAnswers, announce = false) {
    if (!navigator.onLine || savePending.current || !hasAnyAnswer(toSave)) return
    savePending.current = true
    try {
      await saveEnhancedProgress(memberId, toSave)
      if (announce)
        toast({
          title: t`Progress Saved`,
          description: t`Your responses have been automatically saved.`,
        })
    } catch (error) {
      // The draft stays on the device; Save Progress tells the member.
      console.warn('Questionnaire autosave failed', error)
    } finally {
      savePending.current = false
    }
  }

  function cancelAutosave() {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current)
  }

  function scheduleAutosave(nextAnswers: WizardAnswers) {
    cancelAutosave()
    autosaveTimer.current = setTimeout(() => void quietSave(nextAnswers, true), AUTOSAVE_DELAY_MS)
  }

  function showOffline() {
    toast({
      title: t`You are offline`,
      description: t`Your answers are kept on this device. Save them again when you are back online.`,
      variant: 'destructive',
    })
  }

  async function saveProgress() {
    cancelAutosave() // these answers are saved now, with their own toast
    setBusy('progress')
    savePending.current = true
    try {
      await saveEnhancedProgress(memberId, answers)
      toast({
        title: t`Progress saved`,
        description: t`Your questionnaire progress has been saved.`,
      })
    } catch (error) {
      logUnexpected('Questionnaire progress save failed', error)
      if (error instanceof NetworkError) showOffline()
      else {
        toast({
          title: t`Error saving progress`,
          description: t`Please try again.`,
          variant: 'destructive',
        })
      }
    } finally {
      savePending.current = false
      setBusy(null)
    }
  }

  async function complete() {
    const incomplete = firstIncompleteSection(answers)
    if (incomplete !== -1) {
      toast({
        title: t`Please complete all sections`,
        description: t`All required questions must be answered before submitting.`,
        variant: 'destructive',
      })
      goTo(incomplete)
      return
    }
    cancelAutosave()
    setBusy('submit')
    try {
      await completeEnhancedQuestionnaire(memberId, answers)
      toast({
        title: t`Questionnaire completed!`,
        description: t`Your responses have been saved successfully.`,
      })
      navigate('/profile')
    } catch (error) {
      // Offline or refused: the draft stays on the device for another try.
      logUnexpected('Questionnaire submit failed', error)
      if (error instanceof NetworkError) showOffline()
      else {
        toast({
          title: t`Error submitting questionnaire`,
          description: t`Please try again.`,
          variant: 'destructive',
        })
      }
      setBusy(null)
    }
  }

  function next() {
    if (!isSectionComplete(section, answers)) {
      toast({
        title: t`Please complete this section`,
        description: t`All required questions must be answered before proceeding.`,
        variant: 'destructive',
      })
      return
    }
    goTo(section + 1)
  }

  function previous() {
    goTo(section - 1)
    void quietSave(answers)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (last) void complete()
    else next()
  }

  return (
    <section className="questionnaire questionnaire-wide">
      <PageHeading>{t`Orthodox Match Questionnaire`}</PageHeading>
      <div className="wizard-progress">
        <p>
          <Trans>
            Section {sectionNumber} of {SECTION_COUNT}
          </Trans>{' '}
          <span className="muted">
            <Trans>{percent}% complete</Trans>
          </span>
        </p>
        <progress max={100} value={percent} aria-label={t`Questionnaire progress`} />
      </div>
      <SectionDots current={section} answers={answers} onJump={goTo} />
      <form className="form card" onSubmit={onSubmit} noValidate>
        <h2 ref={headingRef} tabIndex={-1} className="questionnaire-section-title">
          {i18n._(current.title)}
        </h2>
        <p className="muted">{t`All questions are required.`}</p>
        {current.questions.map((question) => (
          <StepQuestionInput
            key={question.field}
            question={question}
            answers={answers}
            onChange={(patch) => scheduleAutosave(change(patch))}
          />
        ))}
        <div className="wizard-buttons">
          <button
            type="button"
            className="button"
            disabled={section === 0 || busy !== null}
            onClick={previous}
          >
            {t`Previous`}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => void saveProgress()}
          >
            {busy === 'progress' ? t`Saving...` : t`Save Progress`}
          </button>
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {last ? (busy === 'submit' ? t`Submitting...` : t`Complete Questionnaire`) : t`Next`}
          </button>
        </div>
      </form>
    </section>
  )
}
