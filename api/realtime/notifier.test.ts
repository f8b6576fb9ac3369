import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { createNotifier, publish, type Notifier } from './notifier.ts'

const database = useTestDatabase()
let notifier: Notifier

beforeAll(() => {
  notifier = createNotifier(database.db)
})
afterAll(() => notifier.close())

const match = (matchId: number): LiveEvent => ({ type: 'match', matchId, partnerId: 99 })

/** Collects the member's events; `until(n)` waits until n have arrived. */
async function collect(userId: number) {
  const events: LiveEvent[] = []
  const unsubscribe = await notifier.subscribe(userId, (event) => events.push(event))
  async function until(count: number) {
    for (let i = 0; i < 200 && events.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return events
  }
  return { events, until, unsubscribe }
}

describe('publish and the notifier', () => {
  it('delivers on commit only, and nothing of a transaction that rolled back', async () => {
    const member = await collect(1)
    await expect(
      database.db.transaction(async (tx) => {
        await publish(tx, 1, match(1))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await database.db.transaction(async (tx) => {
      await publish(tx, 1, match(2))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(member.events).toEqual([])
    })
    await publish(database.db, 1, match(3))
    expect(await member.until(2)).toEqual([match(2), match(3)])
    member.unsubscribe()
  })

  it('fans one notification out to every stream of each named member, and no one else', async () => {
    const phone = await collect(10)
    const laptop = await collect(10)
    const partner = await collect(11)
    const stranger = await collect(12)
    await publish(database.db, [10, 11], match(4))
    await publish(database.db, 12, match(5))
    expect(await phone.until(1)).toEqual([match(4)])
    expect(await laptop.until(1)).toEqual([match(4)])
    expect(await partner.until(1)).toEqual([match(4)])
    // The stranger's own event came after the shared one: had that reached them, it would be first.
    expect(await stranger.until(1)).toEqual([match(5)])
    for (const s of [phone, laptop, partner, stranger]) s.unsubscribe()
    expect(notifier.subscriptions()).toBe(0)
  })

  it('stops delivering to an unsubscribed listener', async () => {
    const gone = await collect(20)
    const stays = await collect(20)
    gone.unsubscribe()
    await publish(database.db, 20, match(6))
    expect(await stays.until(1)).toEqual([match(6)])
    expect(gone.events).toEqual([])
    stays.unsubscribe()
  })
})
