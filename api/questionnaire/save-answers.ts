import { eq, sql } from 'drizzle-orm'
import {
  keptOtherAnswers,
  sentOrSaved,
  type OtherChoiceAnswers,
} from '#shared/domain/other-answers.ts'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import type { Database } from '../db/connect.ts'
import { orthodoxQuestionnaireResponses as responses } from '../db/schema.ts'
import type { QuestionnaireRow } from './questionnaire-shapes.ts'

/**
 * Saves a member's answers into their one row (fields left out keep their saved values; null
 * clears one). The 'Other' texts are worked out against the row as it will be: a text stays only
 * while its question's answer is 'other' (shared/domain/other-answers.ts). A member's saves take
 * turns (an advisory lock on the member, since a first save has no row to lock), so two saves
 * cannot mix their texts.
 */
export function saveQuestionnaireAnswers(
  db: Database,
  memberId: number,
  save: QuestionnaireAnswers,
  now: Date,
): Promise<QuestionnaireRow> {
  const { otherAnswers: sentOther, ...answers } = save
  return db.transaction(async (tx) => {
    // One save of a member at a time, also the first ones, when there is no row yet to lock.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('questionnaire_answers'), ${memberId})`,
    )
    const [saved] = await tx
      .select({
        liturgicalTradition: responses.liturgicalTradition,
        languages: responses.languages,
        otherAnswers: responses.otherAnswers,
      })
      .from(responses)
      .where(eq(responses.userId, memberId))
    const chosen: OtherChoiceAnswers = {
      liturgicalTradition: sentOrSaved(answers.liturgicalTradition, saved?.liturgicalTradition),
      languages: sentOrSaved(answers.languages, saved?.languages),
    }
    const otherAnswers = keptOtherAnswers(chosen, sentOther, saved?.otherAnswers)
    const [row] = await tx
      .insert(responses)
      .values({ ...answers, otherAnswers, userId: memberId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: responses.userId,
        set: { ...answers, otherAnswers, updatedAt: now },
      })
      .returning()
    return row!
  })
}
