import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import type { ToastInput } from '../../components/toast/toast-context.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import type { QuestionnaireStore } from '../../data/questionnaire-version.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

export type AssessmentBusy = 'saving' | 'continuing' | 'completing' | null

/**
 * Save Progress and Complete Assessment of the assessment versions, with their toasts
 * (profile-faith-parish §8): completing shows the version's own success toast
 * (`completedToast` of the answers sent) and goes to /profile; a failure is told and the draft
 * stays on the device.
 */
export function useAssessmentSaves(
  memberId: number,
  store: Pick<QuestionnaireStore, 'saveProgress' | 'submit'>,
  completedToast: (answers: QuestionnaireAnswers) => ToastInput,
) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState<AssessmentBusy>(null)

  /** Saves the answers so far; `then` runs after a successful save, before the buttons free up. */
  async function saveProgress(
    answers: QuestionnaireAnswers,
    as: 'saving' | 'continuing' = 'saving',
    then?: () => Promise<void>,
  ) {
    setBusy(as)
    try {
      await store.saveProgress(memberId, answers)
      toast({
        title: t`Progress saved`,
        description: t`Your questionnaire progress has been saved.`,
      })
      await then?.()
    } catch (error) {
      logUnexpected('Questionnaire progress save failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to save progress. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusy(null)
    }
  }

  async function complete(answers: QuestionnaireAnswers) {
    setBusy('completing')
    try {
      await store.submit(memberId, answers)
      toast(completedToast(answers))
      navigate('/profile')
    } catch (error) {
      logUnexpected('Assessment submit failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to submit assessment. Please try again.`,
        variant: 'destructive',
      })
      setBusy(null)
    }
  }

  return { busy, saveProgress, complete }
}
