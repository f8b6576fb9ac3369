import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { EMAIL_MESSAGES, UNVERIFIED_DAILY_MESSAGES } from '#shared/schemas/email-address.ts'
import type { Database } from '../db/connect.ts'
import { messages, type UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import { Refusal } from '../http/refusal.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Refuses (403 email_unverified) what reaches other people at scale until the member's address is
 * confirmed (docs/accounts.md): event proposals and clergy references.
 */
export function requireConfirmedAddress(member: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (member.emailVerifiedAt === null) {
    throw new Refusal(403, 'email_unverified', EMAIL_MESSAGES.unverified)
  }
}

/** requireConfirmedAddress as a route's middleware. */
export const confirmedAddressOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireConfirmedAddress(c.var.member)
  await next()
}

/**
 * Refuses a message beyond the first UNVERIFIED_DAILY_MESSAGES of the last 24 hours while the
 * sender's address is not confirmed. A replay of a stored message (its clientId) is not counted
 * against itself, so the outbox's retry of the tenth still gets its answer.
 */
export async function refuseBeyondDailyMessages(
  db: Database,
  member: Pick<UserRow, 'id' | 'emailVerifiedAt'>,
  clientId: string | null | undefined,
  now: Date,
): Promise<void> {
  if (member.emailVerifiedAt !== null) return
  const others = clientId
    ? or(isNull(messages.clientId), ne(messages.clientId, clientId))
    : undefined
  const [sent] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.fromUserId, member.id),
        gt(messages.createdAt, new Date(now.getTime() - DAY_MS)),
        others,
      ),
    )
  if ((sent?.n ?? 0) >= UNVERIFIED_DAILY_MESSAGES) {
    throw new Refusal(403, 'email_unverified', EMAIL_MESSAGES.unverifiedMessages)
  }
}
