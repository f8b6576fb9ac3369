import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILTER_REFUSED_MESSAGES } from '#shared/domain/filter-access.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { CurrentUserSchema, PublicProfileSchema } from '#shared/schemas/user.ts'
import { users, type UserRow } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { completeProfile, currentProfileEditVersion } from '../testing/profiles.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The vitals (issue #33 part 3): saved by the builder, read back, shown to others, filtered. */
const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
})

const vitals = {
  maritalStatus: 'widowed',
  hasChildren: 'yes',
  wantsChildren: 'maybe',
  smoking: 'never',
  drinking: 'socially',
} as const

async function signedIn(overrides: Partial<typeof users.$inferInsert> = {}) {
  const member = await insertMember(database.db, overrides)
  return { member, cookie: await sessionCookie(database.db, member.id, clock.now()) }
}

const stored = async (id: number): Promise<UserRow> =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

async function submit(member: UserRow, cookie: string, body: Record<string, unknown>) {
  const baseVersion = await currentProfileEditVersion(database.db, member.id)
  return app.request('/api/profile', {
    method: 'POST',
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ ...completeProfile, baseVersion, ...body }),
  })
}

describe('the vitals on the profile', () => {
  it('are saved by the profile submit and read back by the member and by others', async () => {
    const { member, cookie } = await signedIn()
    const response = await submit(member, cookie, vitals)
    expect(response.status).toBe(200)
    expect(CurrentUserSchema.parse(await response.json())).toMatchObject(vitals)
    expect(await stored(member.id)).toMatchObject(vitals)

    const own = await app.request('/api/auth/user', { headers: { cookie } })
    expect(CurrentUserSchema.parse(await own.json())).toMatchObject(vitals)

    const other = await signedIn({ gender: 'male', lookingFor: 'female' })
    const seen = await app.request(`/api/users/${member.id}`, {
      headers: { cookie: other.cookie },
    })
    expect(seen.status).toBe(200)
    expect(PublicProfileSchema.parse(await seen.json())).toMatchObject(vitals)
    const deck = DiscoverPageSchema.parse(
      await (await app.request('/api/users', { headers: { cookie: other.cookie } })).json(),
    )
    expect(deck.items.find((item) => item.id === member.id)).toMatchObject(vitals)
  })

  it('are optional: left out or null they are cleared, and absent they read as null', async () => {
    const { member, cookie } = await signedIn({ ...vitals })
    expect((await submit(member, cookie, { maritalStatus: null })).status).toBe(200)
    expect(await stored(member.id)).toMatchObject({
      maritalStatus: null,
      hasChildren: null,
      wantsChildren: null,
      smoking: null,
      drinking: null,
    })
  })

  it('refuses a value off the list with 400 naming the field, changing nothing', async () => {
    const { member, cookie } = await signedIn({ ...vitals })
    const before = await stored(member.id)
    for (const [field, value] of [
      ['maritalStatus', 'single'],
      ['hasChildren', 'three'],
      ['wantsChildren', 'open'],
      ['smoking', 'often'],
      ['drinking', 'daily'],
      ['drinking', 7],
    ] as const) {
      const response = await submit(member, cookie, {
        ...vitals,
        firstName: 'Changed',
        [field]: value,
      })
      expect(response.status, field).toBe(400)
      expect(await response.json()).toEqual({
        message: `${field}: Choose a listed answer`,
        code: 'validation_failed',
        field,
      })
    }
    expect(await stored(member.id)).toEqual(before)
  })
})

describe('the vitals filters of the deck', () => {
  async function women() {
    const never = await insertMember(database.db, {
      maritalStatus: 'never-married',
      wantsChildren: 'yes',
      smoking: 'never',
      drinking: 'never',
    })
    const widowed = await insertMember(database.db, {
      maritalStatus: 'widowed',
      wantsChildren: 'maybe',
      smoking: 'sometimes',
      drinking: 'socially',
    })
    const divorced = await insertMember(database.db, {
      maritalStatus: 'divorced',
      wantsChildren: 'no',
      smoking: 'never',
      drinking: 'regularly',
    })
    const silent = await insertMember(database.db)
    return { never, widowed, divorced, silent }
  }

  async function deckIds(cookie: string, query: string) {
    const response = await app.request(`/api/users?${query}`, { headers: { cookie } })
    expect(response.status, query).toBe(200)
    return DiscoverPageSchema.parse(await response.json())
      .items.map((item) => item.id)
      .sort((a, b) => a - b)
  }

  it('select the members whose answer is the one chosen, and all when nothing is sent', async () => {
    const { never, widowed, divorced, silent } = await women()
    const { cookie } = await signedIn({
      gender: 'male',
      lookingFor: 'female',
      membershipTier: 'premium',
    })
    expect(await deckIds(cookie, '')).toEqual(
      [never.id, widowed.id, divorced.id, silent.id].sort((a, b) => a - b),
    )
    expect(await deckIds(cookie, 'maritalStatus=all')).toHaveLength(4)
    expect(await deckIds(cookie, 'maritalStatus=widowed')).toEqual([widowed.id])
    expect(await deckIds(cookie, 'maritalStatus=never-married')).toEqual([never.id])
    expect(await deckIds(cookie, 'wantsChildren=no')).toEqual([divorced.id])
    expect(await deckIds(cookie, 'smoking=never')).toEqual(
      [never.id, divorced.id].sort((a, b) => a - b),
    )
    expect(await deckIds(cookie, 'drinking=socially')).toEqual([widowed.id])
    expect(await deckIds(cookie, 'smoking=never&drinking=regularly')).toEqual([divorced.id])
    expect(await deckIds(cookie, 'smoking=regularly')).toEqual([])
  })

  it('are advanced filters: a free member is refused with 403, a Verified member is not', async () => {
    await women()
    const free = await signedIn({ gender: 'male', lookingFor: 'female' })
    for (const query of [
      'maritalStatus=widowed',
      'wantsChildren=yes',
      'smoking=never',
      'drinking=never',
    ]) {
      const response = await app.request(`/api/users?${query}`, {
        headers: { cookie: free.cookie },
      })
      expect(response.status, query).toBe(403)
      expect(await response.json()).toMatchObject({
        code: 'advanced_filters_required',
        message: FILTER_REFUSED_MESSAGES.advanced_filters,
      })
    }
    // Untouched ('all') is everyone's.
    expect(await deckIds(free.cookie, 'maritalStatus=all&smoking=')).toHaveLength(4)
    const verified = await signedIn({
      gender: 'male',
      lookingFor: 'female',
      membershipTier: 'verified',
    })
    expect(await deckIds(verified.cookie, 'maritalStatus=divorced')).toHaveLength(1)
  })

  it('refuses a value off the list with 400 naming the filter', async () => {
    const { cookie } = await signedIn({
      gender: 'male',
      lookingFor: 'female',
      membershipTier: 'premium',
    })
    const response = await app.request('/api/users?maritalStatus=single', { headers: { cookie } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'maritalStatus: Unknown marital status',
      code: 'validation_failed',
      field: 'maritalStatus',
    })
  })
})
