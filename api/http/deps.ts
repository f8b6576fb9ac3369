import { join } from 'node:path'
import type { Context } from 'hono'
import type { Config } from '../config.ts'
import { isEmbedded, type Database } from '../db/connect.ts'
import { createMailer, type Mailer } from '../mail/delivery.ts'
import { transportFor } from '../mail/transport.ts'
import { newMemberCache, type MemberCache } from '../auth/sessions.ts'
import { ProfileCache } from '../discover/profile-cache.ts'
import type { PaymentProvider } from '../payments/port.ts'
import { createPushSender, type PushSender } from '../push/sender.ts'
import { bucketDeletionLedger, type DeletionLedger } from '../privacy/deletion-ledger.ts'
import { paymentProviderFor } from '../payments/provider.ts'
import { createNotifier, type Notifier } from '../realtime/notifier.ts'
import { createPublisher, type Publisher } from '../realtime/publisher.ts'
import { directoryLetterStore, type LetterStore } from '../uploads/letter-store.ts'
import { bucketSettingsOf, s3Bucket } from '../uploads/object-bucket.ts'
import { directoryPhotoStore, type PhotoStore } from '../uploads/photo-store.ts'
import { bucketLetterStore } from '../uploads/s3-letter-store.ts'
import { bucketPhotoStore } from '../uploads/s3-photo-store.ts'
import { uploadBucketFor } from '../uploads/upload-bucket.ts'

/** What createApp is built from. No environment: server.ts and the tests provide these. */
export interface AppDeps {
  db: Database
  config: Config
  /** The current time; tests inject a controllable clock. */
  clock?: () => Date
  /** The caller's network address, for the per-address sign-in limit. */
  clientAddress?: (c: Context) => string
  /** The card provider; defaults to Stripe when configured, else the built-in test checkout. */
  payments?: PaymentProvider
  /** Live events (LISTEN/NOTIFY); built on `db` when not given. server.ts closes its own. */
  notifier?: Notifier
  /**
   * Sends live events once their change has committed, batched (docs/decisions/020); built on
   * `db` when not given. server.ts flushes its own before closing the database.
   */
  publisher?: Publisher
  /** Uploaded deacon letters; defaults to letterStoreFor(config). */
  letters?: LetterStore
  /** Members' photos (docs/photos.md); defaults to photoStoreFor(config). */
  photos?: PhotoStore
  /** The deleted accounts, noted beside the uploads (docs/backup-and-restore.md). */
  deletions?: DeletionLedger
  /** Members' public columns by profile version, for the discover deck; one per process. */
  profiles?: ProfileCache
  /** Signed-in members' rows by profile version (decision 042); one per process. */
  members?: MemberCache
  /** Web push to members' devices; built on `db` and `config` when not given. */
  push?: PushSender
  /** The mail queue (api/mail/); built on `db` and `config` (SMTP_URL) when not given. */
  mail?: Mailer
  /**
   * The CSP sources ('sha256-…') of the inline scripts of the built shell (shellScriptHashes in
   * static-files.ts): the only inline scripts the pages may run.
   */
  shellScriptHashes?: readonly string[]
}

/** AppDeps with the defaults filled in, as the routes receive them. */
export interface RouteDeps {
  db: Database
  config: Config
  clock: () => Date
  clientAddress: (c: Context) => string
  payments: PaymentProvider
  notifier: Notifier
  publisher: Publisher
  letters: LetterStore
  photos: PhotoStore
  deletions: DeletionLedger
  profiles: ProfileCache
  members: MemberCache
  push: PushSender
  mail: Mailer
}

/** The socket address @hono/node-server exposes on c.env.incoming. */
export function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * Behind one trusted reverse proxy: the address that proxy appended to X-Forwarded-For (the
 * last entry; earlier ones are whatever the client claimed), else the socket's.
 */
export function forwardedAddress(c: Context): string {
  const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
  return last || socketAddress(c)
}

/**
 * The deacon letters of this installation: objects in the bucket STORAGE_URL names, else files
 * under DATA_DIR/uploads.
 */
export function letterStoreFor(config: Config): LetterStore {
  const bucket = bucketSettingsOf(config)
  return bucket
    ? bucketLetterStore(s3Bucket(bucket))
    : directoryLetterStore(join(config.DATA_DIR, 'uploads'))
}

/**
 * Members' photos of this installation: objects in the bucket STORAGE_URL names, else files
 * under DATA_DIR/uploads.
 */
export function photoStoreFor(config: Config): PhotoStore {
  const bucket = bucketSettingsOf(config)
  return bucket
    ? bucketPhotoStore(s3Bucket(bucket))
    : directoryPhotoStore(join(config.DATA_DIR, 'uploads'))
}

/** The mail queue of this installation: over SMTP_URL, else kept in the database (/dev/mail). */
export function mailerFor(db: Database, config: Config, clock: () => Date = () => new Date()) {
  return createMailer({ db, config, clock, transport: transportFor(config, isEmbedded(db)) })
}

export function withDefaults(deps: AppDeps): RouteDeps {
  const clock = deps.clock ?? (() => new Date())
  return {
    db: deps.db,
    config: deps.config,
    clock,
    clientAddress:
      deps.clientAddress ?? (deps.config.TRUST_PROXY ? forwardedAddress : socketAddress),
    payments: deps.payments ?? paymentProviderFor(deps.config),
    notifier: deps.notifier ?? createNotifier(deps.db),
    publisher: deps.publisher ?? createPublisher(deps.db),
    letters: deps.letters ?? letterStoreFor(deps.config),
    photos: deps.photos ?? photoStoreFor(deps.config),
    deletions: deps.deletions ?? bucketDeletionLedger(uploadBucketFor(deps.config)),
    profiles: deps.profiles ?? new ProfileCache(),
    members: deps.members ?? newMemberCache(),
    push: deps.push ?? createPushSender(deps.db, deps.config),
    mail: deps.mail ?? mailerFor(deps.db, deps.config, clock),
  }
}
