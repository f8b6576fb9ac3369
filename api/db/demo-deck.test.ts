import { beforeAll, describe, expect, it } from 'vitest'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { sessionCookie } from '../testing/members.ts'
import { testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { DEMO_MEMBER_ID } from './demo-data.ts'
import { seedDemo } from './seed.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-03-01T12:00:00Z'))

beforeAll(async () => {
  // The demo data as `npm start` seeds it (every member, not a sample).
  await seedDemo(database.db, { now: clock.now() })
}, 120_000)

describe('the demo member’s deck (decision 036)', () => {
  it('opens with members near her who fit what she looks for', async () => {
    const { app } = testApp(database.db, { clock: clock.now })
    const cookie = await sessionCookie(database.db, DEMO_MEMBER_ID, clock.now())
    const response = await app.request('/api/users', { headers: { cookie } })
    expect(response.status).toBe(200)
    const page = DiscoverPageSchema.parse(await response.json())
    const firstTen = page.items.slice(0, 10)
    expect(firstTen).toHaveLength(10)
    // Chicago, where she lives: distances are shown rounded up to 5 miles.
    expect(firstTen.map((card) => card.distanceMiles)).toEqual(Array(10).fill(5))
    for (const card of firstTen) {
      expect(card.gender).toBe('male')
      expect(card.age).toBeGreaterThanOrEqual(27)
      expect(card.age).toBeLessThanOrEqual(40)
    }
  })
})
