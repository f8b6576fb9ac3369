import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNOOZE_UNTIL_RETURN } from '#shared/domain/snooze.ts'
import { currentMember } from './current-member.ts'
import { db } from './db.ts'
import { returnFromSnooze, snooze } from './snooze.ts'
import { shownSnoozedUntil, SNOOZE_KIND, waitingSnoozeRows } from './snooze-outbox.ts'
import { drainOutbox } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { memberFixture } from './testing/member.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

/** The stand-in server's snooze of member 6, counted from when each change lands. */
let serverUntil: string | null
let server: FakeApi

function answer(method: string, path: string, body: Record<string, unknown>): unknown {
  if (path !== '/api/users/6/snooze') return { ok: true }
  if (method === 'DELETE') serverUntil = null
  else
    serverUntil =
      body.duration === 'until-return' ? SNOOZE_UNTIL_RETURN : '2026-11-29T12:01:00.000Z'
  return { snoozedUntil: serverUntil }
}

/** What the member sees on this device. */
async function shown() {
  const member = (await currentMember())!
  return shownSnoozedUntil(member.snoozedUntil, await waitingSnoozeRows(6))
}

beforeEach(async () => {
  serverUntil = null
  server = await startOfflineDevice({ member: memberFixture(6), answer })
  vi.setSystemTime(new Date('2026-11-26T12:00:00.000Z'))
})
afterEach(stopOfflineDevice)

const snoozeRequests = () => server.requests.filter((r) => r.path === '/api/users/6/snooze')

describe('snooze made offline', () => {
  it('shows at once on the device, waits in the outbox, then lands once with its clientId', async () => {
    server.fail('network')
    await snooze(6, '3d')
    await drainOutbox() // offline: it stays

    expect(await shown()).toBe('2026-11-29T12:00:00.000Z')
    const rows = await db.outbox.toArray()
    expect(rows.map((row) => [row.kind, row.method, row.path])).toEqual([
      [SNOOZE_KIND, 'PUT', '/api/users/6/snooze'],
    ])
    expect(rows[0]!.body).toEqual({ duration: '3d', clientId: rows[0]!.clientId })

    // Back online; the first answer is lost on the way, so the outbox sends it again.
    vi.advanceTimersByTime(60_000)
    server.fail('lost-reply')
    await drainOutbox()
    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    expect(snoozeRequests().map((r) => r.body)).toEqual([
      { duration: '3d', clientId: rows[0]!.clientId },
      { duration: '3d', clientId: rows[0]!.clientId },
      { duration: '3d', clientId: rows[0]!.clientId },
    ])
    expect(server.writes.size).toBe(1)
    expect(await db.outbox.count()).toBe(0)
    // The device now holds the server's answer.
    expect((await currentMember())!.snoozedUntil).toBe('2026-11-29T12:01:00.000Z')
  })

  it('"Until I return" then "Return now" offline: shown at once, both sent in order', async () => {
    server.fail('network')
    await snooze(6, 'until-return')
    expect(await shown()).toBe(SNOOZE_UNTIL_RETURN)
    await returnFromSnooze(6)
    await drainOutbox() // offline: both stay
    expect(await shown()).toBeNull()

    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    expect(snoozeRequests().map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE'])
    expect(serverUntil).toBeNull()
    expect((await currentMember())!.snoozedUntil).toBeNull()
    expect(await shown()).toBeNull()
  })
})
