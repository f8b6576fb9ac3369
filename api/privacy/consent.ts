import { eq, sql } from 'drizzle-orm'
import {
  PRIVACY_MESSAGES,
  RELIGIOUS_PROFILE_FIELDS,
  type ConsentState,
} from '#shared/schemas/privacy.ts'
import { MatchPreferencesSchema, withoutReligiousPreferences } from '#shared/schemas/preferences.ts'
import type { Database } from '../db/connect.ts'
import {
  clergyReferences,
  orthodoxQuestionnaireResponses,
  users,
  type UserRow,
} from '../db/schema.ts'
import { Refusal } from '../http/refusal.ts'
import { settleVerified } from '../verification/verified-status.ts'

/**
 * Consent to store religious data (GDPR art. 9, docs/privacy.md). Giving it records the moment;
 * withdrawing it erases the faith data in the same transaction: the questionnaire answers, the
 * clergy reference, the profile's denomination, jurisdiction, church attendance and spiritual
 * father, and the religious part of the match preferences.
 */

/** The consent state as the API answers it. */
export function toConsentState(row: Pick<UserRow, 'religiousDataConsentAt'>): ConsentState {
  return { religiousDataConsentAt: row.religiousDataConsentAt?.toISOString() ?? null }
}

/** Refuses (403) a write of faith data by a member who has not consented. */
export function requireReligiousConsent(member: Pick<UserRow, 'religiousDataConsentAt'>): void {
  if (member.religiousDataConsentAt === null) {
    throw new Refusal(403, 'consent_required', PRIVACY_MESSAGES.consentRequired)
  }
}

/** The consent column's new value: `now`, unless the member consented before (the first date). */
export const consentGivenAt = (now: Date) =>
  sql`coalesce(${users.religiousDataConsentAt}, ${now.toISOString()}::timestamptz)`

/** Records consent; a member who already consented keeps the first date. */
export async function giveConsent(db: Database, userId: number, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ religiousDataConsentAt: consentGivenAt(now) })
    .where(eq(users.id, userId))
    .returning()
  return row!
}

/** Stored match preferences without their religious part (unreadable ones are dropped whole). */
function secularPart(stored: Record<string, unknown>): Record<string, unknown> | null {
  const parsed = MatchPreferencesSchema.safeParse(stored)
  return parsed.success ? withoutReligiousPreferences(parsed.data) : null
}

/** Withdraws consent and erases the member's religious data, all in one transaction. */
export async function withdrawConsent(db: Database, userId: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(orthodoxQuestionnaireResponses)
      .where(eq(orthodoxQuestionnaireResponses.userId, userId))
    await tx.delete(clergyReferences).where(eq(clergyReferences.userId, userId))
    // The badge stays only if a verified deacon letter still earns it (decision 050).
    await settleVerified(tx, userId)
    const [before] = await tx
      .select({ preferences: users.matchPreferences })
      .from(users)
      .where(eq(users.id, userId))
    const [row] = await tx
      .update(users)
      .set({
        religiousDataConsentAt: null,
        ...Object.fromEntries(RELIGIOUS_PROFILE_FIELDS.map((field) => [field, null])),
        ...(before?.preferences ? { matchPreferences: secularPart(before.preferences) } : {}),
        // A clergy verification and a reviewer's reason speak of the member's standing in the
        // Church and rest on the reference just deleted: they go too.
        clergyVerificationStatus: 'none',
        clergyReviewReason: null,
      })
      .where(eq(users.id, userId))
      .returning()
    return row!
  })
}
