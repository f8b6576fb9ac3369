import type { Database } from '../db/connect.ts'
import { matches } from '../db/schema.ts'

/** A match row for the pair (the smaller id first), as mutual likes create it. */
export async function insertMatch(db: Database, userIdA: number, userIdB: number) {
  const [row] = await db
    .insert(matches)
    .values({
      userId1: Math.min(userIdA, userIdB),
      userId2: Math.max(userIdA, userIdB),
      isMatch: true,
    })
    .returning()
  return row!
}
