import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { createNotifier, EVENTS_CHANNEL, type Notifier } from './notifier.ts'
import { createPublisher, packPayloads, PAYLOAD_MAX_BYTES, type Publisher } from './publisher.ts'
import { eventually } from '#shared/testing/eventually.ts'

const database = useTestDatabase()
let notifier: Notifier
let publisher: Publisher

beforeAll(() => {
  notifier = createNotifier(database.db)
  publisher = createPublisher(database.db)
})
afterAll(() => notifier.close())

const match = (matchId: number): LiveEvent => ({ type: 'match', matchId, partnerId: 99 })
const message = (id: number, content: string): LiveEvent => ({
  type: 'message',
  message: {
    id,
    fromUserId: 1,
    toUserId: 2,
    content,
    createdAt: '2026-11-26T00:00:00.000Z',
    clientId: '8a3c1f0e-2b4d-4c6e-8f10-1a2b3c4d5e6f',
  },
})

/** Collects the member's events; `until(n)` waits until n have arrived. */
async function collect(userId: number) {
  const events: LiveEvent[] = []
  const unsubscribe = await notifier.subscribe(userId, (event) => events.push(event))
  async function until(count: number) {
    for (let i = 0; i < 500 && events.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return events
  }
  return { events, until, unsubscribe }
}

describe('the publisher and the notifier', () => {
  it('fans one event out to every stream of each named member, and no one else', async () => {
    const phone = await collect(10)
    const laptop = await collect(10)
    const partner = await collect(11)
    const stranger = await collect(12)
    publisher.publish([10, 11], match(4))
    publisher.publish(12, match(5))
    expect(await phone.until(1)).toEqual([match(4)])
    expect(await laptop.until(1)).toEqual([match(4)])
    expect(await partner.until(1)).toEqual([match(4)])
    // The stranger's own event came after the shared one: had that reached them, it would be first.
    expect(await stranger.until(1)).toEqual([match(5)])
    for (const s of [phone, laptop, partner, stranger]) s.unsubscribe()
    expect(notifier.subscriptions()).toBe(0)
  })

  it('delivers many events published at once, more than one notification holds, each to its members in order', async () => {
    const anna = await collect(30)
    const petros = await collect(31)
    const both = await collect(32)
    // About 2.2 KB each: a batch of 40 needs at least 11 notifications of under 8000 bytes.
    const long = 'Χριστός ανέστη! '.repeat(80)
    const sent: { anna: LiveEvent[]; petros: LiveEvent[] } = { anna: [], petros: [] }
    for (let i = 1; i <= 40; i++) {
      const event = message(i, `${i} ${long}`)
      const to = i % 2 === 0 ? 30 : 31
      publisher.publish([to, 32], event)
      sent[to === 30 ? 'anna' : 'petros'].push(event)
    }
    await publisher.flush()
    expect(await anna.until(20)).toEqual(sent.anna)
    expect(await petros.until(20)).toEqual(sent.petros)
    expect(await both.until(40)).toEqual(
      Array.from({ length: 40 }, (_, i) => message(i + 1, `${i + 1} ${long}`)),
    )
    for (const s of [anna, petros, both]) s.unsubscribe()
  })

  it('reads a notification of one envelope, as processes before batching sent', async () => {
    const member = await collect(40)
    const single = JSON.stringify({ to: [40], event: match(7) })
    await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${single})`)
    expect(await member.until(1)).toEqual([match(7)])
    member.unsubscribe()
  })

  it('stops delivering to an unsubscribed listener', async () => {
    const gone = await collect(20)
    const stays = await collect(20)
    gone.unsubscribe()
    publisher.publish(20, match(6))
    expect(await stays.until(1)).toEqual([match(6)])
    expect(gone.events).toEqual([])
    stays.unsubscribe()
  })
})

describe('packPayloads', () => {
  /** An envelope of exactly `bytes` bytes. */
  const envelope = (n: number, bytes: number) => {
    const bare = JSON.stringify({ to: [n], event: { pad: '' } }).length
    return JSON.stringify({ to: [n], event: { pad: 'x'.repeat(bytes - bare) } })
  }

  it('keeps every envelope, in order, in payloads under the limit', () => {
    const envelopes = Array.from({ length: 100 }, (_, i) => envelope(i, 300 + ((i * 37) % 900)))
    const payloads = packPayloads(envelopes)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES)
    }
    expect(payloads.flatMap((p) => JSON.parse(p) as unknown[])).toEqual(
      envelopes.map((e) => JSON.parse(e) as unknown),
    )
  })

  it('counts bytes, not characters', () => {
    const greek = JSON.stringify({ to: [1], event: { text: 'α'.repeat(1000) } }) // ~2 KB
    const payloads = packPayloads(Array.from({ length: 8 }, () => greek))
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES)
    }
    expect(payloads.flatMap((p) => JSON.parse(p) as unknown[])).toHaveLength(8)
  })

  it('fills a payload up to exactly the limit', () => {
    // Two envelopes of 3998 bytes: brackets + comma make 7999.
    const half = envelope(1, 3998)
    expect(Buffer.byteLength(half)).toBe(3998)
    expect(packPayloads([half, half])).toHaveLength(1)
    expect(packPayloads([half, half, half])).toHaveLength(2)
    expect(packPayloads([envelope(1, 3999), half])).toHaveLength(2)
  })

  it('leaves out an envelope that no notification could hold, and keeps the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const small = envelope(1, 100)
      expect(packPayloads([small, envelope(2, 7998), small])).toEqual([`[${small},${small}]`])
      expect(error).toHaveBeenCalledOnce()
    } finally {
      error.mockRestore()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('a LISTEN address of its own (PostgreSQL)', () => {
  const APPLICATION = 'oh_live_listener_test'
  const listeners = async () => {
    const result = await database.db.execute<{ query: string }>(
      sql`select query from pg_stat_activity
        where application_name = ${APPLICATION} and datname = current_database()`,
    )
    return (Array.isArray(result) ? result : (result as { rows: { query: string }[] }).rows).map(
      (row) => row.query.toLowerCase(),
    )
  }

  it('listens on DATABASE_LISTEN_URL, delivers what the pool publishes, and ends it on close', async () => {
    const url = new URL(database.url!)
    url.searchParams.set('application_name', APPLICATION)
    const own = createNotifier(database.db, { listenUrl: url.toString() })
    try {
      const heard: LiveEvent[] = []
      await own.subscribe(21, (event) => heard.push(event))
      // The one connection at that address holds the LISTEN; the publisher's pool sent the event.
      expect(await listeners()).toEqual([expect.stringContaining(`listen "${EVENTS_CHANNEL}"`)])
      publisher.publish(21, match(8))
      await eventually(() => expect(heard).toEqual([match(8)]))
    } finally {
      await own.close()
    }
    await eventually(async () => expect(await listeners()).toEqual([]))
  })
})
