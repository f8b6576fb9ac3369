import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { normaliseText } from '#shared/domain/message-text/normalise.ts'
import type { SendMessage } from '#shared/schemas/messages.ts'
import type { Database } from '../db/connect.ts'
import { runStatement } from '../db/round-trips.ts'
import { messages, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { fileAppReport } from '../moderation/app-reports.ts'
import { forgetHits, takeRateLimits, type LimitRefusal } from '../rate-limits/counter.ts'
import { RATE_LIMITS, maxOf } from '../rate-limits/limits.ts'

/**
 * Spam bursts (docs/safety.md, issue #36): a new account that starts many conversations nobody
 * answers, or sends one text to many members, is slowed (429; the app's outbox sends the message
 * later by itself) and flagged for the moderators once (a 'spam-burst' report). The numbers are in
 * api/rate-limits/limits.ts ('unanswered-opening', 'same-text').
 */

/** An account is new for its first week: a scam or spam account is used at once. */
export const NEW_ACCOUNT_DAYS = 7
/** Texts shorter than this are never counted as copies ("Christ is risen!" to every match). */
export const SAME_TEXT_MIN_LENGTH = 40

const DAY_MS = 24 * 60 * 60 * 1000

/** What a send takes of the spam limits: undone with `release` when nothing was stored. */
export interface SpamCheck {
  refusal: LimitRefusal | null
  release: () => Promise<void>
}

const NOTHING_TAKEN: SpamCheck = { refusal: null, release: async () => {} }

/**
 * Checks a message of `member` against the spam-burst limits. An account older than
 * NEW_ACCOUNT_DAYS is never checked. A refusal files the member's 'spam-burst' report.
 */
export async function checkSpamBurst(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  member: UserRow,
  input: SendMessage,
): Promise<SpamCheck> {
  const now = deps.clock()
  if (now.getTime() - member.createdAt.getTime() >= NEW_ACCOUNT_DAYS * DAY_MS) return NOTHING_TAKEN
  const scale = deps.config.RATE_LIMIT_SCALE
  const opening = await unansweredOpenings(deps.db, input, now)
  if (opening.isOpening && opening.count >= maxOf('unanswered-opening', scale)) {
    const retryAfterMs =
      opening.oldestAt + RATE_LIMITS['unanswered-opening'].windowMs - now.getTime()
    return refused(deps.db, member.id, {
      allowed: false,
      limit: 'unanswered-opening',
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    })
  }
  const plain = normaliseText(input.content).plain
  if (plain.length < SAME_TEXT_MIN_LENGTH) return NOTHING_TAKEN
  const digest = createHash('sha256').update(plain).digest('base64url').slice(0, 22)
  const outcome = await takeRateLimits(
    deps.db,
    [{ limit: 'same-text', subject: `${member.id}:${digest}` }],
    now,
    scale,
  )
  if (!outcome.allowed) return refused(deps.db, member.id, outcome)
  return {
    refusal: null,
    release: () => forgetHits(deps.db, outcome.hitIds),
  }
}

async function refused(db: Database, memberId: number, refusal: LimitRefusal): Promise<SpamCheck> {
  await fileAppReport(db, memberId, 'spam-burst')
  return { refusal, release: async () => {} }
}

/**
 * Whether the message starts its conversation (nothing yet either way), and the conversations
 * the sender started within the window that the other member has not answered: how many, and
 * when the oldest of them started (the wait until one leaves the window).
 */
async function unansweredOpenings(db: Database, input: SendMessage, now: Date) {
  const { fromUserId: from, toUserId: to } = input
  const since = new Date(now.getTime() - RATE_LIMITS['unanswered-opening'].windowMs).toISOString()
  const [row] = await runStatement(
    db,
    sql`select
      not exists (select 1 from ${messages} m where (m.from_user_id = ${from} and m.to_user_id = ${to})
        or (m.from_user_id = ${to} and m.to_user_id = ${from})) as "isOpening",
      count(*)::int as count,
      (extract(epoch from min(first.created_at)) * 1000)::float8 as "oldestAt"
    from ${messages} first
    where first.from_user_id = ${from} and first.created_at > ${since}::timestamptz
      and not exists (select 1 from ${messages} earlier where earlier.from_user_id = ${from}
        and earlier.to_user_id = first.to_user_id and earlier.id < first.id)
      and not exists (select 1 from ${messages} answer where answer.from_user_id = first.to_user_id
        and answer.to_user_id = ${from})`,
  )
  return {
    isOpening: row?.isOpening === true,
    count: (row?.count as number | undefined) ?? 0,
    oldestAt: (row?.oldestAt as number | null | undefined) ?? now.getTime(),
  }
}
