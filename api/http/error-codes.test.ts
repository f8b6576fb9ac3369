import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { ErrorBodySchema, type ErrorCode } from '#shared/schemas/errors.ts'
import type { UserRow } from '../db/schema.ts'
import { requireErrorContract } from '../testing/error-contract.ts'
import { signedInMember, signupBody } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * ARCHITECTURE.md "One contract": every refusal is `{ message, code }`, the web deciding by the
 * code. One representative refusal (or more) of each route file and of the app's own answers
 * (not found, signed out, bad input, wrong content type), each body parsed with ErrorBodySchema.
 */
const database = useTestDatabase()
const clock = testClock()

let me: UserRow & { cookie: string }
let other: UserRow & { cookie: string }

beforeEach(async () => {
  await database.reset()
  me = await signedInMember(database.db, clock.now(), { membershipTier: 'free' })
  other = await signedInMember(database.db, clock.now(), { gender: 'male', lookingFor: 'female' })
})

interface Case {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: () => string
  body?: () => unknown
  signedOut?: boolean
  contentType?: string
  status: number
  code: ErrorCode
}

const cases: Case[] = [
  {
    name: 'an unknown route',
    method: 'GET',
    path: () => '/api/nowhere',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'signed out',
    method: 'GET',
    path: () => '/api/auth/user',
    signedOut: true,
    status: 401,
    code: 'unauthorized',
  },
  {
    name: 'auth: a wrong password',
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => ({ email: me.email, password: 'not-the-password' }),
    signedOut: true,
    status: 401,
    code: 'invalid_credentials',
  },
  {
    name: 'auth: an email with an account',
    method: 'POST',
    path: () => '/api/auth/signup',
    body: () => signupBody({ email: me.email }),
    signedOut: true,
    status: 409,
    code: 'email_taken',
  },
  {
    name: 'users: a Premium filter for a free member',
    method: 'GET',
    path: () => '/api/users?country=Greece',
    status: 403,
    code: 'advanced_filters_required',
  },
  {
    name: 'users: a cursor of nothing',
    method: 'GET',
    path: () => '/api/users?cursor=!!!!',
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'users: nobody',
    method: 'GET',
    path: () => '/api/users/999999',
    status: 404,
    code: 'not_found',
  },
  {
    name: "users: another member's conversations",
    method: 'GET',
    path: () => `/api/users/${other.id}/conversations`,
    status: 403,
    code: 'forbidden',
  },
  {
    name: 'likes: for another member',
    method: 'POST',
    path: () => '/api/likes',
    body: () => ({ fromUserId: other.id, toUserId: me.id, clientId: randomUUID() }),
    status: 403,
    code: 'forbidden',
  },
  {
    name: 'likes: a body missing its fields',
    method: 'POST',
    path: () => '/api/likes',
    body: () => ({}),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'likes: not JSON',
    method: 'POST',
    path: () => '/api/likes',
    body: () => 'like',
    contentType: 'text/plain',
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'passes: nobody',
    method: 'POST',
    path: () => '/api/passes',
    body: () => ({ fromUserId: me.id, toUserId: 999_999, clientId: randomUUID() }),
    status: 404,
    code: 'not_found',
  },
  {
    name: 'messages: not a match',
    method: 'POST',
    path: () => '/api/messages',
    body: () => ({ fromUserId: me.id, toUserId: other.id, content: 'Hi', clientId: randomUUID() }),
    status: 403,
    code: 'not_a_match',
  },
  {
    name: 'membership: a super like of nobody',
    method: 'POST',
    path: () => '/api/membership/super-like',
    body: () => ({ fromUserId: me.id, toUserId: 999_999, clientId: randomUUID() }),
    status: 404,
    code: 'not_found',
  },
  {
    name: 'safety: blocking oneself',
    method: 'POST',
    path: () => '/api/blocks',
    body: () => ({ blockedUserId: me.id }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'moderation: not a moderator',
    method: 'GET',
    path: () => '/api/moderation/reports',
    status: 403,
    code: 'forbidden',
  },
  {
    name: 'parish events: none',
    method: 'GET',
    path: () => '/api/parish-events/999999',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'clergy reference: none yet',
    method: 'GET',
    path: () => '/api/clergy-reference',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'privacy: a wrong password',
    method: 'DELETE',
    path: () => '/api/privacy/account',
    body: () => ({ password: 'not-the-password' }),
    status: 403,
    code: 'password_incorrect',
  },
  {
    name: 'photos: none',
    method: 'DELETE',
    path: () => '/api/profile/photos/999999',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'push: a subscription of nothing',
    method: 'PUT',
    path: () => '/api/push/subscription',
    body: () => ({}),
    status: 400,
    code: 'validation_failed',
  },
]

describe('every refusal carries its code', () => {
  it.each(cases)('$name: $status $code', async (refusal) => {
    const { app } = testApp(database.db, { clock: clock.now })
    const body = refusal.body?.()
    const headers: Record<string, string> = {
      ...jsonHeaders(refusal.signedOut ? undefined : me.cookie),
      origin: 'http://localhost',
      ...(refusal.contentType && { 'content-type': refusal.contentType }),
    }
    const res = await app.request(refusal.path(), {
      method: refusal.method,
      headers,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    const answer = ErrorBodySchema.parse(await res.json())
    expect({ status: res.status, code: answer.code }).toEqual({
      status: refusal.status,
      code: refusal.code,
    })
    expect(answer.message).not.toBe('')
    if (refusal.code === 'validation_failed' && refusal.name.includes('missing')) {
      expect(answer.field).toBeTruthy()
      expect(answer.message.startsWith(`${answer.field}: `)).toBe(true)
    }
  })
})

describe('the test app refuses an error answer without a code', () => {
  const request = new Request('http://localhost/api/likes', { method: 'POST' })
  it('fails a 4xx whose body has only a message, or is not JSON', async () => {
    for (const text of ['{"message":"No"}', 'Bad request', '{"message":"No","code":"nonsense"}']) {
      await expect(
        requireErrorContract(request, new Response(text, { status: 400 })),
      ).rejects.toThrow(/without the error contract/)
    }
  })
  it('lets a coded refusal and any success through', async () => {
    const coded = new Response('{"message":"No","code":"forbidden"}', { status: 403 })
    await expect(requireErrorContract(request, coded)).resolves.toBeUndefined()
    await expect(
      requireErrorContract(request, new Response('oops', { status: 200 })),
    ).resolves.toBeUndefined()
  })
})
