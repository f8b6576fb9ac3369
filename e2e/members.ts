import { randomUUID } from 'node:crypto'
import { expect, request, type APIRequestContext } from '@playwright/test'
import { BASE_URL } from './playwright.config.ts'
import { uniqueEmail } from './fixtures.ts'

/**
 * A member made for one test through the real API, with their own session: newly signed up, so
 * the newest in the discover feed (it lists newest first after any boosted members).
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

export async function signUpMember(
  firstName: string,
  gender: 'male' | 'female' = 'male',
  lookingFor: 'male' | 'female' = 'female',
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
      age: 34,
      gender,
      lookingFor,
    },
  })
  expect(signup.ok(), await signup.text()).toBe(true)
  const me = (await (await api.get('/api/auth/user')).json()) as { id: number }
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
