import { and, eq, type Placeholder } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { matches } from '../db/schema.ts'

/** The pair's match row, if they are a match (one row per pair, the smaller id first, isMatch set). */
export function matchOf(db: Pick<Database, 'select'>, userIdA: number, userIdB: number) {
  return matchOfPair(db, Math.min(userIdA, userIdB), Math.max(userIdA, userIdB))
}

/** matchOf for the pair's ids in order (`low` < `high`), or placeholders of them. */
export function matchOfPair(
  db: Pick<Database, 'select'>,
  low: number | Placeholder,
  high: number | Placeholder,
) {
  return db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.userId1, low), eq(matches.userId2, high), eq(matches.isMatch, true)))
    .limit(1)
}

/** Whether the two members are a match. */
export async function areMatched(
  db: Pick<Database, 'select'>,
  userIdA: number,
  userIdB: number,
): Promise<boolean> {
  return (await matchOf(db, userIdA, userIdB)).length > 0
}
