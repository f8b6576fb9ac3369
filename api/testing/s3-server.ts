import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { BucketSettings } from '../uploads/object-bucket.ts'

/** The keys s3rver checks request signatures against (its defaults). */
const S3RVER_KEY = 'S3RVER'

/** An S3-compatible server on this machine, for the tests of the bucket stores. */
export interface TestS3Server {
  endpoint: string
  /** Creates an empty bucket with a fresh name and answers the settings that reach it. */
  newBucket(): Promise<BucketSettings>
  /** The STORAGE_* configuration of a bucket, for testConfig. */
  storageEnv(bucket: BucketSettings): Record<string, string>
  /** Stops the server (the stores' requests are refused from then on) and removes its files. */
  stop(): Promise<void>
}

/**
 * Starts s3rver in a process of its own on a free port, storing in a fresh temporary directory.
 * Its own process: s3rver makes listing continuation tokens with DES, which Node's OpenSSL 3
 * offers only with --openssl-legacy-provider, a flag the test process should not run with.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'oh-s3rver-'))
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js')
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', cli, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent'],
    { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = once(child, 'exit')
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const found = /listening on [\d.]+:(\d+)/.exec(output)
      if (found) resolve(Number(found[1]))
    })
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)))
  })
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  })
  return {
    endpoint,
    async newBucket() {
      const bucket = `oh-test-${randomUUID()}`
      await client.send(new CreateBucketCommand({ Bucket: bucket }))
      return {
        endpoint,
        bucket,
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
        region: 'us-east-1',
        pathStyle: true,
      }
    },
    storageEnv: (bucket) => ({
      STORAGE_URL: bucket.endpoint,
      STORAGE_BUCKET: bucket.bucket,
      STORAGE_ACCESS_KEY_ID: bucket.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    }),
    async stop() {
      client.destroy()
      if (child.exitCode === null) {
        child.kill()
        await exited
      }
      await rm(directory, { recursive: true, force: true })
    },
  }
}
