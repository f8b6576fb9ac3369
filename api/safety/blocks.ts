import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  notInArray,
  or,
  type Column,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { blocks, matches, reports, users, type BlockRow } from '../db/schema.ts'
import { lockPair, type Transaction } from '../likes/record-like.ts'

/**
 * Blocks, reports and unmatching (docs/safety.md). A block hides the two members from each
 * other in both directions: the deck, matches, conversations, messages and the blocker's profile.
 * A suspended member (a moderator's decision, api/moderation/) is hidden by the same code, as if
 * every member had blocked them.
 */

type Reader = Pick<Database, 'select'>

/**
 * The ids of the members blocked with the viewer, either way, and of every suspended member:
 * three selects, for `not in`.
 */
export function blockedWithSelects(db: Reader, viewerId: Placeholder | number) {
  return [
    db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, viewerId)),
    db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, viewerId)),
    db.select({ id: users.id }).from(users).where(isNotNull(users.suspendedAt)),
  ] as const
}

/**
 * `column` is neither a member the viewer blocked, nor one who blocked the viewer, nor a
 * suspended member: three `not in` subqueries, which PostgreSQL hashes once per statement, over
 * blocks_blocker_blocked_unique, blocks_blocked_idx and users_suspended_idx.
 */
export function notBlockedWith(db: Reader, column: Column, viewerId: Placeholder | number): SQL[] {
  return blockedWithSelects(db, viewerId).map((ids) => notInArray(column, ids))
}

/**
 * Either member blocked the other, or either is suspended, as one boolean SQL expression: a
 * statement that needs this beside other facts (a like, a push) reads them all in one round trip.
 */
export function blockedEitherWay(
  db: Reader,
  a: number | Placeholder,
  b: number | Placeholder,
): SQL<boolean> {
  const blocked = db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
  const suspended = db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [a, b]), isNotNull(users.suspendedAt)))
  return sql<boolean>`(exists (${blocked}) or exists (${suspended}))`
}

/** Whether either member blocked the other, or either is suspended. */
export async function isBlockedEitherWay(db: Reader, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blocked: blockedEitherWay(db, a, b) })
    .from(sql`(values (1)) as one`)
  return row?.blocked === true
}

/** Whether `blockerId` blocked `blockedId` (one direction). */
export async function hasBlocked(db: Reader, blockerId: number, blockedId: number) {
  const rows = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1)
  return rows.length > 0
}

export async function memberExists(db: Reader, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)
  return rows.length > 0
}

/** Removes the pair's match (either order of ids); true when there was one. */
export async function unmatch(tx: Pick<Database, 'delete'>, a: number, b: number) {
  const removed = await tx
    .delete(matches)
    .where(and(eq(matches.userId1, Math.min(a, b)), eq(matches.userId2, Math.max(a, b))))
    .returning({ id: matches.id })
  return removed.length > 0
}

/**
 * The block, once per pair and direction, with the pair's match removed in the same transaction
 * (under the pair's lock, so a like racing the block cannot re-create the match after it).
 * `created` is false when the member was already blocked: the first block's row is answered.
 * The caller checks that the blocked member exists.
 */
export async function block(
  tx: Transaction,
  blockerId: number,
  blockedId: number,
): Promise<{ row: BlockRow; created: boolean }> {
  await lockPair(tx, blockerId, blockedId)
  const [inserted] = await tx
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] })
    .returning()
  await unmatch(tx, blockerId, blockedId)
  if (inserted) return { row: inserted, created: true }
  const [first] = await tx
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
  if (!first) throw new Error('The existing block vanished')
  return { row: first, created: false }
}

/** Ends the member's block of another (nothing when there was none). */
export async function unblock(db: Pick<Database, 'delete'>, blockerId: number, blockedId: number) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
}

/** The members `blockerId` blocked, newest block first, in the Safety Center's shape. */
export async function blockedBy(db: Reader, blockerId: number) {
  const rows = await db
    .select({
      createdAt: blocks.createdAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.id))
  return rows.map(({ createdAt, ...user }) => ({ user, createdAt: createdAt.toISOString() }))
}

export async function storeReport(
  tx: Pick<Database, 'insert'>,
  report: { reporterId: number; reportedId: number; reason: string; details: string | null },
) {
  const [row] = await tx.insert(reports).values(report).returning({ id: reports.id })
  return row!
}
