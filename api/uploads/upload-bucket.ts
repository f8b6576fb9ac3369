import { join } from 'node:path'
import type { Config } from '../config.ts'
import { directoryBucket } from './directory-bucket.ts'
import { bucketSettingsOf, s3Bucket, type ObjectBucket } from './object-bucket.ts'

/**
 * Where this installation keeps its uploads, as a bucket: the one STORAGE_URL names, else the
 * folder DATA_DIR/uploads (the same layout either way).
 */
export function uploadBucketFor(config: Config): ObjectBucket {
  const bucket = bucketSettingsOf(config)
  return bucket ? s3Bucket(bucket) : directoryBucket(join(config.DATA_DIR, 'uploads'))
}
