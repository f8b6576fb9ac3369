import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runAction } from './actions.ts'
import { db } from './db.ts'
import { discardChange, retryChange } from './outbox.ts'
import { onSynced } from './outbox-handlers.ts'
import { drainOutbox, PARK_AFTER_SERVER_ERRORS, RETRY_CAP_MS } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

/**
 * Decision 044: a row that cannot succeed is parked, visibly, and the queue goes on; order holds
 * between the rows of one ordering key only. The server is the fake API; each test decides per
 * request how it answers, through the fetch the device uses (the browser's boundary).
 */

type Answer = 'ok' | 'refused' | 'server-error' | 'unavailable' | 'network' | 'handler-throws'

let server: FakeApi
/** The clientIds whose answer the 'note' handler is to fail on, once each. */
const handlerFails = new Set<string>()
let offHandler: () => void

beforeEach(async () => {
  server = await startOfflineDevice()
  vi.spyOn(Math, 'random').mockReturnValue(1)
  handlerFails.clear()
  offHandler = onSynced('note', (_answer, row) => {
    if (handlerFails.delete(row.clientId)) throw new Error('The note could not be stored')
  })
})
afterEach(async () => {
  offHandler()
  await stopOfflineDevice()
})

/**
 * The server answers each request as `answer` says, by the row's clientId and attempt (from 0).
 * Returns how many requests each clientId made.
 */
function answerBy(answer: (clientId: string, attempt: number) => Answer): Map<string, number> {
  const attempts = new Map<string, number>()
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const clientId = String((JSON.parse(String(init?.body)) as { clientId: string }).clientId)
    const attempt = attempts.get(clientId) ?? 0
    attempts.set(clientId, attempt + 1)
    const chosen = answer(clientId, attempt)
    if (chosen === 'network') throw new TypeError('Failed to fetch')
    if (chosen === 'refused') return new Response('{"message":"Not allowed"}', { status: 409 })
    if (chosen === 'server-error') return new Response('{"message":"boom"}', { status: 500 })
    if (chosen === 'unavailable') return new Response('', { status: 503 })
    if (chosen === 'handler-throws') handlerFails.add(clientId)
    return server.fetch(input, init)
  })
  return attempts
}

/** A change about member `toUserId` (its ordering key), as a message to them is. */
async function note(toUserId: number, text = ''): Promise<string> {
  const { clientId } = await runAction({
    kind: 'note',
    method: 'POST',
    path: '/api/notes',
    body: { toUserId, text },
  })
  return clientId
}

/** Drains `times` times, the clock moved past the longest backoff after each. */
async function drainWithClock(times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await drainOutbox()
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS)
  }
}

/**
 * Drains with the clock moved on until nothing can move: every row left is failed, or pending
 * behind a parked row of its ordering key. False when that never came.
 */
async function settled(): Promise<boolean> {
  for (let drains = 0; drains < 200; drains++) {
    const rows = await db.outbox.toArray()
    const parked = rows.filter((row) => row.parkedFor !== null)
    const stuck = (row: (typeof rows)[number]) =>
      row.status === 'failed' || parked.some((p) => p.orderKey === row.orderKey && p.id! < row.id!)
    if (rows.every(stuck)) return true
    await drainOutbox()
    await vi.advanceTimersByTimeAsync(RETRY_CAP_MS)
  }
  return false
}

const stored = () => [...server.writes.values()].map((write) => write.body.text)
const rowOf = async (clientId: string) => db.outbox.where('clientId').equals(clientId).first()

describe('a row that cannot succeed', () => {
  it('is parked when its local handler throws, and the 100 rows after it are sent', async () => {
    const poisoned = await note(1, 'poisoned')
    for (let n = 2; n <= 101; n++) await note(n, `note ${n}`)
    answerBy((clientId) => (clientId === poisoned ? 'handler-throws' : 'ok'))
    vi.spyOn(console, 'error').mockImplementation(() => {})

    const report = await drainOutbox()

    expect(report).toMatchObject({ sent: 100, parked: 1 })
    expect(await db.outbox.count()).toBe(1)
    expect(await rowOf(poisoned)).toMatchObject({
      status: 'failed',
      parkedFor: 'local-handler',
      lastError: 'The note could not be stored',
    })
  })

  it(`is parked after ${PARK_AFTER_SERVER_ERRORS} answers of 5xx, and never holds back the 100 rows after it`, async () => {
    const poisoned = await note(1, 'poisoned')
    for (let n = 2; n <= 101; n++) await note(n, `note ${n}`)
    const attempts = answerBy((clientId) => (clientId === poisoned ? 'server-error' : 'ok'))

    await drainOutbox()
    expect(await db.outbox.count()).toBe(1) // the hundred went at the first drain
    expect(await rowOf(poisoned)).toMatchObject({ status: 'pending', serverErrors: 1 })
    await drainWithClock(3 * PARK_AFTER_SERVER_ERRORS)

    expect(stored()).toHaveLength(100)
    expect(attempts.get(poisoned)).toBe(PARK_AFTER_SERVER_ERRORS) // and never again
    expect(await rowOf(poisoned)).toMatchObject({
      status: 'failed',
      parkedFor: 'server-errors',
      attempts: PARK_AFTER_SERVER_ERRORS,
      lastError: '500: {"message":"boom"}',
    })
  })
})

describe('being offline, or a server asking to wait', () => {
  it('never parks a row, however long it lasts', async () => {
    const offline = await note(1)
    const busy = await note(2)
    answerBy((clientId) => (clientId === offline ? 'network' : 'unavailable'))

    await drainWithClock(50) // a day and more of attempts at the capped backoff

    for (const clientId of [offline, busy])
      expect(await rowOf(clientId)).toMatchObject({ status: 'pending', serverErrors: 0 })
    answerBy(() => 'ok')
    await drainWithClock(1)
    await drainOutbox()
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('rows of the same ordering key', () => {
  it('wait behind a parked row until the member retries it, then go in order', async () => {
    const first = await note(5, 'first to 5')
    await note(5, 'second to 5')
    await note(6, 'to 6')
    let broken = true
    answerBy((clientId) => (broken && clientId === first ? 'server-error' : 'ok'))

    await drainWithClock(PARK_AFTER_SERVER_ERRORS)

    expect(stored()).toEqual(['to 6'])
    expect(await rowOf(first)).toMatchObject({ status: 'failed', parkedFor: 'server-errors' })
    expect(await db.outbox.count()).toBe(2) // the second waits behind it, still pending

    broken = false
    await retryChange((await rowOf(first))!.id!)
    expect(await rowOf(first)).toMatchObject({ status: 'pending', attempts: 0, serverErrors: 0 })
    await drainOutbox()

    expect(stored()).toEqual(['to 6', 'first to 5', 'second to 5'])
    expect(await db.outbox.count()).toBe(0)
  })

  it('go once the member discards the parked row, and its local effect is undone', async () => {
    await runAction({
      kind: 'like',
      method: 'POST',
      path: '/api/likes',
      body: { toUserId: 7 },
      tables: [db.decisions],
      apply: () => db.decisions.put({ userId: 7, kind: 'like', isMatch: null, decidedAt: 1 }),
    })
    const liked = (await db.outbox.toArray())[0]!
    await note(7, 'after the like')
    answerBy((clientId) => (clientId === liked.clientId ? 'server-error' : 'ok'))
    await drainWithClock(PARK_AFTER_SERVER_ERRORS)
    expect(stored()).toEqual([])

    await discardChange(liked.id!)
    await drainOutbox()

    expect(stored()).toEqual(['after the like'])
    expect(await db.decisions.get(7)).toBeUndefined() // the card comes back (like-sync.ts)
    expect(await db.outbox.count()).toBe(0)
  })

  it('are not held back by a row the server refused', async () => {
    const first = await note(8, 'refused')
    await note(8, 'next')
    answerBy((clientId) => (clientId === first ? 'refused' : 'ok'))

    await drainOutbox()

    expect(stored()).toEqual(['next'])
    expect(await rowOf(first)).toMatchObject({ status: 'failed', parkedFor: null })
  })
})

describe('whatever the server answers', () => {
  const answers = fc.constantFrom<Answer>(
    'ok',
    'refused',
    'server-error',
    'server-error',
    'unavailable',
    'network',
    'handler-throws',
  )
  const plan = fc.array(
    fc.record({
      member: fc.integer({ min: 1, max: 3 }),
      answers: fc.array(answers, { maxLength: 10 }),
    }),
    { minLength: 1, maxLength: 8 },
  )

  it('every row ends sent or visibly failed, and each key reaches the server in order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await fc.assert(
      fc.asyncProperty(plan, async (rows) => {
        await db.outbox.clear()
        server.writes.clear()
        const made: { clientId: string; member: number; answers: Answer[] }[] = []
        for (const [index, row] of rows.entries())
          made.push({ ...row, clientId: await note(row.member, String(index)) })
        const planOf = new Map(made.map((row) => [row.clientId, row.answers]))
        answerBy((clientId, attempt) => planOf.get(clientId)?.[attempt] ?? 'ok')

        // Drained with the clock moved on until every row left is failed or waits behind a
        // parked row of its key; then the member discards what was parked, and again.
        for (let round = 0; round <= rows.length; round++) {
          expect(await settled()).toBe(true)
          const parked = await db.outbox.filter((row) => row.parkedFor !== null).toArray()
          for (const row of parked) await discardChange(row.id!)
        }

        const left = await db.outbox.toArray()
        expect(left.every((row) => row.status === 'failed' && row.parkedFor === null)).toBe(true)
        for (const row of made) {
          if (server.writes.has(row.clientId)) continue
          const serverErrors = row.answers.filter((a) => a === 'server-error').length
          const refused = left.some((r) => r.clientId === row.clientId)
          expect(refused || serverErrors >= PARK_AFTER_SERVER_ERRORS).toBe(true)
        }
        for (const member of [1, 2, 3]) {
          const order = [...server.writes.values()]
            .filter((write) => write.body.toUserId === member)
            .map((write) => Number(write.body.text))
          expect(order).toEqual([...order].sort((a, b) => a - b))
        }
      }),
      { numRuns: 25 },
    )
  })
})
