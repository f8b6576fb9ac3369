import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { SUPPORT_MESSAGES } from '#shared/domain/support.ts'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import {
  ModeratedSupportThreadSchema,
  SupportMessageSchema,
  SupportQueueSchema,
  SupportThreadSchema,
} from '#shared/schemas/support.ts'
import { supportMessages, supportThreads, type UserRow } from '../db/schema.ts'
import { useNotifiedApp, type NotifiedMember } from '../testing/notified-app.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { eventually } from '#shared/testing/eventually.ts'

/**
 * Support (docs/support.md, decision 052): a member writes to the team from Settings; the
 * moderators' queue lists Verified, then Premium, then free members, the longest waiting first;
 * a reply reaches the member's thread, their open screens and their devices.
 */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-28T12:00:00Z'))
const { member, device, liveEventsOf, pushesSent } = useNotifiedApp(database, clock)
type Member = NotifiedMember
const moderator = (overrides: Partial<UserRow> = {}) =>
  member({ firstName: 'Olga', role: 'moderator', showMe: false, ...overrides })

async function write(who: Member, body: string, clientId: string = randomUUID()) {
  const res = await who.call('POST', '/api/support/messages', { clientId, body })
  expect(res.status, await res.clone().text()).toBe(201)
  return SupportMessageSchema.parse(await res.json())
}

async function threadOf(who: Member) {
  const res = await who.call('GET', '/api/support')
  expect(res.status).toBe(200)
  return SupportThreadSchema.parse(await res.json())
}

async function queueOf(mod: Member, query = '') {
  const res = await mod.call('GET', `/api/moderation/support${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return SupportQueueSchema.parse(await res.json())
}

const reply = (mod: Member, threadId: number, body: string, clientId: string = randomUUID()) =>
  mod.call('POST', `/api/moderation/support/${threadId}/replies`, { clientId, body })

const storedMessages = () => database.db.select().from(supportMessages)

describe('a member writes to support', () => {
  it('shows an empty thread first, then the message, stored once however often it is sent', async () => {
    const anna = await member({ membershipTier: 'premium' })
    expect(await threadOf(anna)).toEqual({ status: null, tier: 'premium', unread: 0, messages: [] })

    const clientId = randomUUID()
    const sent = await write(anna, '  I cannot change my photo order  ', clientId)
    expect(sent).toMatchObject({
      fromTeam: false,
      body: 'I cannot change my photo order',
      clientId,
    })
    // The outbox-style retry of the same request answers the first message, stored once.
    const again = await anna.call('POST', '/api/support/messages', {
      clientId,
      body: 'I cannot change my photo order',
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(sent)
    expect(await storedMessages()).toHaveLength(1)

    const thread = await threadOf(anna)
    expect(thread.status).toBe('open')
    expect(thread.messages.map((m) => m.body)).toEqual(['I cannot change my photo order'])
  })

  it('refuses bad input with a 4xx naming the problem, and stores nothing', async () => {
    const anna = await member()
    const basil = await member()
    const cases: [unknown, string][] = [
      [{ clientId: randomUUID(), body: '   ' }, 'Message cannot be empty'],
      [{ clientId: randomUUID(), body: 'x'.repeat(2001) }, 'at most 2000 characters'],
      [{ clientId: 'not-a-uuid', body: 'Hello' }, 'clientId'],
      [{ body: 'Hello' }, 'clientId'],
    ]
    for (const [body, problem] of cases) {
      const res = await anna.call('POST', '/api/support/messages', body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toContain(problem)
    }
    // A clientId another member's message took: 409, nothing changes.
    const clientId = randomUUID()
    await write(anna, 'Mine', clientId)
    const taken = await basil.call('POST', '/api/support/messages', { clientId, body: 'Mine' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ message: SUPPORT_MESSAGES.clientIdTaken })
    expect(await storedMessages()).toHaveLength(1)
    expect((await threadOf(basil)).status).toBeNull()
  })

  it('limits how many messages a member sends in an hour', async () => {
    const anna = await member()
    for (let i = 0; i < 30; i++) await write(anna, `Message ${i}`)
    const res = await anna.call('POST', '/api/support/messages', {
      clientId: randomUUID(),
      body: 'One more',
    })
    expect(res.status).toBe(429)
    expect(((await res.json()) as { message: string }).message).toMatch(/support messages/)
    expect(await storedMessages()).toHaveLength(30)
  })
})

describe('the moderators’ support queue', () => {
  it('lists awaiting threads by tier, then the longest waiting, page by page; answered ones after', async () => {
    const mod = await moderator({ orthodoxSupport: true })
    const freeEarly = await member({ firstName: 'Free1' })
    const premium = await member({ firstName: 'Prem', membershipTier: 'premium' })
    const freeLate = await member({ firstName: 'Free2' })
    const verified = await member({ firstName: 'Verif', membershipTier: 'verified' })
    const answered = await member({ firstName: 'Done', membershipTier: 'verified' })
    await write(answered, 'Answered already')
    clock.advance(60_000)
    await write(freeEarly, 'First of all')
    clock.advance(60_000)
    await write(premium, 'Premium here')
    clock.advance(60_000)
    await write(freeLate, 'Later')
    clock.advance(60_000)
    await write(verified, 'Verified last')
    // A second message while waiting keeps the member's place.
    clock.advance(60_000)
    await write(freeEarly, 'Still waiting')
    const answeredThread = (await queueOf(mod)).threads.find((t) => t.member.id === answered.id)!
    expect((await reply(mod, answeredThread.id, 'Done!')).status).toBe(201)

    const first = await queueOf(mod, '?limit=2')
    const second = await queueOf(mod, `?limit=2&cursor=${first.nextCursor}`)
    const third = await queueOf(mod, `?limit=2&cursor=${second.nextCursor}`)
    expect(third.nextCursor).toBeNull()
    const order = [...first.threads, ...second.threads, ...third.threads]
    expect(order.map((t) => [t.member.firstName, t.status, t.tier])).toEqual([
      ['Verif', 'open', 'verified'],
      ['Prem', 'open', 'premium'],
      ['Free1', 'open', 'free'],
      ['Free2', 'open', 'free'],
      ['Done', 'answered', 'verified'],
    ])
    expect(order[2]).toMatchObject({ preview: 'Still waiting', orthodoxSupport: false })

    const bad = await mod.call('GET', '/api/moderation/support?cursor=nonsense')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: MODERATION_MESSAGES.cursorInvalid })
  })

  it('refuses members who are not moderators (403) and changes nothing', async () => {
    const anna = await member()
    const basil = await member()
    await write(basil, 'Help')
    const [thread] = await database.db.select().from(supportThreads)
    for (const [method, path, body] of [
      ['GET', '/api/moderation/support', undefined],
      ['GET', `/api/moderation/support/${thread!.id}`, undefined],
      [
        'POST',
        `/api/moderation/support/${thread!.id}/replies`,
        { clientId: randomUUID(), body: 'x' },
      ],
      ['POST', `/api/moderation/support/${thread!.id}/close`, {}],
    ] as const) {
      const res = await anna.call(method, path, body)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    }
    expect(await storedMessages()).toHaveLength(1)
    const [after] = await database.db.select().from(supportThreads)
    expect(after!.status).toBe('open')
  })
})

describe('a moderator answers', () => {
  it('puts the reply in the member’s thread once, unread, and tells them live and by push', async () => {
    const mod = await moderator()
    const anna = await member({ firstName: 'Anna' })
    const phone = await device(anna)
    const heard = await liveEventsOf(anna)
    await write(anna, 'How do I hide my distance?')
    const [queued] = (await queueOf(mod)).threads

    const clientId = randomUUID()
    const res = await reply(mod, queued!.id, 'Settings, Privacy: Distance Info.', clientId)
    expect(res.status).toBe(201)
    const replayed = await reply(mod, queued!.id, 'Settings, Privacy: Distance Info.', clientId)
    expect(replayed.status).toBe(200)
    await pushesSent()

    const thread = await threadOf(anna)
    expect(thread).toMatchObject({ status: 'answered', unread: 1 })
    expect(thread.messages.map((m) => [m.fromTeam, m.body])).toEqual([
      [false, 'How do I hide my distance?'],
      [true, 'Settings, Privacy: Distance Info.'],
    ])
    expect(phone()).toEqual([
      {
        type: 'support-reply',
        url: '/support',
        title: 'Support answered',
        body: 'Open the app to read the answer.',
        tag: 'support',
      },
    ])
    await eventually(() => expect(heard).toEqual([{ type: 'support-reply' }]))

    // Read: the marker goes. Writing again reopens the thread at the back of its tier.
    expect((await anna.call('POST', '/api/support/read')).status).toBe(204)
    expect((await threadOf(anna)).unread).toBe(0)
    await write(anna, 'Thank you!')
    expect((await threadOf(anna)).status).toBe('open')

    // The member's data export holds the whole conversation, both sides, no moderator named.
    const exported = await anna.call('GET', '/api/privacy/export')
    expect(PrivacyExportSchema.parse(await exported.json()).support).toEqual([
      { fromTeam: false, body: 'How do I hide my distance?', createdAt: expect.any(String) },
      { fromTeam: true, body: 'Settings, Privacy: Distance Info.', createdAt: expect.any(String) },
      { fromTeam: false, body: 'Thank you!', createdAt: expect.any(String) },
    ])
  })

  it('closes once; a closed thread takes no reply, and leaves the queue', async () => {
    const mod = await moderator()
    const anna = await member()
    await write(anna, 'Fixed, thanks')
    const [queued] = (await queueOf(mod)).threads
    const close = () => mod.call('POST', `/api/moderation/support/${queued!.id}/close`)
    expect((await close()).status).toBe(200)
    const twice = await close()
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ message: SUPPORT_MESSAGES.closed })
    const late = await reply(mod, queued!.id, 'Anything else?')
    expect(late.status).toBe(409)
    expect((await queueOf(mod)).threads).toEqual([])
    expect(await storedMessages()).toHaveLength(1)
    // The moderator can still read it.
    const read = await mod.call('GET', `/api/moderation/support/${queued!.id}`)
    expect(ModeratedSupportThreadSchema.parse(await read.json())).toMatchObject({
      status: 'closed',
    })
  })

  it('leaves Verified members to Orthodox support: others read them but cannot answer or close', async () => {
    const plain = await moderator({ firstName: 'Plain' })
    const orthodox = await moderator({ firstName: 'Orth', orthodoxSupport: true })
    const verified = await member({ membershipTier: 'verified' })
    await write(verified, 'A question about my clergy reference')

    const [seen] = (await queueOf(plain)).threads
    expect(seen).toMatchObject({ orthodoxSupport: true, canAnswer: false })
    const opened = await plain.call('GET', `/api/moderation/support/${seen!.id}`)
    expect(ModeratedSupportThreadSchema.parse(await opened.json()).messages).toHaveLength(1)
    for (const res of [
      await reply(plain, seen!.id, 'Let me see'),
      await plain.call('POST', `/api/moderation/support/${seen!.id}/close`),
    ]) {
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: SUPPORT_MESSAGES.orthodoxSupportOnly })
    }
    expect(await storedMessages()).toHaveLength(1)

    expect((await queueOf(orthodox)).threads[0]).toMatchObject({ canAnswer: true })
    expect((await reply(orthodox, seen!.id, 'Your priest confirmed it')).status).toBe(201)
    const [stored] = await database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.fromTeam, true))
    expect(stored).toMatchObject({ authorId: orthodox.id })
  })

  it('refuses a moderator answering their own support conversation, and an unknown thread', async () => {
    const mod = await moderator()
    await write(mod, 'My own question')
    const [own] = (await queueOf(mod)).threads
    const res = await reply(mod, own!.id, 'Answering myself')
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: SUPPORT_MESSAGES.ownThread })
    const missing = await reply(mod, 999_999, 'Hello')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: SUPPORT_MESSAGES.threadNotFound })
  })
})
