import { REWIND_WINDOW_MS, rewindable } from '#shared/domain/rewind.ts'
import { db } from '../db.ts'
import type { DecisionRow } from '../rows.ts'

/** deviceSettings key: when the member last rewound (a pass before it is final). */
export const lastRewindKey = (memberId: number) => `lastRewindAt:${memberId}`

/** The member's pass that can be undone at `now`, or null. */
export async function rewindablePass(memberId: number, now: number): Promise<DecisionRow | null> {
  // Only a pass made within the window can be undone: read those, not every pass ever made.
  const passes = await db.decisions
    .where('decidedAt')
    .aboveOrEqual(now - REWIND_WINDOW_MS)
    .filter((row) => row.kind === 'pass')
    .toArray()
  const last = passes.reduce<DecisionRow | null>(
    (latest, row) => (latest && latest.decidedAt >= row.decidedAt ? latest : row),
    null,
  )
  if (!last?.clientId) return null
  const lastRewindAt = (await db.deviceSettings.get(lastRewindKey(memberId)))?.value
  const rewoundAt = typeof lastRewindAt === 'number' ? new Date(lastRewindAt) : null
  return rewindable(new Date(last.decidedAt), new Date(now), rewoundAt) ? last : null
}
