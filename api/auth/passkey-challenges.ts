import { and, eq, lte } from 'drizzle-orm'
import { generateChallenge, isoBase64URL } from '@simplewebauthn/server/helpers'
import type { Database } from '../db/connect.ts'
import { webauthnChallenges } from '../db/schema.ts'

/** How long a passkey challenge waits for its answer. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000

/** What a challenge was issued for: adding a passkey (a member's), or signing in (anyone's). */
export type ChallengePurpose = 'register' | 'sign-in'

/** Draws a challenge (32 random bytes, base64url), stores it for 5 minutes and answers it. */
export async function issueChallenge(
  db: Database,
  purpose: ChallengePurpose,
  userId: number | null,
  now: Date,
): Promise<string> {
  const challenge = isoBase64URL.fromBuffer(await generateChallenge())
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  })
  return challenge
}

/**
 * Takes a challenge for its answer: deleted in the same statement that finds it, so it answers
 * once however many requests bring it at the same time. Null when it was never issued for this
 * purpose (and member), was used already or has expired.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now: Date,
): Promise<string | null> {
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose)),
    )
    .returning()
  if (!taken || taken.expiresAt.getTime() <= now.getTime()) return null
  if (purpose === 'register' && taken.userId !== userId) return null
  return taken.challenge
}

/** Deletes the challenges past their 5 minutes (the session sweep's run). */
export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now))
}
