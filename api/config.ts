import * as z from 'zod'
import { defaultPoolSize, defaultWritePoolSize } from './db/pool.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback
      const parsed = Number(value)
      if (!Number.isInteger(parsed) || parsed <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive whole number' })
        return z.NEVER
      }
      return parsed
    })

/** 'true' or 'false'; unset or empty is false. */
const trueOrFalse = z
  .enum(['true', 'false', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true')

/** The settings of object storage, set together or not at all. */
const STORAGE_SETTINGS = [
  'STORAGE_URL',
  'STORAGE_BUCKET',
  'STORAGE_ACCESS_KEY_ID',
  'STORAGE_SECRET_ACCESS_KEY',
] as const

/** A PostgreSQL server's address, when set. */
const postgresUrl = optionalText.refine(
  (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
  'must start with postgres:// or postgresql://',
)

/** An SMTP server's address as nodemailer takes it. */
function smtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * http://localhost:PORT, where the quick start opens the app. With SMTP_URL set, mail leaves for
 * real members, and a link to localhost would lead them nowhere: APP_URL is then required.
 */
function appUrlDefault(
  config: { PORT: number; SMTP_URL?: string | undefined },
  ctx: z.RefinementCtx,
): string {
  if (config.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['APP_URL'],
      message: 'is required when SMTP_URL is set (the links in mail lead there)',
    })
  }
  return `http://localhost:${config.PORT}`
}

/** The environment the API reads, validated once at start (ARCHITECTURE.md). */
export const ConfigSchema = z
  .object({
    PORT: positiveInt(3000).refine((port) => port < 65536, 'must be a port number below 65536'),
    DATA_DIR: optionalText.transform((value) => value ?? './data'),
    DATABASE_URL: postgresUrl,
    /**
     * Where each API process holds its one LISTEN connection (live events); unset: DATABASE_URL.
     * The database's direct address when DATABASE_URL is a PgBouncer in transaction mode, which
     * cannot hold a LISTEN (docs/scaling.md).
     */
    DATABASE_LISTEN_URL: postgresUrl,
    /** Connections each API process keeps to DATABASE_URL; unset (0), defaultPoolSize. */
    DATABASE_POOL_SIZE: positiveInt(0).refine((size) => size <= 100, 'must be at most 100'),
    /**
     * Connections each API process keeps for the one-round-trip writes (likes, messages); unset
     * (0), defaultWritePoolSize.
     */
    DATABASE_WRITE_POOL_SIZE: positiveInt(0).refine((size) => size <= 100, 'must be at most 100'),
    /** API processes sharing PORT (node:cluster); more than 1 needs DATABASE_URL. */
    API_PROCESSES: positiveInt(1).refine((count) => count <= 64, 'must be at most 64'),
    CORS_ORIGINS: optionalText.transform((value, ctx) => {
      const origins = (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== '')
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin like https://example.org`,
          })
        }
      }
      return origins
    }),
    SESSION_TTL_DAYS: positiveInt(30),
    /**
     * How long an API request may go unanswered before it is answered 503 (api/http/
     * request-deadline.ts); uploads and live streams have none.
     */
    REQUEST_DEADLINE_MS: positiveInt(4000).refine(
      (ms) => ms >= 100 && ms <= 600_000,
      'must be from 100 to 600000 ms',
    ),
    /**
     * Multiplies every rate limit's maximum (api/rate-limits/limits.ts); 1 unless set. For test
     * runs that act as many members from one address, not to switch the limits off.
     */
    RATE_LIMIT_SCALE: positiveInt(1).refine((scale) => scale <= 1000, 'must be at most 1000'),
    TILE_URL: optionalText
      .transform((value) => value ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine((value) => /^https?:\/\/[^/\s]+/.test(value), 'must be an http(s) URL template'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_PRICE_PREMIUM: optionalText,
    STRIPE_PRICE_VERIFIED: optionalText,
    /** 'true' behind one reverse proxy: the client address is the last X-Forwarded-For entry. */
    TRUST_PROXY: trueOrFalse,
    /**
     * 'true' shows new and replaced photos to others at once, without a moderator's approval: for
     * a small deployment with no moderators (docs/photos.md). Off unless set.
     */
    PHOTO_AUTO_APPROVE: trueOrFalse,
    /** Web push (docs/push.md): both keys or neither; unset, one pair is generated and stored. */
    VAPID_PUBLIC_KEY: optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9_-]{87}$/.test(value),
      'must be a base64url P-256 public key (87 characters, as web-push generate-vapid-keys prints)',
    ),
    VAPID_PRIVATE_KEY: optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9_-]{43}$/.test(value),
      'must be a base64url P-256 private key (43 characters)',
    ),
    /** Who push services contact about this sender: a mailto: address or an https: URL. */
    VAPID_SUBJECT: optionalText
      .transform((value) => value ?? 'mailto:push@localhost')
      .refine(
        (value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^/\s]+/.test(value),
        'must be a mailto: address or an https: URL',
      ),
    /**
     * The endpoint of S3-compatible object storage for uploaded photos and letters
     * (docs/scaling.md), with the bucket and both keys; unset, they are files under DATA_DIR/uploads.
     */
    STORAGE_URL: optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value),
      'must be the http(s) URL of the S3 endpoint',
    ),
    STORAGE_BUCKET: optionalText.refine(
      (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
      'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
    ),
    STORAGE_ACCESS_KEY_ID: optionalText,
    STORAGE_SECRET_ACCESS_KEY: optionalText,
    /** The bucket's region (request signing); S3-compatible servers mostly accept the default. */
    STORAGE_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
    /**
     * 'false' addresses the bucket as a host name (bucket.endpoint); unset or 'true', as a path
     * (endpoint/bucket), which MinIO and most self-hosted stores need.
     */
    STORAGE_PATH_STYLE: z
      .enum(['true', 'false', ''], { error: 'must be true or false' })
      .optional()
      .transform((value) => value !== 'false'),
    /**
     * The SMTP server that delivers the app's mail (docs/accounts.md), as nodemailer reads it:
     * smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465. Unset: the
     * messages are kept in the database and shown at /dev/mail on the embedded default.
     */
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || smtpUrl(value),
      'must be an smtp:// or smtps:// URL with a host, like smtps://user:password@mail.example.org:465',
    ),
    /** The sender of the app's mail: an address, or a name and address ("Name <a@b.org>"). */
    MAIL_FROM: optionalText
      .transform((value) => value ?? 'Orthodox Hearts <no-reply@localhost>')
      .refine(
        (value) => /^(?:[^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value),
        'must be an address (no-reply@example.org) or a name and address (Orthodox Hearts <no-reply@example.org>)',
      ),
    /**
     * The address members open the app at, for the links in its mail (a reset link): never taken
     * from a request's Host header, which a caller can set. Unset: http://localhost:PORT; required
     * with SMTP_URL.
     */
    APP_URL: optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^/\s]+$/.test(value),
      'must be an origin like https://hearts.example.org (no path)',
    ),
    NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  })
  .transform((config, ctx) => ({
    ...config,
    APP_URL: config.APP_URL ?? appUrlDefault(config, ctx),
    DATABASE_POOL_SIZE: config.DATABASE_POOL_SIZE || defaultPoolSize(config.API_PROCESSES),
    DATABASE_WRITE_POOL_SIZE:
      config.DATABASE_WRITE_POOL_SIZE || defaultWritePoolSize(config.API_PROCESSES),
  }))
  .superRefine((config, ctx) => {
    // The embedded database lives in one process; several API processes need a server.
    if (config.API_PROCESSES > 1 && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message: 'more than 1 needs DATABASE_URL (the embedded database serves one process)',
      })
    }
    if (config.DATABASE_LISTEN_URL && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_LISTEN_URL'],
        message: 'needs DATABASE_URL (the embedded database listens in its own process)',
      })
    }
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
      })
    }
    // Half an object storage set would silently keep uploads on one machine's disk.
    const given = STORAGE_SETTINGS.filter((name) => config[name])
    if (given.length > 0) {
      for (const name of STORAGE_SETTINGS.filter((setting) => !config[setting])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when ${given.join(', ')} is set (${STORAGE_SETTINGS.join(', ')}: all or none)`,
        })
      }
    }
    // With a Stripe key, checkout needs the real prices and the webhook its signing secret.
    if (!config.STRIPE_SECRET_KEY) return
    for (const name of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PREMIUM',
      'STRIPE_PRICE_VERIFIED',
    ] as const) {
      if (!config[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when STRIPE_SECRET_KEY is set',
        })
      }
    }
  })

export type Config = z.infer<typeof ConfigSchema>

/** Reads the configuration; a bad value throws an Error naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
  )
  throw new Error(`Invalid configuration: ${problems.join('; ')}`)
}

/** The origin of the map tile host, for the CSP's img-src. */
export function tileOrigin(config: Pick<Config, 'TILE_URL'>): string {
  const match = /^(https?:\/\/[^/]+)/.exec(config.TILE_URL)
  // {s}-style subdomain templates become a wildcard the CSP understands.
  return (match?.[1] ?? '').replace('{s}.', '*.')
}
