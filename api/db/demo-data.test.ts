import { describe, expect, it } from 'vitest'
import { profileProgress } from '#shared/domain/profile-progress.ts'
import {
  CHURCH_ATTENDANCE,
  COUNTRIES,
  DENOMINATIONS,
  GENDERS,
  MEMBERSHIP_TIERS,
  PARISH_EVENT_TYPES,
} from '#shared/domain/vocabularies.ts'
import { MatchPreferencesSchema } from '#shared/schemas/preferences.ts'
import { ProfileSchema } from '#shared/schemas/profile.ts'
import { CurrentUserSchema, PublicProfileSchema } from '#shared/schemas/user.ts'
import {
  DEMO_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_PASSWORD,
  buildDemoData,
  type DemoData,
  type DemoUser,
} from './demo-data.ts'
import { CITIES } from '#shared/domain/cities.ts'
import { DEMO_CITIES } from './demo/cities.ts'
import { AGE_BANDS } from './demo/distributions.ts'

const now = new Date('2026-11-22T06:00:00.000Z')
const data = buildDemoData({ now })
const byId = new Map(data.users.map((u) => [u.id, u]))
const demo = byId.get(DEMO_MEMBER_ID) as DemoUser

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`
const liked = new Set(data.likes.map((l) => `${l.fromUserId}>${l.toUserId}`))
const matchedPairs = new Set(data.matches.map((m) => pairKey(m.userId1, m.userId2)))

function valuesOf<K extends keyof DemoUser>(users: DemoUser[], key: K): Set<DemoUser[K]> {
  return new Set(users.map((u) => u[key]))
}

function ageBandsOf(users: DemoUser[]): Set<number> {
  return new Set(
    users.map((u) => AGE_BANDS.findIndex(([min, max]) => u.age >= min && u.age <= max)),
  )
}

describe('buildDemoData', () => {
  it('gives the same data on every run for the same now', () => {
    expect(buildDemoData({ now })).toEqual(data)
  })

  it('has at least 300 members with ids 1..N', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(300)
    expect(data.users.map((u) => u.id)).toEqual(data.users.map((_, i) => i + 1))
  })

  it('spreads members over every denomination, country, gender, age band, tier and attendance', () => {
    expect([...valuesOf(data.users, 'denomination')].sort()).toEqual([...DENOMINATIONS].sort())
    expect([...valuesOf(data.users, 'country')].sort()).toEqual([...COUNTRIES].sort())
    expect([...valuesOf(data.users, 'gender')].sort()).toEqual([...GENDERS].sort())
    expect([...valuesOf(data.users, 'membershipTier')].sort()).toEqual([...MEMBERSHIP_TIERS].sort())
    expect([...valuesOf(data.users, 'churchAttendanceFrequency')].sort()).toEqual(
      [...CHURCH_ATTENDANCE].sort(),
    )
    expect([...ageBandsOf(data.users)].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('covers every value even in a small set of a dozen members', () => {
    const small = buildDemoData({ members: 13, now })
    expect(small.users).toHaveLength(13)
    expect(valuesOf(small.users, 'denomination').size).toBe(DENOMINATIONS.length)
    expect(valuesOf(small.users, 'country').size).toBe(COUNTRIES.length)
    expect(valuesOf(small.users, 'membershipTier').size).toBe(MEMBERSHIP_TIERS.length)
    expect(valuesOf(small.users, 'churchAttendanceFrequency').size).toBe(CHURCH_ATTENDANCE.length)
    expect(ageBandsOf(small.users).size).toBe(AGE_BANDS.length)
  })

  it('gives every member a unique username and e-mail at example.org', () => {
    expect(valuesOf(data.users, 'username').size).toBe(data.users.length)
    expect(valuesOf(data.users, 'email').size).toBe(data.users.length)
    for (const user of data.users.filter((u) => u.id !== DEMO_MEMBER_ID)) {
      expect(user.email).toMatch(new RegExp(`^[a-z]+\\.[a-z]+\\.${user.id}@example\\.org$`))
    }
  })

  it('fills a complete, valid profile for every member', () => {
    for (const user of data.users) {
      const profile = ProfileSchema.safeParse(user)
      expect(profile.error?.issues ?? [], `member ${user.id}`).toEqual([])
      expect(user.profileCompletionStep).toBe(5)
      expect(user.lookingFor).not.toBe(user.gender)
      expect(user.cupSize === null).toBe(user.gender === 'male')
      expect(user.bio.length).toBeGreaterThan(20)
      expect(user.minAge).toBeLessThanOrEqual(user.maxAge)
    }
  })

  it('records consent to store religious data for every member with faith data (docs/privacy.md)', () => {
    for (const user of data.users) {
      expect(user.denomination).not.toBeNull()
      expect(user.religiousDataConsentAt.getTime()).toBe(user.createdAt.getTime())
    }
  })

  it('fits the answer shapes of the contract once dates are written as ISO strings', () => {
    for (const user of data.users) {
      const answer = {
        ...user,
        createdAt: user.createdAt.toISOString(),
        subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
        religiousDataConsentAt: user.religiousDataConsentAt.toISOString(),
        // The column's default: no generated picture (the photos are the pictures).
        profileImageUrl: null,
        compatibilityScore: null,
        theologicalScore: null,
        distanceMiles: null,
        // The column's default: every demo member is a member (the moderator is seeded apart).
        role: 'member',
        // The column's default too (the trigger moves it when a builder field changes).
        profileEditVersion: 1,
      }
      expect(PublicProfileSchema.safeParse(answer).error?.issues ?? []).toEqual([])
      expect(CurrentUserSchema.safeParse(answer).error?.issues ?? []).toEqual([])
    }
  })

  it('places members in a listed city of their country, at city precision', () => {
    for (const user of data.users) {
      const city = DEMO_CITIES[user.country].find((c) => c.name === user.location)
      expect(city, `${user.location}, ${user.country}`).toBeDefined()
      expect(user.latitude).toBe(Math.round(user.latitude * 100) / 100)
      expect(user.longitude).toBe(Math.round(user.longitude * 100) / 100)
    }
  })

  it('stores preferences the preferences schema accepts as they are', () => {
    for (const user of data.users) {
      expect(MatchPreferencesSchema.parse(user.matchPreferences)).toEqual(user.matchPreferences)
    }
  })

  it('pictures every member with 2-4 photos and no initials avatar', () => {
    for (const user of data.users) {
      expect(user).not.toHaveProperty('profileImageUrl')
      const count = data.photos.filter((photo) => photo.userId === user.id).length
      expect(count, `member ${user.id}`).toBeGreaterThanOrEqual(2)
      expect(count, `member ${user.id}`).toBeLessThanOrEqual(4)
    }
  })

  it('seeds complete profiles: nothing left to add for any member, the demo member included (issue #35)', () => {
    for (const user of data.users) {
      const photos = data.photos.filter((photo) => photo.userId === user.id)
      expect(profileProgress({ ...user, photos }), `member ${user.id}`).toEqual({
        percent: 100,
        missing: [],
        hiddenFor: [],
      })
    }
  })
})

describe('the demo member', () => {
  it('is the Greek Orthodox woman in Chicago the brief describes', () => {
    expect(DEMO_MEMBER_ID).toBe(6)
    expect(DEMO_PASSWORD).toBe('demo-password')
    expect(demo).toMatchObject({
      id: 6,
      email: DEMO_EMAIL,
      username: 'demo',
      denomination: 'Greek Orthodox',
      gender: 'female',
      lookingFor: 'male',
      age: 29,
      location: 'Chicago',
      country: 'United States',
      membershipTier: 'free',
    })
    expect(demo.bio.length).toBeGreaterThan(50)
    expect(demo.matchPreferences.ageRange).toEqual([27, 40])
  })

  it('was liked by about a dozen men', () => {
    const admirers = data.likes.filter((l) => l.toUserId === DEMO_MEMBER_ID)
    expect(admirers).toHaveLength(12)
    for (const like of admirers) expect(byId.get(like.fromUserId)?.gender).toBe('male')
  })

  it('has five matches with men, each liked both ways', () => {
    const mine = data.matches.filter(
      (m) => m.userId1 === DEMO_MEMBER_ID || m.userId2 === DEMO_MEMBER_ID,
    )
    expect(mine).toHaveLength(5)
    for (const match of mine) {
      const partner = match.userId1 === DEMO_MEMBER_ID ? match.userId2 : match.userId1
      expect(byId.get(partner)?.gender).toBe('male')
      expect(liked.has(`${partner}>${DEMO_MEMBER_ID}`)).toBe(true)
      expect(liked.has(`${DEMO_MEMBER_ID}>${partner}`)).toBe(true)
    }
  })

  it('talks with three matches: 4-8 alternating messages each, in the past days', () => {
    const conversations = new Map<number, DemoData['messages']>()
    for (const message of data.messages) {
      if (message.fromUserId !== DEMO_MEMBER_ID && message.toUserId !== DEMO_MEMBER_ID) continue
      const partner = message.fromUserId === DEMO_MEMBER_ID ? message.toUserId : message.fromUserId
      conversations.set(partner, [...(conversations.get(partner) ?? []), message])
    }
    expect(conversations.size).toBe(3)
    for (const [partner, messages] of conversations) {
      expect(matchedPairs.has(pairKey(partner, DEMO_MEMBER_ID))).toBe(true)
      expect(messages.length).toBeGreaterThanOrEqual(4)
      expect(messages.length).toBeLessThanOrEqual(8)
      messages.forEach((message, i) => {
        expect(message.content.trim().length).toBeGreaterThan(0)
        expect(message.content.length).toBeLessThanOrEqual(500)
        expect(message.createdAt.getTime()).toBeLessThan(now.getTime())
        expect(message.createdAt.getTime()).toBeGreaterThan(now.getTime() - 14 * 86_400_000)
        const previous = messages[i - 1]
        if (previous) {
          expect(message.fromUserId).not.toBe(previous.fromUserId)
          expect(message.createdAt.getTime()).toBeGreaterThan(previous.createdAt.getTime())
        }
      })
    }
  })
})

describe('likes, matches and messages', () => {
  it('never repeat a like or like oneself', () => {
    expect(liked.size).toBe(data.likes.length)
    for (const like of data.likes) expect(like.fromUserId).not.toBe(like.toUserId)
  })

  it('make exactly one match per pair that liked each other, and no other', () => {
    expect(matchedPairs.size).toBe(data.matches.length)
    for (const match of data.matches) {
      expect(match.userId1).toBeLessThan(match.userId2)
      expect(liked.has(`${match.userId1}>${match.userId2}`)).toBe(true)
      expect(liked.has(`${match.userId2}>${match.userId1}`)).toBe(true)
    }
    const mutual = data.likes.filter((l) => liked.has(`${l.toUserId}>${l.fromUserId}`))
    expect(new Set(mutual.map((l) => pairKey(l.fromUserId, l.toUserId))).size).toBe(
      data.matches.length,
    )
  })

  it('happen after both members joined and before now', () => {
    for (const like of data.likes) {
      const joined = Math.max(
        byId.get(like.fromUserId)!.createdAt.getTime(),
        byId.get(like.toUserId)!.createdAt.getTime(),
      )
      expect(like.createdAt.getTime()).toBeGreaterThan(joined)
      expect(like.createdAt.getTime()).toBeLessThan(now.getTime())
    }
  })

  it('only pass between matched members', () => {
    for (const message of data.messages) {
      expect(matchedPairs.has(pairKey(message.fromUserId, message.toUserId))).toBe(true)
    }
  })
})

describe('parishes', () => {
  /** The demo country of the nearest city of the shared list (within about 30 km) a parish sits by. */
  const countryNear = (latitude: number, longitude: number) =>
    CITIES.find(
      (city) =>
        Math.abs(city.latitude - latitude) <= 0.3 && Math.abs(city.longitude - longitude) <= 0.3,
    )?.country

  it('places at least 500 parishes by cities of every demo country, clergy mail at example.org', () => {
    expect(data.parishes.length).toBeGreaterThanOrEqual(500)
    expect(new Set(data.parishes.map((p) => p.id)).size).toBe(data.parishes.length)
    const perCountry = new Map<string, number>()
    for (const parish of data.parishes) {
      const country = countryNear(parish.latitude, parish.longitude)
      expect(country, `${parish.name}, ${parish.address}`).toBeDefined()
      perCountry.set(country!, (perCountry.get(country!) ?? 0) + 1)
      expect(parish.priestEmail).toMatch(/^[a-z.]+@example\.org$/)
      if (parish.deaconName) expect(parish.deaconEmail).toMatch(/^[a-z.]+@example\.org$/)
      expect(parish.serviceTimes).toMatch(/^Sunday: /)
    }
    for (const country of COUNTRIES) expect(perCountry.get(country)).toBeGreaterThanOrEqual(30)
  })

  it('gives each parish a jurisdiction of its country, and a name that says what it is', () => {
    const jurisdictionsOf = (country: string) =>
      new Set(
        data.parishes
          .filter((p) => countryNear(p.latitude, p.longitude) === country)
          .map((p) => p.jurisdiction),
      )
    expect(jurisdictionsOf('Greece')).toEqual(new Set(['Church of Greece']))
    expect(jurisdictionsOf('Serbia')).toEqual(new Set(['Serbian']))
    expect(jurisdictionsOf('Romania')).toEqual(new Set(['Romanian']))
    expect(jurisdictionsOf('United States')).toEqual(
      new Set(['OCA', 'GOARCH', 'ROCOR', 'Antiochian', 'Serbian', 'Romanian', 'Bulgarian']),
    )
    for (const parish of data.parishes) {
      expect(parish.name).toMatch(/Church|Cathedral/)
      if (parish.jurisdiction === 'GOARCH') expect(parish.name).toMatch(/Greek Orthodox/)
    }
    // The US ones read as US addresses: '…, Chicago, IL 60610'.
    for (const parish of data.parishes.filter((p) => p.longitude < -60))
      expect(parish.address).toMatch(/, [A-Z]{2} \d{5}$/)
  })

  it('gives each parish 1-4 events, at least one upcoming, and some already past', () => {
    for (const parish of data.parishes) {
      const events = data.parishEvents.filter((e) => e.parishId === parish.id)
      expect(events.length).toBeGreaterThanOrEqual(1)
      expect(events.length).toBeLessThanOrEqual(4)
      expect(events.some((e) => e.eventDate.getTime() > now.getTime())).toBe(true)
    }
    expect(data.parishEvents.some((e) => e.eventDate.getTime() < now.getTime())).toBe(true)
    expect(new Set(data.parishEvents.map((e) => e.eventType))).toEqual(new Set(PARISH_EVENT_TYPES))
    const verifiedOnly = data.parishEvents.filter((e) => e.verifiedOnly)
    expect(verifiedOnly.length).toBeGreaterThan(10)
    for (const event of verifiedOnly)
      expect(['young-adults', 'pilgrimage']).toContain(event.eventType)
    expect(new Set(data.parishEvents.map((e) => e.id)).size).toBe(data.parishEvents.length)
  })

  it('dates events from the given now', () => {
    const later = buildDemoData({ now: new Date('2027-03-01T12:00:00.000Z') })
    const firstLiturgy = later.parishEvents[0]!
    expect(firstLiturgy.title).toBe('Divine Liturgy')
    expect(firstLiturgy.eventDate.toISOString()).toBe('2027-03-07T15:00:00.000Z')
  })
})

describe('demo event answers', () => {
  it('has the demo member going to an upcoming event with members who fit her there, seen', () => {
    const mine = data.eventRsvps.filter((r) => r.userId === DEMO_MEMBER_ID)
    expect(mine.map((r) => r.status)).toEqual(['going', 'interested'])
    const event = data.parishEvents.find((e) => e.id === mine[0]!.eventId)!
    expect(event.eventDate.getTime()).toBeGreaterThan(now.getTime())
    const others = data.eventRsvps.filter(
      (r) => r.eventId === event.id && r.userId !== DEMO_MEMBER_ID && r.visible,
    )
    expect(others.length).toBeGreaterThanOrEqual(3)
    for (const r of others) expect(data.users[r.userId - 1]!.gender).toBe('male')
  })
})
