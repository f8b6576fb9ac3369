import type { Config } from '../config.ts'
import type { ObjectBucket } from '../uploads/object-bucket.ts'
import { uploadBucketFor } from '../uploads/upload-bucket.ts'

/**
 * Where the app's data is, as the configuration names it: the PostgreSQL database (its direct
 * address, DATABASE_LISTEN_URL, when DATABASE_URL is a PgBouncer: pg_dump needs a session of its
 * own) and the uploads' store (the bucket, or DATA_DIR/uploads).
 */
export function appDataOf(config: Config): { databaseUrl: string; uploads: ObjectBucket } {
  const databaseUrl = config.DATABASE_LISTEN_URL ?? config.DATABASE_URL
  if (!databaseUrl) {
    throw new Error(
      'Backups are of a PostgreSQL database: set DATABASE_URL. (The embedded database of `npm start` is for trying the app; stop it and copy DATA_DIR to keep it.)',
    )
  }
  return { databaseUrl, uploads: uploadBucketFor(config) }
}
