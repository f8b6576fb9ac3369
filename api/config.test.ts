import { describe, expect, it } from 'vitest'
import { loadConfig, tileOrigin } from './config.ts'
import { defaultPoolSize } from './db/pool.ts'

describe('loadConfig', () => {
  it('fills in the defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      CORS_ORIGINS: [],
      SESSION_TTL_DAYS: 30,
      TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      NODE_ENV: 'development',
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.STRIPE_SECRET_KEY).toBeUndefined()
    expect(tileOrigin(config)).toBe('https://tile.openstreetmap.org')
  })

  it('reads the given values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/hearts',
      CORS_ORIGINS: 'https://a.example.org, https://b.example.org',
      SESSION_TTL_DAYS: '7',
      STRIPE_PRICE_PREMIUM: 'price_123',
      NODE_ENV: 'production',
    })
    expect(config.PORT).toBe(8080)
    expect(config.CORS_ORIGINS).toEqual(['https://a.example.org', 'https://b.example.org'])
    expect(config.SESSION_TTL_DAYS).toBe(7)
    expect(config.STRIPE_PRICE_PREMIUM).toBe('price_123')
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({}).API_PROCESSES).toBe(1)
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(defaultPoolSize(1))
    expect(
      loadConfig({ API_PROCESSES: '4', DATABASE_URL: 'postgres://db/x' }).DATABASE_POOL_SIZE,
    ).toBe(defaultPoolSize(4))
    expect(
      loadConfig({ API_PROCESSES: '2', DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: '8' }),
    ).toMatchObject({ API_PROCESSES: 2, DATABASE_POOL_SIZE: 8 })
  })

  it('reads object storage as a set, path-style in us-east-1 unless told', () => {
    const storage = {
      STORAGE_URL: 'http://minio:9000',
      STORAGE_BUCKET: 'orthodox-hearts',
      STORAGE_ACCESS_KEY_ID: 'key',
      STORAGE_SECRET_ACCESS_KEY: 'secret',
    }
    expect(loadConfig(storage)).toMatchObject({
      ...storage,
      STORAGE_REGION: 'us-east-1',
      STORAGE_PATH_STYLE: true,
    })
    expect(
      loadConfig({ ...storage, STORAGE_REGION: 'eu-central-1', STORAGE_PATH_STYLE: 'false' }),
    ).toMatchObject({ STORAGE_REGION: 'eu-central-1', STORAGE_PATH_STYLE: false })
    expect(loadConfig({}).STORAGE_URL).toBeUndefined()
  })

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a positive whole number/],
    [{ PORT: '70000' }, /PORT: must be a port number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres/],
    [
      { DATABASE_URL: 'postgres://pgbouncer/x', DATABASE_LISTEN_URL: 'db:5432' },
      /DATABASE_LISTEN_URL: must start with postgres/,
    ],
    [{ DATABASE_LISTEN_URL: 'postgres://db/x' }, /DATABASE_LISTEN_URL: needs DATABASE_URL/],
    [{ CORS_ORIGINS: 'example.org' }, /CORS_ORIGINS: "example.org" is not an origin/],
    [{ SESSION_TTL_DAYS: '0' }, /SESSION_TTL_DAYS/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY: must be true or false/],
    [{ API_PROCESSES: '2' }, /API_PROCESSES: more than 1 needs DATABASE_URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE: must be a positive whole number/],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PREMIUM: 'p', STRIPE_PRICE_VERIFIED: 'v' },
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      /STRIPE_PRICE_PREMIUM: is required.*STRIPE_PRICE_VERIFIED: is required/,
    ],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x'.repeat(43) }, /VAPID_PUBLIC_KEY: must be/],
    [{ VAPID_PRIVATE_KEY: 'x'.repeat(43) }, /VAPID_PUBLIC_KEY: .*set together/],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, /VAPID_PRIVATE_KEY: .*set together/],
    [{ VAPID_SUBJECT: 'admin@example.org' }, /VAPID_SUBJECT: must be a mailto: address/],
    [
      { STORAGE_URL: 'http://minio:9000' },
      /STORAGE_BUCKET: is required when STORAGE_URL is set.*STORAGE_SECRET_ACCESS_KEY: is required/,
    ],
    [
      { STORAGE_BUCKET: 'photos', STORAGE_ACCESS_KEY_ID: 'k', STORAGE_SECRET_ACCESS_KEY: 's' },
      /STORAGE_URL: is required when STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID, STORAGE_SECRET_ACCESS_KEY is set/,
    ],
    [{ STORAGE_URL: 'minio:9000' }, /STORAGE_URL: must be the http\(s\) URL/],
    [{ STORAGE_BUCKET: 'Photos_2026' }, /STORAGE_BUCKET: must be a bucket name/],
    [{ STORAGE_PATH_STYLE: 'yes' }, /STORAGE_PATH_STYLE: must be true or false/],
  ])('throws an error naming the bad variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('the mail settings', () => {
  it('default to the embedded mailbox, with links to localhost', () => {
    const config = loadConfig({ PORT: '4000' })
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.MAIL_FROM).toBe('Orthodox Hearts <no-reply@localhost>')
    expect(config.APP_URL).toBe('http://localhost:4000')
  })

  it('read an SMTP server, a sender and the app address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Hearts <hello@example.org>',
      APP_URL: 'https://hearts.example.org',
    })
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Hearts <hello@example.org>',
      APP_URL: 'https://hearts.example.org',
    })
  })

  it.each([
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'mail.example.org' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM: must be an address'],
    [{ APP_URL: 'hearts.example.org' }, 'APP_URL: must be an origin'],
    [{ SMTP_URL: 'smtp://mail.example.org' }, 'APP_URL: is required when SMTP_URL is set'],
  ])('refuse %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
