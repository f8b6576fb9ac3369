import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ReviewNotice } from '#shared/domain/review-notice.ts'
import type { Database } from '../db/connect.ts'
import type { Transaction } from '../likes/record-like.ts'
import { recordModerationAction, type ModerationActionEntry } from './audit-trail.ts'
import { refuse } from '../http/refusal.ts'

/**
 * A moderator's decision on something a member sent (a clergy reference, a photo, an event
 * proposal, a parish correction): made exactly once, never on one's own, and, for what the member
 * may send again (a reference, a photo: `revision`), only on the version the moderator read. The
 * decision, what it changes and its audit row are written in one transaction.
 */
export type ReviewOutcome<Review> =
  /**
   * Decided, about `memberId` (null once their account is gone); `notice` for them, where the
   * review tells them through announceReview.
   */
  | { kind: 'reviewed'; review: Review; memberId: number | null; notice: AuthorNotice | null }
  | { kind: 'not-found' }
  | { kind: 'own' }
  /** Sent again since the moderator read it (only what has a revision). */
  | { kind: 'stale' }
  | { kind: 'already-reviewed' }
  /** The decision cannot stand as given (an approved event's start in the past): 400. */
  | { kind: 'invalid'; message: string }

type ReviewRefusal = Extract<
  ReviewOutcome<never>,
  { kind: 'not-found' | 'own' | 'stale' | 'already-reviewed' }
>

/** A review's outcome and the member it is for: told once the decision has committed. */
export interface AuthorNotice extends ReviewNotice {
  memberId: number
}

/** What a review reads of the row to know whether it may decide on it. */
export interface Reviewable {
  /** The member who sent it (null once their account is gone). */
  authorId: number | null
  status: string
  revision?: number
}

/** Which row, who decides, and on which version where the row has versions. */
export interface Reviewer {
  id: number
  moderatorId: number
  revision?: number
}

/** What a review function is given: which row, who decides, and the request's decision. */
export interface ReviewInput<Request> {
  id: number
  moderatorId: number
  request: Request
}

/** Why this review cannot be made on the row as it is now, or null when it can. */
function reviewRefusal(
  row: Reviewable | undefined,
  reviewer: Reviewer,
  awaiting: readonly string[],
): ReviewRefusal | null {
  if (!row) return { kind: 'not-found' }
  if (row.authorId === reviewer.moderatorId) return { kind: 'own' }
  if (reviewer.revision !== undefined && row.revision !== reviewer.revision) {
    return { kind: 'stale' }
  }
  if (!awaiting.includes(row.status)) return { kind: 'already-reviewed' }
  return null
}

/** The steps of one kind of review; `reviewOnce` runs them in order in one transaction. */
export interface ReviewSteps<Row extends Reviewable, Claimed, Review> {
  /** The status of what awaits review ('pending', 'submitted'), or the statuses. */
  awaitingStatus: string | readonly string[]
  /** The row's id, status and version (where it has versions) columns, for the claim's match. */
  columns: { id: AnyColumn; status: AnyColumn; revision?: AnyColumn }
  /** The row as it is now, or undefined when there is none. */
  read(tx: Transaction): Promise<Row | undefined>
  /** Why the decision cannot stand as given (400), or null. */
  problem?(row: Row): string | null
  /**
   * Records the decision on the row with an UPDATE matching `stillAwaiting` (the row, while it
   * awaits review and is the version read), returning the row; undefined when another came first.
   */
  claim(tx: Transaction, row: Row, stillAwaiting: SQL | undefined): Promise<Claimed | undefined>
  /** What else the decision changes (the parish, the member, a gallery), by its winner only. */
  apply?(tx: Transaction, claimed: Claimed): Promise<unknown>
  /** The audit trail's row of the decision; its `memberId` is the member the notice is for. */
  audit(claimed: Claimed): Omit<ModerationActionEntry, 'moderatorId' | 'reportId'>
  /**
   * What the member who sent it is told: the subject, and whether the decision approved it; none
   * where the review's routes tell the member themselves (photo verification).
   */
  notice?: ReviewNotice
  review(claimed: Claimed): Review
}

/**
 * Decides exactly once: of two racing decisions (or a decision racing a new version) the claim of
 * one matches and the other changes nothing and is refused as the row now stands. The winner
 * applies the decision and writes the audit row in the same transaction.
 */
export function reviewOnce<Row extends Reviewable, Claimed, Review>(
  db: Database,
  reviewer: Reviewer,
  now: Date,
  steps: ReviewSteps<Row, Claimed, Review>,
): Promise<ReviewOutcome<Review>> {
  const awaiting =
    typeof steps.awaitingStatus === 'string' ? [steps.awaitingStatus] : steps.awaitingStatus
  return db.transaction(async (tx): Promise<ReviewOutcome<Review>> => {
    const row = await steps.read(tx)
    const refused = reviewRefusal(row, reviewer, awaiting)
    if (refused || !row) return refused ?? { kind: 'not-found' }
    const problem = steps.problem?.(row)
    if (problem) return { kind: 'invalid', message: problem }
    const { columns } = steps
    const stillAwaiting = and(
      eq(columns.id, reviewer.id),
      inArray(columns.status, awaiting),
      columns.revision && reviewer.revision !== undefined
        ? eq(columns.revision, reviewer.revision)
        : undefined,
    )
    const claimed = await steps.claim(tx, row, stillAwaiting)
    if (claimed === undefined) {
      // Lost a race since the read: another review, a new version or a removal came first.
      const current = await steps.read(tx)
      return reviewRefusal(current, reviewer, awaiting) ?? { kind: 'already-reviewed' }
    }
    await steps.apply?.(tx, claimed)
    const entry = steps.audit(claimed)
    await recordModerationAction(
      tx,
      { moderatorId: reviewer.moderatorId, reportId: null, ...entry },
      now,
    )
    const notice =
      entry.memberId == null || !steps.notice ? null : { memberId: entry.memberId, ...steps.notice }
    return { kind: 'reviewed', review: steps.review(claimed), memberId: entry.memberId, notice }
  })
}

/** The refusals of one kind of review in its own words; `stale` where it has versions. */
export interface ReviewMessages {
  notFound: string
  own: string
  alreadyReviewed: string
  stale?: string
}

/** The answer of a review: 200 with what was decided, or the refusal in the review's own words. */
export function reviewAnswer<Review extends object>(
  c: Context,
  outcome: ReviewOutcome<Review>,
  messages: ReviewMessages,
) {
  switch (outcome.kind) {
    case 'reviewed':
      return c.json(outcome.review, 200)
    case 'not-found':
      return refuse(c, 404, 'not_found', messages.notFound)
    case 'own':
      return refuse(c, 403, 'forbidden', messages.own)
    case 'stale':
      return refuse(c, 409, 'already_reviewed', messages.stale ?? messages.alreadyReviewed)
    case 'already-reviewed':
      return refuse(c, 409, 'already_reviewed', messages.alreadyReviewed)
    case 'invalid':
      return refuse(c, 400, 'validation_failed', outcome.message)
  }
}
