import type { ProfileCache } from '../discover/profile-cache.ts'
import { loadConfig, type Config } from '../config.ts'
import { createApp } from '../app.ts'
import type { Database } from '../db/connect.ts'
import type { PaymentProvider } from '../payments/port.ts'
import type { PushSender } from '../push/sender.ts'
import type { Mailer } from '../mail/delivery.ts'
import type { Notifier } from '../realtime/notifier.ts'
import type { Publisher } from '../realtime/publisher.ts'
import type { PhotoStore } from '../uploads/photo-store.ts'
import { requireErrorContract } from './error-contract.ts'

/** A controllable clock for session expiry and rate-limit windows. */
export function testClock(start = new Date('2026-03-01T12:00:00Z')) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  // A minute: the suites run beside others on a busy machine, and the deadline has its own tests
  // (api/http/request-deadline.test.ts) and the fault tests run the server's default.
  return loadConfig({ NODE_ENV: 'test', REQUEST_DEADLINE_MS: '60000', ...overrides })
}

/**
 * The app over a test database, with a controllable clock and a settable client address. Every
 * error answer it gives must be the contract's `{ message, code }`: one that is not fails the
 * request (requireErrorContract).
 */
export function testApp(
  db: Database,
  options: {
    config?: Config
    clock?: () => Date
    payments?: PaymentProvider
    notifier?: Notifier
    publisher?: Publisher
    push?: PushSender
    mail?: Mailer
    profiles?: ProfileCache
    photos?: PhotoStore
  } = {},
) {
  let address = '203.0.113.1'
  const app = createApp({
    db,
    config: options.config ?? testConfig(),
    clock: options.clock,
    payments: options.payments,
    clientAddress: () => address,
    notifier: options.notifier,
    publisher: options.publisher,
    push: options.push,
    mail: options.mail,
    profiles: options.profiles,
    photos: options.photos,
  })
  const answer = app.fetch
  app.fetch = async (request, ...rest) => {
    const response = await answer(request, ...rest)
    await requireErrorContract(request, response)
    return response
  }
  return {
    app,
    setAddress(value: string) {
      address = value
    },
  }
}

/** The `oh_session=...` pair from a Set-Cookie answer, to send back as a Cookie header. */
export function sessionCookieFrom(response: Response): string | undefined {
  const header = response.headers.get('set-cookie') ?? ''
  const match = /oh_session=([^;]*)/.exec(header)
  return match && match[1] ? `oh_session=${match[1]}` : undefined
}

export const jsonHeaders = (cookie?: string) => ({
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
})
