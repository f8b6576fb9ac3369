import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventProposal } from '#shared/schemas/event-proposals.ts'
import { db } from './db.ts'
import { proposeEvent } from './parish-contributions.ts'
import { EVENT_PROPOSAL_KIND, storedContributions } from './parish-contributions-outbox.ts'
import { drainOutbox } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { memberFixture } from './testing/member.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

/** The stand-in server: stores each proposal once by clientId, answers a replay the same. */
let stored: Map<string, EventProposal>
let server: FakeApi

function answer(method: string, path: string, body: Record<string, unknown>): unknown {
  if (path !== '/api/parishes/3/event-proposals') return { ok: true }
  const clientId = String(body.clientId)
  const proposal = stored.get(clientId) ?? {
    id: stored.size + 1,
    parishId: 3,
    parishName: 'St. Nicholas',
    title: String(body.title),
    description: null,
    eventType: String(body.eventType),
    eventDate: String(body.eventDate),
    status: 'pending' as const,
    reviewNote: null,
    createdAt: '2026-11-26T12:00:00.000Z',
  }
  stored.set(clientId, proposal)
  return proposal
}

beforeEach(async () => {
  stored = new Map()
  server = await startOfflineDevice({ member: memberFixture(6), answer })
  vi.setSystemTime(new Date('2026-11-26T12:00:00.000Z'))
})
afterEach(stopOfflineDevice)

describe('an event proposed offline', () => {
  it('waits in the outbox, lands once with its clientId, and joins My proposals', async () => {
    server.fail('network')
    await proposeEvent(3, {
      title: 'Nativity Vigil',
      eventType: 'feast',
      eventDate: '2026-12-24T17:00:00.000Z',
    })
    await drainOutbox()
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      kind: EVENT_PROPOSAL_KIND,
      method: 'POST',
      path: '/api/parishes/3/event-proposals',
    })
    expect((await storedContributions(6)).events).toEqual([])

    // Back online; the first answer is lost on the way, so the outbox sends it again.
    vi.advanceTimersByTime(60_000)
    server.fail('lost-reply')
    await drainOutbox()
    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    const sent = server.requests.filter((r) => r.path === '/api/parishes/3/event-proposals')
    expect(new Set(sent.map((r) => r.body?.clientId))).toEqual(new Set([row!.clientId]))
    expect(stored.size).toBe(1)
    expect(await db.outbox.count()).toBe(0)
    expect((await storedContributions(6)).events).toMatchObject([
      { id: 1, title: 'Nativity Vigil', status: 'pending' },
    ])
  })
})
