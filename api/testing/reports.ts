import type { Database } from '../db/connect.ts'
import { reports, type UserRow } from '../db/schema.ts'

/** An open harassment report of `reported` by `reporter`, as POST /api/reports files it. */
export async function fileReport(
  db: Database,
  reporter: UserRow,
  reported: UserRow,
  fields: { createdAt?: Date; details?: string } = {},
) {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      reportedId: reported.id,
      reason: 'harassment',
      details: fields.details ?? 'Rude messages',
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning()
  return row!
}
