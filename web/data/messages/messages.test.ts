import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../db.ts'
import { drainOutbox } from '../sync-engine.ts'
import { createFakeApi, type FakeApi } from '../testing/fake-api.ts'
import { resetDevice } from '../testing/member.ts'
import { applyLiveEvent } from './live-events.ts'
import './message-outbox.ts'
import { conversationMessages, inConversationOrder } from './message-store.ts'
import { deleteFailedMessage, retryMessage, sendMessage } from './send-message.ts'

const ME = 6
const PARTNER = 12
let server: FakeApi

/** The fake API's answer plus the server time the real one gives each message. */
async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await server.fetch(input, init)
  if (!String(input).startsWith('/api/messages') || !response.ok) return response
  const answer = (await response.json()) as Record<string, unknown>
  const createdAt = new Date(Date.UTC(2026, 10, 22, 6, 0, Number(answer.id))).toISOString()
  return new Response(JSON.stringify({ ...answer, createdAt }), { status: 200 })
}

function contents(rows: { content: string }[]): string[] {
  return rows.map((row) => row.content)
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }) // drains only when a test asks
  await resetDevice(ME)
  server = createFakeApi()
  vi.stubGlobal('fetch', serverFetch)
})

afterEach(async () => {
  await drainOutbox()
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('sending a message', () => {
  it('shows it at once as waiting, then as sent with the server id', async () => {
    const localId = await sendMessage(ME, PARTNER, '  Christ is risen!  ')

    expect(await db.messages.get(localId)).toMatchObject({
      content: 'Christ is risen!',
      delivery: 'pending',
      id: null,
      partnerId: PARTNER,
    })
    expect(await db.conversations.get(PARTNER)).toMatchObject({ lastMessage: 'Christ is risen!' })

    await drainOutbox()

    const sent = await db.messages.get(localId)
    expect(sent).toMatchObject({ delivery: 'sent', id: 1 })
    expect(server.writes.get(localId)?.body).toMatchObject({
      fromUserId: ME,
      toUserId: PARTNER,
      content: 'Christ is risen!',
    })
  })

  it('keeps three messages written offline waiting in order, and sends each once, in order', async () => {
    server.fail('network')
    for (const text of ['one', 'two', 'three']) await sendMessage(ME, PARTNER, text)
    await drainOutbox() // offline: the first attempt fails, all stay waiting

    const waiting = await conversationMessages(PARTNER)
    expect(contents(waiting)).toEqual(['one', 'two', 'three'])
    expect(waiting.every((row) => row.delivery === 'pending')).toBe(true)

    await vi.advanceTimersByTimeAsync(5_000) // back online: the retry goes
    await drainOutbox()

    const sent = await conversationMessages(PARTNER)
    expect(contents(sent)).toEqual(['one', 'two', 'three'])
    expect(sent.map((row) => row.delivery)).toEqual(['sent', 'sent', 'sent'])
    expect([...server.writes.values()].map((write) => write.body.content)).toEqual([
      'one',
      'two',
      'three',
    ])
  })

  it('keeps one copy when the live event of its own message arrives before the answer', async () => {
    const localId = await sendMessage(ME, PARTNER, 'Hello')
    await applyLiveEvent(ME, {
      type: 'message',
      message: {
        id: 1,
        fromUserId: ME,
        toUserId: PARTNER,
        content: 'Hello',
        createdAt: '2026-11-22T06:00:01.000Z',
      },
    })
    await drainOutbox()

    const rows = await conversationMessages(PARTNER)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ localId, id: 1, delivery: 'sent' })
  })

  it('keeps the written order of messages made in the same millisecond', async () => {
    for (const text of ['a', 'b', 'c', 'd']) await sendMessage(ME, PARTNER, text)
    expect(contents(await conversationMessages(PARTNER))).toEqual(['a', 'b', 'c', 'd'])
  })

  it('recognises its own message in a refresh by the client id, before the answer came', async () => {
    const localId = await sendMessage(ME, PARTNER, 'Blessed feast!')
    await applyLiveEvent(ME, {
      type: 'message',
      message: {
        id: 5,
        fromUserId: ME,
        toUserId: PARTNER,
        content: 'Blessed feast!',
        createdAt: '2026-11-22T06:00:05.000Z',
        clientId: localId,
      },
    })
    const rows = await conversationMessages(PARTNER)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ localId, id: 5, delivery: 'sent' })
  })

  it('refuses empty and too long text', async () => {
    await expect(sendMessage(ME, PARTNER, '   ')).rejects.toThrow('empty')
    await expect(sendMessage(ME, PARTNER, 'x'.repeat(501))).rejects.toThrow('500')
    expect(await db.messages.count()).toBe(0)
  })
})

describe('a refused message', () => {
  it('is marked failed; Retry sends it again in its place, Delete removes it', async () => {
    server.fail({
      status: 403,
      body: '{"message":"You can only message your matches","code":"not_a_match"}',
    })
    const first = await sendMessage(ME, PARTNER, 'Are we still matched?')
    await drainOutbox()
    expect(await db.messages.get(first)).toMatchObject({ delivery: 'failed' })
    expect(await db.outbox.where('clientId').equals(first).first()).toMatchObject({
      status: 'failed',
    })

    const second = await retryMessage(ME, first)
    expect(second).not.toBeNull()
    expect(await db.messages.get(first)).toBeUndefined()
    expect(await db.outbox.where('clientId').equals(first).count()).toBe(0)
    await drainOutbox()
    expect(await db.messages.get(second!)).toMatchObject({ delivery: 'sent' })

    server.fail({ status: 403, body: '{"message":"Message limit reached","code":"limit_reached"}' })
    const third = await sendMessage(ME, PARTNER, 'Once more')
    await drainOutbox()
    await deleteFailedMessage(third)
    expect(await db.messages.get(third)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('the conversation order', () => {
  it('is the server order for acknowledged messages, then the waiting ones as written', () => {
    const row = (localId: string, id: number | null, createdAt: string) => ({
      localId,
      id,
      partnerId: PARTNER,
      fromUserId: ME,
      toUserId: PARTNER,
      content: localId,
      createdAt,
      delivery: id === null ? ('pending' as const) : ('sent' as const),
    })
    const ordered = inConversationOrder([
      row('waiting-2', null, '2026-11-22T06:00:09Z'),
      row('server-7', 7, '2026-11-22T06:00:05Z'),
      row('waiting-1', null, '2026-11-22T06:00:01Z'),
      // A later server id wins over an earlier client clock.
      row('server-9', 9, '2026-11-22T05:00:00Z'),
    ])
    expect(ordered.map((r) => r.localId)).toEqual([
      'server-7',
      'server-9',
      'waiting-1',
      'waiting-2',
    ])
  })
})

describe('live events', () => {
  it('a message from the partner is stored once and counted unread', async () => {
    const event = {
      id: 40,
      fromUserId: PARTNER,
      toUserId: ME,
      content: 'Glory to God!',
      createdAt: '2026-11-22T06:10:00.000Z',
    }
    await applyLiveEvent(ME, { type: 'message', message: event })
    await applyLiveEvent(ME, { type: 'message', message: event }) // delivered twice

    expect(contents(await conversationMessages(PARTNER))).toEqual(['Glory to God!'])
    expect(await db.conversations.get(PARTNER)).toMatchObject({
      lastMessage: 'Glory to God!',
      unread: 1,
    })
  })

  it('ignores a message between other members, and stores the partner read point', async () => {
    await applyLiveEvent(ME, {
      type: 'message',
      message: {
        id: 41,
        fromUserId: 30,
        toUserId: 31,
        content: 'not ours',
        createdAt: '2026-11-22T06:10:00.000Z',
      },
    })
    expect(await db.messages.count()).toBe(0)

    await applyLiveEvent(ME, {
      type: 'read',
      readerId: PARTNER,
      partnerId: ME,
      lastReadMessageId: 40,
    })
    expect(await db.conversations.get(PARTNER)).toMatchObject({ partnerReadId: 40 })
  })
  it('a read on another device of the member clears the unread count; a match is stored', async () => {
    await db.conversations.put({
      partnerId: PARTNER,
      lastMessage: 'Hi',
      lastFromUserId: PARTNER,
      createdAt: '2026-11-22T06:00:00.000Z',
      unread: 2,
    })
    await applyLiveEvent(ME, {
      type: 'read',
      readerId: ME,
      partnerId: PARTNER,
      lastReadMessageId: 9,
    })
    expect(await db.conversations.get(PARTNER)).toMatchObject({ unread: 0 })

    await applyLiveEvent(ME, { type: 'match', matchId: 77, partnerId: 15 })
    expect(await db.matches.get(77)).toMatchObject({ userId: 15 })
  })
})
