import { desc, eq } from 'drizzle-orm'
import {
  CORRECTABLE_PARISH_FIELDS,
  PARISH_CORRECTION_MESSAGES,
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
import { submitOnce, type SubmissionInput, type SubmissionOutcome } from './submit-once.ts'

/**
 * A member suggests corrections to a parish's details (docs/parishes.md): only the fields that
 * change, waiting as 'pending' until a moderator applies or rejects them.
 */

type CorrectionRow = typeof parishCorrections.$inferSelect
type ParishRow = typeof parishes.$inferSelect

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

/** Corrections with their parish's name, to filter. */
const withParishName = (db: Database) =>
  db
    .select({ correction: parishCorrections, parishName: parishes.name })
    .from(parishCorrections)
    .innerJoin(parishes, eq(parishes.id, parishCorrections.parishId))

/**
 * Stores the correction once (submit-once.ts): a new one must be at a parish that exists, change
 * something, and fit the member's daily limit.
 */
export function suggestCorrection(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  input: SubmissionInput<ParishCorrectionRequest>,
): Promise<SubmissionOutcome<ParishCorrection>> {
  const { request } = input
  const changesTo = (parish: ParishRow) =>
    realChanges(ParishChangesSchema.parse(request.changes), parish)
  return submitOnce(deps, input, {
    limit: 'parish-correction',
    stored: async (db, clientId) => {
      const [row] = await withParishName(db).where(eq(parishCorrections.clientId, clientId))
      return row && { ...row.correction, answer: correctionOf(row.correction, row.parishName) }
    },
    parish: async (db, parishId) => {
      const [parish] = await db.select().from(parishes).where(eq(parishes.id, parishId))
      return parish
    },
    problem: (parish) =>
      Object.keys(changesTo(parish)).length === 0
        ? `changes: ${PARISH_CORRECTION_MESSAGES.sameAsNow}`
        : null,
    insert: async (db, parish, now) => {
      const [row] = await db
        .insert(parishCorrections)
        .values({
          parishId: input.parishId,
          proposedBy: input.memberId,
          changes: changesTo(parish),
          clientId: request.clientId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: parishCorrections.clientId })
        .returning()
      return row && correctionOf(row, parish.name)
    },
  })
}

/** The member's own corrections, the newest first. */
export async function correctionsOf(db: Database, memberId: number, limit: number) {
  const rows = await withParishName(db)
    .where(eq(parishCorrections.proposedBy, memberId))
    .orderBy(desc(parishCorrections.createdAt), desc(parishCorrections.id))
    .limit(limit)
  return rows.map((row) => correctionOf(row.correction, row.parishName))
}
