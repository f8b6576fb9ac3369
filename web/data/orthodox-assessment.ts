import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { db } from './db.ts'
import {
  postQuestionnaireAnswers,
  readQuestionnaireDraft,
  writeQuestionnaireDraft,
  type QuestionnaireDraft,
} from './questionnaire.ts'

export { fetchSavedAnswers } from './questionnaire.ts'

/** The Dexie drafts key of a member's half-filled Orthodox Assessment. */
export const assessmentDraftKey = (memberId: number) => `orthodox-assessment:${memberId}`

export type AssessmentDraft = QuestionnaireDraft

/** The saved draft, or null when there is none (or it no longer reads as one). */
export function loadAssessmentDraft(memberId: number): Promise<AssessmentDraft | null> {
  return readQuestionnaireDraft(assessmentDraftKey(memberId))
}

export function saveAssessmentDraft(memberId: number, draft: AssessmentDraft): Promise<void> {
  return writeQuestionnaireDraft(assessmentDraftKey(memberId), draft)
}

/**
 * Save progress: POST /api/questionnaire with the answers so far (profile-faith-parish §4: the
 * same call as completing). The draft stays. Needs the network (throws NetworkError offline).
 */
export function saveAssessmentProgress(
  memberId: number,
  answers: QuestionnaireAnswers,
): Promise<void> {
  return postQuestionnaireAnswers(memberId, answers)
}

/** Complete: the same call, then the draft is gone. Offline it throws and the draft stays. */
export async function submitAssessment(
  memberId: number,
  answers: QuestionnaireAnswers,
): Promise<void> {
  await postQuestionnaireAnswers(memberId, answers)
  await db.drafts.delete(assessmentDraftKey(memberId))
}
