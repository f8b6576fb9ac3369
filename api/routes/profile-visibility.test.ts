import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  PROFILE_VISIBILITY,
  VISIBILITY_CHOICES,
  visibilityChoiceOf,
} from '#shared/domain/profile-visibility.ts'
import { CurrentUserSchema, PublicProfileSchema } from '#shared/schemas/user.ts'
import { eventRsvps, likes, messages, users, type UserRow } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMan, insertMember } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { completeProfile, currentProfileEditVersion } from '../testing/profiles.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * "Show on my profile" (issue #33 part 2, decision 051): a sensitive field a member hides reaches
 * no other member in any answer that holds a public profile, is not matched by a filter on it,
 * and stays in the member's own record.
 */
const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))

beforeEach(() => database.reset())

const as = (member: UserRow) => memberApi(database.db, clock.now, member)

/** Values no other field of the test holds, so their text cannot be found by chance. */
const SENSITIVE = {
  race: 'Bulgarian',
  weight: 187,
  income: 123457,
  bustChest: 37,
  waist: 29,
  hipsInseam: 41,
  cupSize: 'DD',
} as const

const PROFILE = {
  ...SENSITIVE,
  bio: 'Choir on Sundays.',
  height: `5'7"`,
  eyeColor: 'Hazel',
  occupation: 'Icon painter',
  educationLevel: "Master's Degree",
  englishFluency: 'Fluent',
  churchAttendanceFrequency: 'Weekly',
  jurisdiction: 'GOARCH',
  mbtiType: 'INFJ',
  loveLanguage: 'Quality Time',
  maritalStatus: 'never-married',
  hasChildren: 'no',
  wantsChildren: 'yes',
  smoking: 'never',
  drinking: 'socially',
} as const

const ALL_HIDDEN = {
  showWeight: false,
  showRace: false,
  showIncome: false,
  showMeasurements: false,
}
const ALL_SHOWN = { showWeight: true, showRace: true, showIncome: true, showMeasurements: true }

/** Public keys computed for the viewer, or that differ for the owner by design (photos). */
const VIEWER_KEYS = new Set([
  'compatibilityScore',
  'theologicalScore',
  'theology',
  'distanceMiles',
  'photos',
  'profileImageUrl',
])

/**
 * Petros (premium, so he sees who liked him and may filter) and a woman of every answer that
 * holds a public profile: she liked him (likes received), they matched and wrote (matches,
 * conversations), she goes to an event he goes to (attendees), and she is in his deck.
 */
async function scene(choices: Record<string, boolean>) {
  const eleni = await insertMember(database.db, { firstName: 'Eleni', ...PROFILE, ...choices })
  const petros = await insertMan(database.db, { firstName: 'Petros', membershipTier: 'premium' })
  const maria = await insertMember(database.db, { firstName: 'Maria', ...PROFILE, ...choices })
  await database.db.insert(likes).values({ fromUserId: eleni.id, toUserId: petros.id })
  await insertMatch(database.db, maria.id, petros.id)
  await database.db
    .insert(messages)
    .values({ fromUserId: maria.id, toUserId: petros.id, content: 'Christ is risen!' })
  const parish = await insertParish(database.db)
  const event = await insertEvent(database.db, parish.id, {
    eventDate: new Date('2026-11-25T18:00:00Z'),
    title: 'Nativity vigil',
  })
  await database.db.insert(eventRsvps).values([
    { eventId: event.id, userId: petros.id, status: 'going', visible: true },
    { eventId: event.id, userId: eleni.id, status: 'going', visible: true },
  ])
  return { eleni, maria, petros, event }
}

/** Every answer Petros can get that holds a public profile, as raw JSON text. */
async function everyAnswer(api: MemberApi, petros: UserRow, others: UserRow[], eventId: number) {
  const paths = [
    '/api/users',
    ...others.map((other) => `/api/users/${other.id}`),
    '/api/likes/received',
    `/api/users/${petros.id}/matches`,
    `/api/users/${petros.id}/conversations`,
    `/api/parish-events/${eventId}/attendees`,
  ]
  const answers: { path: string; text: string }[] = []
  for (const path of paths) {
    const response = await api.get(path)
    expect(response.status, path).toBe(200)
    answers.push({ path, text: await response.text() })
  }
  return answers
}

/** Every object in a JSON answer whose id is the member's and that carries a profile. */
function profilesIn(text: string, memberId: number): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (record.id === memberId && 'firstName' in record) found.push(record)
      Object.values(record).forEach(walk)
    }
  }
  walk(JSON.parse(text))
  return found
}

async function ownRecord(member: UserRow) {
  const response = await (await as(member)).get('/api/auth/user')
  expect(response.status).toBe(200)
  return CurrentUserSchema.parse(await response.json())
}

describe('a member who hides weight, race, income and measurements', () => {
  it('is in no other member’s answer with them, key by key of the public profile', async () => {
    const { eleni, maria, petros, event } = await scene(ALL_HIDDEN)
    const answers = await everyAnswer(await as(petros), petros, [eleni, maria], event.id)
    const NARROW = new Set([`/api/parish-events/${event.id}/attendees`])
    const own = { eleni: await ownRecord(eleni), maria: await ownRecord(maria) }
    const seen = new Set<string>()
    for (const { path, text } of answers) {
      // The values themselves are nowhere in the text of the answer.
      expect(text, path).not.toContain(String(SENSITIVE.income))
      expect(text, path).not.toContain(SENSITIVE.race)
      for (const [name, member] of [
        ['eleni', eleni],
        ['maria', maria],
      ] as const) {
        for (const profile of profilesIn(text, member.id)) {
          seen.add(path)
          for (const key of Object.keys(PublicProfileSchema.shape)) {
            // The attendees' card is narrower (AttendeeSchema): a key it leaves out is not shown.
            if (NARROW.has(path) && !(key in profile)) continue
            expect(profile, `${path} ${key}`).toHaveProperty(key)
            if (visibilityChoiceOf(key)) expect(profile[key], `${path} ${key}`).toBeNull()
            else if (!VIEWER_KEYS.has(key))
              expect(profile[key], `${path} ${key}`).toEqual(
                own[name][key as keyof typeof own.eleni],
              )
          }
          for (const choice of VISIBILITY_CHOICES) expect(profile).not.toHaveProperty(choice)
        }
      }
    }
    // Every answer held one of them: the walk looked at something.
    expect([...seen].sort()).toEqual(answers.map((answer) => answer.path).sort())
    // Their own record holds every field and their choices.
    expect(own.eleni).toMatchObject({ ...SENSITIVE, ...ALL_HIDDEN })
  })

  it('shows them once she chooses to, and hides them again at once (the cached deck too)', async () => {
    const { eleni, petros } = await scene(ALL_SHOWN)
    const petrosApi = await as(petros)
    const seenIn = async (path: string) =>
      profilesIn(await (await petrosApi.get(path)).text(), eleni.id)[0]
    expect(await seenIn('/api/users')).toMatchObject(SENSITIVE)
    expect(await seenIn(`/api/users/${eleni.id}`)).toMatchObject(SENSITIVE)

    // She turns weight and race off in the builder (POST /api/profile), keeping the rest.
    const baseVersion = await currentProfileEditVersion(database.db, eleni.id)
    const submit = await (
      await as(eleni)
    ).post('/api/profile', {
      ...completeProfile,
      ...PROFILE,
      showWeight: false,
      showRace: false,
      showIncome: true,
      showMeasurements: true,
      baseVersion,
    })
    expect(submit.status).toBe(200)
    expect(CurrentUserSchema.parse(await submit.json())).toMatchObject({
      ...SENSITIVE,
      showWeight: false,
      showRace: false,
      showIncome: true,
      profileEditVersion: baseVersion + 1,
    })
    for (const path of ['/api/users', `/api/users/${eleni.id}`]) {
      expect(await seenIn(path), path).toMatchObject({
        weight: null,
        race: null,
        income: SENSITIVE.income,
        bustChest: SENSITIVE.bustChest,
        cupSize: SENSITIVE.cupSize,
      })
    }
  })

  it('keeps her choices when a submit leaves them out, and refuses one that is not a boolean', async () => {
    const eleni = await insertMember(database.db, { ...PROFILE, showIncome: true })
    const api = await as(eleni)
    const stored = async () =>
      (await database.db.select().from(users).where(eq(users.id, eleni.id)))[0]!
    const baseVersion = await currentProfileEditVersion(database.db, eleni.id)
    const refused = await api.post('/api/profile', {
      ...completeProfile,
      showWeight: 'yes',
      baseVersion,
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      message: 'showWeight: showWeight must be true or false',
      code: 'validation_failed',
      field: 'showWeight',
    })
    expect(await stored()).toMatchObject({ showWeight: false, showIncome: true })
    const kept = await api.post('/api/profile', { ...completeProfile, baseVersion })
    expect(kept.status).toBe(200)
    expect(await stored()).toMatchObject({ ...ALL_HIDDEN, showIncome: true })
  })

  it('has them in her privacy export with her choices', async () => {
    const eleni = await insertMember(database.db, { ...PROFILE, ...ALL_HIDDEN, showRace: true })
    const response = await (await as(eleni)).get('/api/privacy/export')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { profile: Record<string, unknown> }
    expect(body.profile).toMatchObject({ ...SENSITIVE, ...ALL_HIDDEN, showRace: true })
  })
})

describe('filters on a field a member hides', () => {
  async function deckIds(api: MemberApi, query: string) {
    const response = await api.get(`/api/users?${query}`)
    expect(response.status, query).toBe(200)
    const ids = profilesInDeck(await response.text())
    return ids.sort((a, b) => a - b)
  }
  const profilesInDeck = (text: string) =>
    (JSON.parse(text) as { items: { id: number }[] }).items.map((item) => item.id)

  it('leave her out, as a field not given does, while the filter is set; without it she is in', async () => {
    const shows = await insertMember(database.db, { ...PROFILE, ...ALL_SHOWN })
    const hides = await insertMember(database.db, { ...PROFILE, ...ALL_HIDDEN })
    const petros = await insertMan(database.db, { membershipTier: 'premium' })
    const api = await as(petros)
    const both = [shows.id, hides.id].sort((a, b) => a - b)
    expect(await deckIds(api, '')).toEqual(both)
    for (const query of [
      'minWeight=150&maxWeight=200',
      'minWeight=150',
      'maxWeight=200',
      'race=Bulgarian',
      'minIncome=100000',
      'maxIncome=200000',
    ]) {
      expect(await deckIds(api, query), query).toEqual([shows.id])
    }
    // Out of the range, neither: the filter still filters.
    expect(await deckIds(api, 'maxWeight=150')).toEqual([])
  })
})

describe('the public profile’s sensitive fields', () => {
  it('are each governed by one choice, and every governed field is in the public shape', () => {
    const governed = VISIBILITY_CHOICES.flatMap((choice) => [...PROFILE_VISIBILITY[choice]])
    expect(new Set(governed).size).toBe(governed.length)
    for (const field of governed) expect(PublicProfileSchema.shape).toHaveProperty(field)
  })
})
