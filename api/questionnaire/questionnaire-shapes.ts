import {
  QUESTIONNAIRE_ANSWER_FIELDS,
  type StoredQuestionnaireResponse,
} from '#shared/schemas/questionnaire.ts'
import type { orthodoxQuestionnaireResponses } from '../db/schema.ts'

export type QuestionnaireRow = typeof orthodoxQuestionnaireResponses.$inferSelect

/** A stored questionnaire row becomes an answer here and nowhere else (StoredQuestionnaireResponseSchema). */
export function toStoredQuestionnaire(row: QuestionnaireRow): StoredQuestionnaireResponse {
  const answers = Object.fromEntries(QUESTIONNAIRE_ANSWER_FIELDS.map((f) => [f, row[f]]))
  return {
    id: row.id,
    userId: row.userId,
    ...answers,
    isConvert: row.isConvert,
    bornOrthodox: row.bornOrthodox,
    languages: row.languages,
    otherAnswers: row.otherAnswers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
