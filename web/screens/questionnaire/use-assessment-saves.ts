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
 * What a version calls itself in its failure toasts (profile-faith-parish §8): the assessments
 * 'Error' - 'Failed to save progress…' and 'Failed to submit assessment…'; the intake, a
 * questionnaire, 'Save Error' - 'Failed to save progress…' and 'Failed to submit questionnaire…'.
 */
export type SavesKind = 'assessment' | 'questionnaire'

/**
 * Save Progress and Complete Assessment of the assessment versions and the intake, with their
 * toasts (profile-faith-parish §8): completing shows the version's own success toast
 * (`completedToast` of the answers sent) and goes to /profile; a failure is told and the draft
 * stays on the device.
 */
export function useAssessmentSaves(
  memberId: number,
  store: Pick<QuestionnaireStore, 'saveProgress' | 'submit'>,
  completedToast: (answers: QuestionnaireAnswers) => ToastInput,
  kind: SavesKind = 'assessment',
) {
  const { t } = useLingui()
  const saveFailedTitle = kind === 'questionnaire' ? t`Save Error` : t`Error`
  const submitFailed =
    kind === 'questionnaire'
      ? t`Failed to submit questionnaire. Please try again.`
      : t`Failed to submit assessment. Please try again.`
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
        title: saveFailedTitle,
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
        description: submitFailed,
        variant: 'destructive',
      })
      setBusy(null)
    }
  }

  return { busy, saveProgress, complete }
}
