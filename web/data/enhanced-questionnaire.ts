import {
  StoredQuestionnaireResponseSchema,
  type QuestionnaireAnswers,
} from '#shared/schemas/questionnaire.ts'
import { apiRequest, HttpError } from './api-client.ts'
import { db } from './db.ts'
import { faithDraftKey } from './faith-drafts.ts'
import { answersOf, QuestionnaireDraftSchema, type QuestionnaireDraft } from './questionnaire.ts'

/** The Dexie drafts key of a member's half-filled Orthodox Match Questionnaire (wide layout). */
export const enhancedQuestionnaireDraftKey = (memberId: number) =>
  faithDraftKey('wideQuestionnaire', memberId)

/** The saved draft, or null when there is none (or it no longer reads as one). */
export async function loadEnhancedDraft(memberId: number): Promise<QuestionnaireDraft | null> {
  const row = await db.drafts.get(enhancedQuestionnaireDraftKey(memberId))
  const parsed = QuestionnaireDraftSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : null
}

export async function saveEnhancedDraft(
  memberId: number,
  draft: QuestionnaireDraft,
): Promise<void> {
  await db.drafts.put({
    key: enhancedQuestionnaireDraftKey(memberId),
    value: draft,
    updatedAt: Date.now(),
  })
}

/**
 * GET /api/questionnaires/{userId}: the member's saved answers, or null when they saved none.
 * Throws HttpError / NetworkError otherwise.
 */
export async function fetchEnhancedAnswers(memberId: number): Promise<QuestionnaireAnswers | null> {
  try {
    const stored = await apiRequest(`/api/questionnaires/${memberId}`, {
      schema: StoredQuestionnaireResponseSchema,
    })
    return answersOf(stored)
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

/**
 * POST /api/questionnaires: autosave and Save Progress (profile-faith-parish §7); the draft stays.
 * Needs the network: offline it throws NetworkError.
 */
export async function saveEnhancedProgress(
  memberId: number,
  answers: QuestionnaireAnswers,
): Promise<void> {
  await apiRequest('/api/questionnaires', {
    method: 'POST',
    body: { userId: memberId, ...answers },
    schema: StoredQuestionnaireResponseSchema,
  })
}

/** The final submit: the same call, and on success the draft is gone. */
export async function completeEnhancedQuestionnaire(
  memberId: number,
  answers: QuestionnaireAnswers,
): Promise<void> {
  await saveEnhancedProgress(memberId, answers)
  await db.drafts.delete(enhancedQuestionnaireDraftKey(memberId))
}
