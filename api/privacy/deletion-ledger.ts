import * as z from 'zod'
import type { ObjectBucket } from '../uploads/object-bucket.ts'

/**
 * Where the deleted accounts are noted: beside the uploads (the bucket, or DATA_DIR/uploads), not in
 * the database, so a database restored from a backup can learn which of its accounts were deleted
 * after the backup was taken (docs/backup-and-restore.md).
 */
export const DELETIONS_FOLDER = 'account-deletions/'

/**
 * One deleted account: its id and when it was created (together they name that account and no
 * later one given the same id), and when it was deleted. Nothing about the person.
 */
const DeletedAccountSchema = z.object({
  userId: z.int().positive(),
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime(),
})
export type DeletedAccount = z.infer<typeof DeletedAccountSchema>

export interface DeletionLedger {
  /** Notes an account deleted (after its deletion committed). */
  record(account: DeletedAccount): Promise<void>
  /** Every account noted, oldest deletion first; an entry that cannot be read is an error. */
  list(): Promise<DeletedAccount[]>
}

/** The ledger as one small JSON object per deleted account, in a bucket or a folder. */
export function bucketDeletionLedger(bucket: ObjectBucket): DeletionLedger {
  return {
    async record(account) {
      const key = `${DELETIONS_FOLDER}${account.userId}-${Date.parse(account.createdAt)}.json`
      const text = JSON.stringify(DeletedAccountSchema.parse(account))
      await bucket.put(key, new TextEncoder().encode(text), 'application/json')
    },
    async list() {
      const entries = await Promise.all(
        (await bucket.list(DELETIONS_FOLDER)).map(async ({ key }) => {
          const bytes = await bucket.get(key)
          const parsed = DeletedAccountSchema.safeParse(
            bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null,
          )
          if (!parsed.success) throw new Error(`${key} is not a deleted account's note`)
          return parsed.data
        }),
      )
      return entries.sort((a, b) => a.deletedAt.localeCompare(b.deletedAt))
    },
  }
}
