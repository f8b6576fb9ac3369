import { desc, eq } from 'drizzle-orm'
import {
  CORRECTABLE_PARISH_FIELDS,
  type CorrectionStatus,
} from '#shared/domain/parish-corrections.ts'
import {
  ParishChangesSchema,
  type ParishChanges,
  type ParishCorrection,
  type ParishCorrectionRequest,
} from '#shared/schemas/parish-corrections.ts'
import type { Database } from '../db/connect.ts'
import { parishCorrections, parishes } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import type { LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'

/**
 * A member suggests corrections to a parish's details (docs/parishes.md): only the fields that
 * change, waiting as 'pending' until a moderator applies or rejects them.
 */

export type CorrectOutcome =
  | { kind: 'suggested' | 'replayed'; correction: ParishCorrection }
  | { kind: 'parish-not-found' }
  | { kind: 'same-as-now' }
  | { kind: 'client-id-taken' }
  | { kind: 'too-many'; refusal: LimitRefusal }

type CorrectionRow = typeof parishCorrections.$inferSelect

/** The stored changes (jsonb), read back through their schema. */
export const changesOf = (stored: unknown): ParishChanges => ParishChangesSchema.parse(stored)

const correctionOf = (row: CorrectionRow, parishName: string): ParishCorrection => ({
  id: row.id,
  parishId: row.parishId,
  parishName,
  changes: changesOf(row.changes),
  status: row.status as CorrectionStatus,
  reviewNote: row.reviewNote,
  createdAt: row.createdAt.toISOString(),
})

async function storedCorrection(db: Database, clientId: string) {
  const [row] = await db
    .select({ correction: parishCorrections, parishName: parishes.name })
    .from(parishCorrections)
    .innerJoin(parishes, eq(parishes.id, parishCorrections.parishId))
    .where(eq(parishCorrections.clientId, clientId))
  return row
}

/** The changes that differ from what the parish shows now (the others change nothing). */
function realChanges(
  changes: ParishChanges,
  parish: Record<(typeof CORRECTABLE_PARISH_FIELDS)[number], string | null>,
): ParishChanges {
  const differing: ParishChanges = {}
  for (const field of CORRECTABLE_PARISH_FIELDS) {
    const value = changes[field]
    if (value !== undefined && value !== parish[field]) differing[field] = value
  }
  return differing
}

/**
 * Stores the correction once: a replay of its clientId answers the stored one and changes
 * nothing. A new one must be at a parish that exists, change something, and fit the member's
 * daily limit.
 */
export async function suggestCorrection(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  input: { parishId: number; memberId: number; request: ParishCorrectionRequest },
): Promise<CorrectOutcome> {
  const { db } = deps
  const { request, memberId } = input
  const replay = async (): Promise<CorrectOutcome | null> => {
    const stored = await storedCorrection(db, request.clientId)
    if (!stored) return null
    if (
      stored.correction.proposedBy !== memberId ||
      stored.correction.parishId !== input.parishId
    ) {
      return { kind: 'client-id-taken' }
    }
    return { kind: 'replayed', correction: correctionOf(stored.correction, stored.parishName) }
  }
  const earlier = await replay()
  if (earlier) return earlier
  const [parish] = await db.select().from(parishes).where(eq(parishes.id, input.parishId))
  if (!parish) return { kind: 'parish-not-found' }
  const changes = realChanges(ParishChangesSchema.parse(request.changes), parish)
  if (Object.keys(changes).length === 0) return { kind: 'same-as-now' }
  const counted = await countRequest(deps, {
    limit: 'parish-correction',
    subject: String(memberId),
  })
  if (!counted.allowed) return { kind: 'too-many', refusal: counted }
  const [row] = await db
    .insert(parishCorrections)
    .values({
      parishId: input.parishId,
      proposedBy: memberId,
      changes,
      clientId: request.clientId,
      createdAt: deps.clock(),
    })
    .onConflictDoNothing({ target: parishCorrections.clientId })
    .returning()
  if (!row) return (await replay()) ?? { kind: 'client-id-taken' }
  return { kind: 'suggested', correction: correctionOf(row, parish.name) }
}

/** The member's own corrections, the newest first. */
export async function correctionsOf(db: Database, memberId: number, limit: number) {
  const rows = await db
    .select({ correction: parishCorrections, parishName: parishes.name })
    .from(parishCorrections)
    .innerJoin(parishes, eq(parishes.id, parishCorrections.parishId))
    .where(eq(parishCorrections.proposedBy, memberId))
    .orderBy(desc(parishCorrections.createdAt), desc(parishCorrections.id))
    .limit(limit)
  return rows.map((row) => correctionOf(row.correction, row.parishName))
}
