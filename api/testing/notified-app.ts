import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import { PushPayloadSchema } from '#shared/schemas/push.ts'
import type { UserRow } from '../db/schema.ts'
import { createPushSender, type PushSender } from '../push/sender.ts'
import { createNotifier, type Notifier } from '../realtime/notifier.ts'
import { createPublisher, type Publisher } from '../realtime/publisher.ts'
import { insertMember, sessionCookie } from './members.ts'
import { pushDevice, startPushService } from './push-service.ts'
import { jsonHeaders, testApp, testConfig } from './test-app.ts'
import type { useTestDatabase } from './test-db.ts'

/**
 * The app of a test file whose members are told things: web pushes go to a local push service
 * (push-service.ts) and live events to a notifier the test listens on. Each test starts on an
 * empty database with nothing received.
 */
export function useNotifiedApp(
  database: ReturnType<typeof useTestDatabase>,
  clock: { now: () => Date },
) {
  let service: Awaited<ReturnType<typeof startPushService>>
  let push: PushSender
  let notifier: Notifier
  let publisher: Publisher
  let app: ReturnType<typeof testApp>['app']

  beforeAll(async () => {
    service = await startPushService()
    push = createPushSender(database.db, testConfig(), { timeoutMs: 5000 })
    notifier = createNotifier(database.db)
    publisher = createPublisher(database.db)
    app = testApp(database.db, { push, notifier, publisher, clock: clock.now }).app
  })
  afterAll(async () => {
    await publisher.flush()
    await notifier.close()
    await service.close()
  })
  beforeEach(async () => {
    await publisher.flush()
    await database.reset()
    service.received.length = 0
  })

  /** A new member, signed in: `call` is the API as them. */
  async function member(overrides: Partial<UserRow> = {}) {
    const row = await insertMember(database.db, overrides)
    const cookie = await sessionCookie(database.db, row.id, clock.now())
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: jsonHeaders(cookie),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    return { row, id: row.id, call }
  }
  type Member = Awaited<ReturnType<typeof member>>

  return {
    member,
    /** Resolves when every push started so far has been sent. */
    pushesSent: () => push.idle(),
    /** A device of the member, and what each of its pushes decrypts to. */
    async device(who: Member) {
      const path = `/push/${randomUUID()}`
      const phone = pushDevice(service.url(path))
      expect((await who.call('PUT', '/api/push/subscription', phone.subscription)).status).toBe(204)
      return () =>
        service.to(path).map((received) => PushPayloadSchema.parse(phone.decrypt(received.body)))
    },
    /** The live events the member's open streams hear, on any API process of this database. */
    async liveEventsOf(who: Member) {
      const heard: LiveEvent[] = []
      await notifier.subscribe(who.id, (event) => heard.push(event))
      return heard
    },
  }
}

/** A member of useNotifiedApp. */
export type NotifiedMember = Awaited<ReturnType<ReturnType<typeof useNotifiedApp>['member']>>
