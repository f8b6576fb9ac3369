import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Config } from '../config.ts'

/** Where the objects are: an S3-compatible endpoint, its bucket and the keys to sign with. */
export interface BucketSettings {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  pathStyle: boolean
}

/** The object storage the configuration names, or null: uploads are files under DATA_DIR. */
export function bucketSettingsOf(config: Config): BucketSettings | null {
  const { STORAGE_URL, STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID, STORAGE_SECRET_ACCESS_KEY } = config
  // loadConfig refuses a partial set, so one missing here means none was given.
  if (!STORAGE_URL || !STORAGE_BUCKET || !STORAGE_ACCESS_KEY_ID || !STORAGE_SECRET_ACCESS_KEY) {
    return null
  }
  return {
    endpoint: STORAGE_URL,
    bucket: STORAGE_BUCKET,
    accessKeyId: STORAGE_ACCESS_KEY_ID,
    secretAccessKey: STORAGE_SECRET_ACCESS_KEY,
    region: config.STORAGE_REGION,
    pathStyle: config.STORAGE_PATH_STYLE,
  }
}

/** One object of a listing. */
export interface ListedObject {
  key: string
  lastModified: Date
}

/** The few things the upload stores do with a bucket, by key. */
export interface ObjectBucket {
  /** Stores the object whole: S3 shows a key only once its upload completed. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** Whether there is an object under the key. */
  has(key: string): Promise<boolean>
  /** Deletes the objects; keys that are not there are skipped. */
  delete(keys: readonly string[]): Promise<void>
  /** Every object whose key starts with `prefix`, all pages of the listing. */
  list(prefix: string): Promise<ListedObject[]>
}

/** S3 answers at most this many keys per listing page and per multi-object delete. */
const S3_BATCH = 1000

/** Whether an S3 error says the key is not there (and not, say, that the bucket is gone). */
const isMissingKey = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')

/**
 * A bucket of an S3-compatible store (AWS S3, MinIO, Ceph, R2; s3rver in the tests).
 * `pageSize` (keys per listing page and per delete) is smaller only in tests of the paging.
 */
export function s3Bucket(settings: BucketSettings, pageSize = S3_BATCH): ObjectBucket {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.pathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default integrity checksums (CRC32 trailers, since 3.729) are refused or
    // mishandled by several S3-compatible servers; send them only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stopped answering fails the upload within seconds instead of holding it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  })
  const Bucket = settings.bucket
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        const bytes = await answer.Body?.transformToByteArray()
        return bytes ? new Uint8Array(bytes) : null
      } catch (error) {
        if (isMissingKey(error)) return null
        throw error
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (isMissingKey(error)) return false
        throw error
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += pageSize) {
        const batch = keys.slice(start, start + pageSize)
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        // A multi-object delete answers 200 with the keys it could not delete.
        const failed = answer.Errors ?? []
        if (failed.length > 0) {
          throw new Error(
            `Could not delete ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`,
          )
        }
      }
    },
    async list(prefix) {
      const found: ListedObject[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ContinuationToken,
            MaxKeys: pageSize,
          }),
        )
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified) found.push({ key: Key, lastModified: LastModified })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return found
    },
  }
}
