import { randomUUID } from 'node:crypto'
import { expect, request, type APIRequestContext } from '@playwright/test'
import { BASE_URL } from './playwright.config.ts'
import { birthDateAged, uniqueEmail } from './fixtures.ts'
import { confirmAddress } from './mailbox.ts'
import { samplePhotoFile } from './photos.ts'

/**
 * A member made for one test through the real API, with their own session: newly signed up and
 * living in the demo member's city, so near the top of a deck ranked anew (a newcomer, active, near).
 */
export interface TestMember {
  id: number
  firstName: string
  lastName: string
  fullName: string
  email: string
  /** Every test member signs up with this password. */
  password: string
  api: APIRequestContext
}

/** Where test members live: the demo member's city. */
export const HOME_CITY = 'us-chicago'

export async function signUpMember(
  firstName: string,
  gender: 'male' | 'female' = 'male',
  lookingFor: 'male' | 'female' = 'female',
  age = 34,
  homeCity: string | null = HOME_CITY,
  /**
   * With the deck's minimum (issue #35): a photo, and consent and a denomination (and church
   * attendance, so compatibility is scored); without a city, or when false, the member is in no deck.
   */
  deckReady = homeCity !== null,
): Promise<TestMember> {
  const api = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
  })
  const lastName = `Test${Math.floor(Math.random() * 1e6)}`
  const email = uniqueEmail(firstName.toLowerCase())
  const password = 'a-long-password'
  const signup = await api.post('/api/auth/signup', {
    data: {
      email,
      password,
      firstName,
      lastName,
      birthDate: birthDateAged(age),
      gender,
      lookingFor,
    },
  })
  expect(signup.ok(), await signup.text()).toBe(true)
  const me = (await (await api.get('/api/auth/user')).json()) as { id: number }
  await confirmAddress(api, email)
  // Living in Chicago, as the demo member does (members pick their city, decision 037): the
  // decks rank near members first (decision 036).
  if (homeCity !== null) {
    const city = await api.put(`/api/users/${me.id}/home-city`, { data: { cityId: homeCity } })
    expect(city.ok(), await city.text()).toBe(true)
  }
  if (deckReady) await giveDeckMinimum(api)
  return {
    id: me.id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email,
    password,
    api,
  }
}

/** POST /api/likes as `from` (a fresh clientId each time); answers the status and body. */
export async function like(api: APIRequestContext, fromUserId: number, toUserId: number) {
  const response = await api.post('/api/likes', {
    data: { fromUserId, toUserId, clientId: randomUUID() },
    headers: { origin: BASE_URL },
  })
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> }
}

/** Moves `member` to a paid tier through the built-in test checkout (no card is charged). */
export async function upgradeTo(member: TestMember, tier: 'premium' | 'verified') {
  const plans = (await (await member.api.get('/api/subscription/plans')).json()) as {
    tier: string
    priceId: string | null
  }[]
  const priceId = plans.find((plan) => plan.tier === tier)?.priceId
  const created = await member.api.post('/api/subscription/create-checkout-session', {
    data: { userId: member.id, priceId, tier },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { sessionId } = (await created.json()) as { sessionId: string }
  const paid = await member.api.post(`/api/checkout/test-sessions/${sessionId}/complete`)
  expect(paid.ok(), await paid.text()).toBe(true)
}

/** The member's super likes this week, as GET /api/membership/stats counts them. */
export async function superLikesThisWeek(member: TestMember): Promise<number> {
  const stats = (await (await member.api.get(`/api/membership/stats/${member.id}`)).json()) as {
    usage: { superlikesThisWeek: number }
  }
  return stats.usage.superlikesThisWeek
}

/**
 * Consent to store faith data, then the profile builder's whole profile (POST /api/profile),
 * through the API: a Greek Orthodox member in Chicago, with `overrides`.
 */
export async function completeProfile(member: TestMember, overrides: Record<string, unknown> = {}) {
  const consent = await member.api.put('/api/privacy/consent', { data: { religiousData: true } })
  expect(consent.ok(), await consent.text()).toBe(true)
  const me = (await (await member.api.get('/api/auth/user')).json()) as {
    profileEditVersion: number
    age: number
  }
  const profile = await member.api.post('/api/profile', {
    data: {
      firstName: member.firstName,
      lastName: member.lastName,
      age: me.age,
      location: 'Chicago',
      country: 'United States',
      bio: 'Chanter at St. Demetrios; I love long walks after Vespers.',
      race: 'Greek',
      weight: 130,
      height: '168cm',
      eyeColor: 'Brown',
      bustChest: 34,
      waist: 27,
      hipsInseam: 36,
      occupation: 'Iconographer',
      income: 60_000,
      educationLevel: "Master's Degree",
      englishFluency: 'Fluent',
      denomination: 'Greek Orthodox',
      churchAttendanceFrequency: 'Weekly',
      jurisdiction: 'GOARCH',
      mbtiType: 'INFJ',
      loveLanguage: 'Quality Time',
      ...overrides,
      baseVersion: me.profileEditVersion,
    },
  })
  expect(profile.ok(), await profile.text()).toBe(true)
}

/** A photo (under review counts), consent to keep faith data, a denomination and attendance. */
async function giveDeckMinimum(api: APIRequestContext) {
  const photo = await api.post('/api/profile/photos', {
    multipart: { photo: samplePhotoFile(0), clientId: randomUUID() },
  })
  expect(photo.status(), await photo.text()).toBe(201)
  await giveFaithBasics(api)
}

/** Consent to religious data, a denomination and a church attendance: the faith of the minimum. */
export async function giveFaithBasics(api: APIRequestContext) {
  const consent = await api.put('/api/privacy/consent', { data: { religiousData: true } })
  expect(consent.ok(), await consent.text()).toBe(true)
  const faith = await api.put('/api/profile/faith-basics', {
    data: { denomination: 'Greek Orthodox', churchAttendanceFrequency: 'Weekly' },
  })
  expect(faith.ok(), await faith.text()).toBe(true)
}
