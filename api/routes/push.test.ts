import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PushPayloadSchema } from '#shared/schemas/push.ts'
import { blocks, pushSubscriptions, users, type UserRow } from '../db/schema.ts'
import { createPushSender, type PushSender } from '../push/sender.ts'
import { createNotifier } from '../realtime/notifier.ts'
import { PUSH_DEVICE_LIMIT } from '../push/subscriptions.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { pushDevice, startPushService } from '../testing/push-service.ts'
import { jsonHeaders, testApp, testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { eventually } from '#shared/testing/eventually.ts'

const database = useTestDatabase()
let service: Awaited<ReturnType<typeof startPushService>>
let push: PushSender
let app: ReturnType<typeof testApp>['app']
const clock = testClock()

beforeAll(async () => {
  service = await startPushService()
  push = createPushSender(database.db, testConfig(), { timeoutMs: 5000 })
  app = testApp(database.db, { push, clock: clock.now }).app
})
afterAll(() => service.close())
beforeEach(async () => {
  await database.reset()
  service.received.length = 0
})

async function member(overrides: Partial<UserRow> = {}) {
  const row = await insertMember(database.db, overrides)
  return { row, id: row.id, cookie: await sessionCookie(database.db, row.id) }
}
type Member = Awaited<ReturnType<typeof member>>

function subscribe(who: Member, body: unknown, on = app) {
  return on.request('/api/push/subscription', {
    method: 'PUT',
    headers: jsonHeaders(who.cookie),
    body: JSON.stringify(body),
  })
}

/** A device of the member, subscribed through the API at /<path> of the stand-in push service. */
async function device(who: Member, path = `/push/${randomUUID()}`) {
  const created = pushDevice(service.url(path))
  expect((await subscribe(who, created.subscription)).status).toBe(204)
  return { ...created, path }
}

/** What each of the device's pushes decrypts to. */
const payloads = (phone: Awaited<ReturnType<typeof device>>) =>
  service.to(phone.path).map((received) => PushPayloadSchema.parse(phone.decrypt(received.body)))

function send(from: Member, to: Member, clientId: string = randomUUID()) {
  return app.request('/api/messages', {
    method: 'POST',
    headers: jsonHeaders(from.cookie),
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, content: 'Hello', clientId }),
  })
}

function like(from: Member, to: Member, clientId: string = randomUUID()) {
  return app.request('/api/likes', {
    method: 'POST',
    headers: jsonHeaders(from.cookie),
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, clientId }),
  })
}

const storedEndpoints = async (who: Member) =>
  (
    await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, who.id))
  ).map((row) => row.endpoint)

describe('GET /api/push/key', () => {
  it('answers one stored VAPID public key to every process', async () => {
    const anna = await member()
    const res = await app.request('/api/push/key', { headers: { cookie: anna.cookie } })
    expect(res.status).toBe(200)
    const { publicKey } = (await res.json()) as { publicKey: string }
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    // Another process (its own sender) over the same database signs with the same pair.
    const other = createPushSender(database.db, testConfig())
    expect(await other.publicKey()).toBe(publicKey)
  })

  it('answers the configured key when VAPID keys are set', async () => {
    const configured = {
      VAPID_PUBLIC_KEY:
        'BCFz7mQ2Q0C6h3Xy6cW0mWgk3nS0x2K2rYV9mR8kq9bJ1a1w6m8Xo5uC9wqvR9m4xk1jJQ0pS2vG1Yx2vQ7kT5E',
      VAPID_PRIVATE_KEY: 'Xq3mH9b0c1dE2fG3hI4jK5lM6nO7pQ8rS9tU0vW1xY2',
    }
    const sender = createPushSender(database.db, testConfig(configured))
    expect(await sender.publicKey()).toBe(configured.VAPID_PUBLIC_KEY)
  })

  it.each([
    ['https://10.0.0.5/push/a', 400],
    ['https://169.254.169.254/latest/meta-data', 400],
    ['https://fcm.googleapis.com.evil.example/fcm/send/a', 400],
    ['https://fcm.googleapis.com/fcm/send/a', 204],
    ['https://web.push.apple.com/QGtz', 204],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAA', 204],
  ])('in production accepts only push services: %s → %i', async (endpoint, status) => {
    const production = testApp(database.db, {
      push,
      config: testConfig({ NODE_ENV: 'production' }),
    }).app
    const anna = await member()
    const res = await subscribe(anna, pushDevice(endpoint).subscription, production)
    expect(res.status).toBe(status)
    if (status === 400) {
      expect(await res.json()).toMatchObject({
        message: 'endpoint must be a browser push service (FCM, Mozilla, Apple or Windows)',
      })
    }
    expect(await storedEndpoints(anna)).toEqual(status === 204 ? [endpoint] : [])
  })

  it('needs a session', async () => {
    expect((await app.request('/api/push/key')).status).toBe(401)
  })
})

describe('PUT and DELETE /api/push/subscription', () => {
  it('stores a device once however often it is sent, and DELETE forgets it', async () => {
    const anna = await member()
    const { subscription } = pushDevice(service.url('/push/a'))
    expect((await subscribe(anna, subscription)).status).toBe(204)
    expect((await subscribe(anna, subscription)).status).toBe(204)
    expect(await storedEndpoints(anna)).toEqual([subscription.endpoint])
    const res = await app.request('/api/push/subscription', {
      method: 'DELETE',
      headers: jsonHeaders(anna.cookie),
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    })
    expect(res.status).toBe(204)
    expect(await storedEndpoints(anna)).toEqual([])
  })

  it("does not delete another member's device", async () => {
    const anna = await member()
    const petros = await member()
    const { subscription } = await device(anna)
    await app.request('/api/push/subscription', {
      method: 'DELETE',
      headers: jsonHeaders(petros.cookie),
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    })
    expect(await storedEndpoints(anna)).toEqual([subscription.endpoint])
  })

  it('moves a browser to the member who subscribes it next', async () => {
    const anna = await member()
    const petros = await member()
    const { subscription } = await device(anna)
    expect((await subscribe(petros, subscription)).status).toBe(204)
    expect(await storedEndpoints(anna)).toEqual([])
    expect(await storedEndpoints(petros)).toEqual([subscription.endpoint])
  })

  it(`keeps the newest ${PUSH_DEVICE_LIMIT} devices of a member`, async () => {
    const anna = await member()
    const endpoints: string[] = []
    for (let i = 0; i <= PUSH_DEVICE_LIMIT; i++) {
      clock.advance(1000)
      endpoints.push((await device(anna, `/push/device-${i}`)).subscription.endpoint)
    }
    expect((await storedEndpoints(anna)).sort()).toEqual(endpoints.slice(1).sort())
  })

  it.each([
    [{}, /endpoint/],
    [{ endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }, /endpoint must be a URL/],
    [{ endpoint: 'https://push.example/1' }, /keys/],
    [{ endpoint: 'https://push.example/1', keys: { p256dh: 'abc', auth: 'abc' } }, /p256dh/],
    [
      { ...pushDevice('https://push.example/1').subscription, endpoint: 'http://push.example/1' },
      /https/,
    ],
    [{ ...pushDevice('ftp://127.0.0.1/1').subscription }, /https/],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const anna = await member()
    const res = await subscribe(anna, body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(message)
    expect(await storedEndpoints(anna)).toEqual([])
  })

  it('refuses a plain-http local endpoint in production', async () => {
    const production = testApp(database.db, {
      push,
      config: testConfig({ NODE_ENV: 'production' }),
    }).app
    const anna = await member()
    const res = await subscribe(anna, pushDevice(service.url('/push/a')).subscription, production)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'endpoint must be an https URL' })
  })

  it('needs a session', async () => {
    const res = await app.request('/api/push/subscription', {
      method: 'PUT',
      headers: jsonHeaders(),
      body: JSON.stringify(pushDevice(service.url('/push/a')).subscription),
    })
    expect(res.status).toBe(401)
  })
})

describe('pushes', () => {
  it('sends each device of the recipient one encrypted, VAPID-signed push per message', async () => {
    const anna = await member({ firstName: 'Anna' })
    const petros = await member({ firstName: 'Petros' })
    await insertMatch(database.db, anna.id, petros.id)
    const phone = await device(anna)
    const laptop = await device(anna)
    const petrosPhone = await device(petros)
    const key = (await push.publicKey()) as string

    const clientId = randomUUID()
    expect((await send(petros, anna, clientId)).status).toBe(201)
    expect((await send(petros, anna, clientId)).status).toBe(200) // a replay: no second push
    await push.idle()

    expect(service.to(petrosPhone.path)).toEqual([])
    for (const { path, decrypt } of [phone, laptop]) {
      const received = service.to(path)
      expect(received).toHaveLength(1)
      const [one] = received
      expect(one!.headers['content-encoding']).toBe('aes128gcm')
      expect(one!.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`),
      )
      expect(one!.body.includes(Buffer.from('Petros'))).toBe(false)
      expect(PushPayloadSchema.parse(decrypt(one!.body))).toEqual({
        type: 'message',
        name: 'Petros',
        url: `/messages?partner=${petros.id}`,
        title: 'New message',
        body: 'Petros sent you a message',
        tag: `message-${petros.id}`,
      })
    }
  })

  it('pushes once per device from the process that handled the message, however many listen', async () => {
    const anna = await member()
    const petros = await member()
    await insertMatch(database.db, anna.id, petros.id)
    const annaPhone = await device(anna)
    // Two API processes, each listening for Anna's live events with its own push sender.
    const processes = [1, 2].map(() => {
      const notifier = createNotifier(database.db)
      const sender = createPushSender(database.db, testConfig())
      return { notifier, sender, app: testApp(database.db, { notifier, push: sender }).app }
    })
    const heard: string[] = []
    try {
      for (const [i, { notifier }] of processes.entries()) {
        await notifier.subscribe(anna.id, (event) => heard.push(`${i}:${event.type}`))
      }
      const res = await processes[0]!.app.request('/api/messages', {
        method: 'POST',
        headers: jsonHeaders(petros.cookie),
        body: JSON.stringify({
          fromUserId: petros.id,
          toUserId: anna.id,
          content: 'Hello',
          clientId: randomUUID(),
        }),
      })
      expect(res.status).toBe(201)
      await eventually(() => expect(heard.sort()).toEqual(['0:message', '1:message']))
      await Promise.all(processes.map(({ sender }) => sender.idle()))
      expect(service.to(annaPhone.path)).toHaveLength(1)
    } finally {
      await Promise.all(processes.map(({ notifier }) => notifier.close()))
    }
  })

  it('tells the member who was liked back of the new match, once', async () => {
    const anna = await member({ firstName: 'Anna' })
    const petros = await member({ firstName: 'Petros' })
    const annaPhone = await device(anna)
    const petrosPhone = await device(petros)
    expect(await (await like(anna, petros)).json()).toEqual({ isMatch: false })
    await push.idle()
    expect(service.to(annaPhone.path)).toEqual([])
    expect(service.to(petrosPhone.path)).toHaveLength(1) // the like
    expect(await (await like(petros, anna)).json()).toEqual({ isMatch: true })
    await push.idle()
    expect(service.to(petrosPhone.path)).toHaveLength(1) // no like push for the match
    expect(payloads(annaPhone)).toMatchObject([{ type: 'match', name: 'Petros', url: '/matches' }])
  })

  it('deletes a device the push service answers 410 or 404 for, and keeps one that failed otherwise', async () => {
    const anna = await member()
    const petros = await member()
    await insertMatch(database.db, anna.id, petros.id)
    await device(anna, '/push/gone')
    await device(anna, '/push/unknown')
    const failing = await device(anna, '/push/failing')
    service.answer('/push/gone', 410)
    service.answer('/push/unknown', 404)
    service.answer('/push/failing', 500)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await send(petros, anna)).status).toBe(201)
    await push.idle()
    expect(service.received).toHaveLength(3)
    expect(await storedEndpoints(anna)).toEqual([failing.subscription.endpoint])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('answered 500'))
    warn.mockRestore()
  })

  it('sends nothing when the member switched message or match notifications off', async () => {
    const anna = await member()
    const petros = await member()
    const annaPhone = await device(anna)
    const res = await app.request(`/api/users/${anna.id}/settings`, {
      method: 'PATCH',
      headers: jsonHeaders(anna.cookie),
      body: JSON.stringify({ notifyMessages: false, notifyNewMatches: false }),
    })
    expect(await res.json()).toMatchObject({ notifyMessages: false, notifyNewMatches: false })
    await like(anna, petros)
    expect(await (await like(petros, anna)).json()).toEqual({ isMatch: true })
    expect((await send(petros, anna)).status).toBe(201)
    await push.idle()
    expect(service.to(annaPhone.path)).toEqual([])

    // Matches back on, messages still off: only a match is pushed.
    await database.db.update(users).set({ notifyNewMatches: true }).where(eq(users.id, anna.id))
    const maria = await member()
    await like(anna, maria)
    await like(maria, anna)
    await send(maria, anna)
    await push.idle()
    expect(service.to(annaPhone.path).map((p) => annaPhone.decrypt(p.body))).toMatchObject([
      { type: 'match' },
    ])
  })

  it('sends nothing between blocked members', async () => {
    const anna = await member()
    const petros = await member()
    const annaPhone = await device(anna)
    await database.db.insert(blocks).values({ blockerId: anna.id, blockedId: petros.id })
    push.newMessage(anna.id, petros.id)
    push.newMatch(anna.id, petros.id)
    await push.idle()
    expect(service.to(annaPhone.path)).toEqual([])
  })

  it('answers the message while the push service has not answered yet', async () => {
    const anna = await member()
    const petros = await member()
    await insertMatch(database.db, anna.id, petros.id)
    const annaPhone = await device(anna)
    service.hold()
    let idle = false
    try {
      expect((await send(petros, anna)).status).toBe(201)
      const pending = push.idle().then(() => (idle = true))
      await eventually(() => expect(service.to(annaPhone.path)).toHaveLength(1))
      expect(idle).toBe(false)
      service.release()
      await pending
    } finally {
      service.release()
    }
  })

  it('gives up on a push service that does not answer in time, logs it and keeps the device', async () => {
    const impatient = createPushSender(database.db, testConfig(), { timeoutMs: 50 })
    const anna = await member()
    const petros = await member()
    const annaPhone = await device(anna)
    service.hold()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      impatient.newMessage(anna.id, petros.id)
      await impatient.idle()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.anything())
      expect(service.to(annaPhone.path)).toHaveLength(1)
      expect(await storedEndpoints(anna)).toEqual([annaPhone.subscription.endpoint])
    } finally {
      warn.mockRestore()
      service.release()
    }
  })
})

describe('pushes for likes', () => {
  it('pushes a super like that makes no match as a like, once', async () => {
    const anna = await member({ firstName: 'Anna', membershipTier: 'premium' })
    const petros = await member({ firstName: 'Petros', membershipTier: 'premium' })
    const annaPhone = await device(anna)
    const superLike = (clientId: string) =>
      app.request('/api/membership/super-like', {
        method: 'POST',
        headers: jsonHeaders(petros.cookie),
        body: JSON.stringify({ fromUserId: petros.id, toUserId: anna.id, clientId }),
      })
    const clientId = randomUUID()
    expect(await (await superLike(clientId)).json()).toEqual({ isMatch: false })
    expect((await superLike(clientId)).status).toBe(200) // a replay
    await push.idle()
    expect(payloads(annaPhone).map((p) => [p.type, p.body])).toEqual([
      ['like', 'Petros liked your profile'],
    ])
  })

  it('tells a free member that someone liked them, without the name, and leads to the upgrade', async () => {
    const anna = await member({ firstName: 'Anna', membershipTier: 'free' })
    const petros = await member({ firstName: 'Petros' })
    const annaPhone = await device(anna)
    const petrosPhone = await device(petros)
    expect(await (await like(petros, anna)).json()).toEqual({ isMatch: false })
    await push.idle()
    expect(service.to(petrosPhone.path)).toEqual([])
    const received = service.to(annaPhone.path)
    expect(received).toHaveLength(1)
    const decrypted = annaPhone.decrypt(received[0]!.body)
    expect(decrypted).toEqual({
      type: 'like',
      url: '/subscription',
      title: 'New like',
      body: 'Someone liked your profile',
      tag: 'like',
    })
    expect(JSON.stringify(decrypted)).not.toContain('Petros')
  })

  it.each(['premium', 'verified'])(
    'tells a %s member who liked them, and leads to the likes they received',
    async (tier) => {
      const anna = await member({ firstName: 'Anna', membershipTier: tier })
      const petros = await member({ firstName: 'Petros' })
      const annaPhone = await device(anna)
      expect((await like(petros, anna)).status).toBe(200)
      await push.idle()
      expect(payloads(annaPhone)).toEqual([
        {
          type: 'like',
          name: 'Petros',
          url: '/matches',
          title: 'New like',
          body: 'Petros liked your profile',
          tag: 'like',
        },
      ])
    },
  )

  it('pushes a like once: not for a replay of its clientId, nor for a second like (409)', async () => {
    const anna = await member()
    const petros = await member()
    const annaPhone = await device(anna)
    const clientId = randomUUID()
    expect((await like(petros, anna, clientId)).status).toBe(200)
    expect((await like(petros, anna, clientId)).status).toBe(200)
    expect((await like(petros, anna)).status).toBe(409)
    await push.idle()
    expect(payloads(annaPhone).map((p) => p.type)).toEqual(['like'])
  })

  it('sends nothing when the member switched like notifications off', async () => {
    const anna = await member()
    const petros = await member()
    const maria = await member()
    const annaPhone = await device(anna)
    const res = await app.request(`/api/users/${anna.id}/settings`, {
      method: 'PATCH',
      headers: jsonHeaders(anna.cookie),
      body: JSON.stringify({ notifyLikes: false }),
    })
    expect(await res.json()).toMatchObject({ notifyLikes: false, notifyNewMatches: true })
    expect((await like(petros, anna)).status).toBe(200)
    await push.idle()
    expect(service.to(annaPhone.path)).toEqual([])
    // Matches still on: Maria liking Anna back pushes Anna the match.
    await like(anna, maria)
    expect(await (await like(maria, anna)).json()).toEqual({ isMatch: true })
    await push.idle()
    expect(payloads(annaPhone).map((p) => p.type)).toEqual(['match'])
  })

  it('sends nothing between blocked members, either way, nor to or from a suspended member', async () => {
    const anna = await member({ membershipTier: 'premium' })
    const petros = await member()
    const maria = await member()
    const ioannis = await member()
    const annaPhone = await device(anna)
    const ioannisPhone = await device(ioannis)
    await database.db.insert(blocks).values([
      { blockerId: anna.id, blockedId: petros.id },
      { blockerId: maria.id, blockedId: anna.id },
    ])
    await database.db
      .update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, ioannis.id))
    expect((await like(maria, anna)).status).toBe(404)
    for (const liker of [petros, maria, ioannis]) push.newLike(anna.id, liker.id)
    await push.idle()
    expect(service.to(annaPhone.path)).toEqual([])

    push.newLike(ioannis.id, petros.id)
    await push.idle()
    expect(service.to(ioannisPhone.path)).toEqual([])
  })
})
