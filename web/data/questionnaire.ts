import * as z from '#shared/schemas/zod.ts'
import {
  QuestionnaireAnswersSchema,
  StoredQuestionnaireResponseSchema,
  type QuestionnaireAnswers,
} from '#shared/schemas/questionnaire.ts'
import { apiRequest, HttpError } from './api-client.ts'
import { db } from './db.ts'
import { faithDraftKey } from './faith-drafts.ts'

/** The Dexie drafts key of a member's half-filled Orthodox Faith Profile. */
export const questionnaireDraftKey = (memberId: number) => faithDraftKey('faithProfile', memberId)

/** A half-filled questionnaire version: the section shown and the answers so far. */
export const QuestionnaireDraftSchema = z.object({
  section: z.int().check(z.gte(0)),
  answers: QuestionnaireAnswersSchema,
})
export type QuestionnaireDraft = z.infer<typeof QuestionnaireDraftSchema>

/** The draft under a Dexie `drafts` key, or null when there is none (or it no longer reads as one). */
export async function readQuestionnaireDraft(key: string): Promise<QuestionnaireDraft | null> {
  const row = await db.drafts.get(key)
  const parsed = QuestionnaireDraftSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : null
}

export async function writeQuestionnaireDraft(
  key: string,
  draft: QuestionnaireDraft,
): Promise<void> {
  await db.drafts.put({ key, value: draft, updatedAt: Date.now() })
}

/** The saved draft, or null when there is none (or it no longer reads as one). */
export function loadQuestionnaireDraft(memberId: number): Promise<QuestionnaireDraft | null> {
  return readQuestionnaireDraft(questionnaireDraftKey(memberId))
}

export function saveQuestionnaireDraft(memberId: number, draft: QuestionnaireDraft): Promise<void> {
  return writeQuestionnaireDraft(questionnaireDraftKey(memberId), draft)
}

/**
 * Only the answers of the saved row, each kept when it reads as the faith profile's answer (another
 * questionnaire version may have saved words of its own vocabulary; those are left out).
 */
export function answersOf(stored: Record<string, unknown>): QuestionnaireAnswers {
  const answers: Record<string, unknown> = {}
  for (const [field, schema] of Object.entries(QuestionnaireAnswersSchema.shape)) {
    const parsed = schema.safeParse(stored[field])
    if (parsed.success && parsed.data !== null && parsed.data !== undefined) {
      answers[field] = parsed.data
    }
  }
  // No 'Other' texts saved: nothing to hold (the server answers an empty map).
  if (answers.otherAnswers && !Object.keys(answers.otherAnswers).length) {
    delete answers.otherAnswers
  }
  return answers as QuestionnaireAnswers
}

/**
 * GET /api/questionnaire/{userId}: the member's saved answers, or null when they saved none.
 * Throws HttpError / NetworkError otherwise.
 */
export async function fetchSavedAnswers(memberId: number): Promise<QuestionnaireAnswers | null> {
  try {
    const stored = await apiRequest(`/api/questionnaire/${memberId}`, {
      schema: StoredQuestionnaireResponseSchema,
    })
    return answersOf(stored)
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

/**
 * POST /api/questionnaire (profile-faith-parish §7): on success the draft is gone. Needs the
 * network: offline it throws NetworkError and the draft stays for another try.
 */
export async function submitQuestionnaire(
  memberId: number,
  answers: QuestionnaireAnswers,
): Promise<void> {
  await postQuestionnaireAnswers(memberId, answers)
  await db.drafts.delete(questionnaireDraftKey(memberId))
}

/**
 * POST /api/questionnaire with the member's answers (every version saves progress and completes
 * through it). Throws HttpError / NetworkError; drafts are the caller's.
 */
export async function postQuestionnaireAnswers(
  memberId: number,
  answers: QuestionnaireAnswers,
): Promise<void> {
  await apiRequest('/api/questionnaire', {
    method: 'POST',
    body: { userId: memberId, ...answers },
    schema: StoredQuestionnaireResponseSchema,
  })
}
