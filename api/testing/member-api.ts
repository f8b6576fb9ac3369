import { expect } from 'vitest'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { MatchListSchema } from '#shared/schemas/likes.ts'
import { ConversationListSchema } from '#shared/schemas/messages.ts'
import type { Database } from '../db/connect.ts'
import type { UserRow } from '../db/schema.ts'
import type { PaymentProvider } from '../payments/port.ts'
import type { Config } from '../config.ts'
import { sessionCookie } from './members.ts'
import { jsonHeaders, testApp } from './test-app.ts'

/** The API as one signed-in member (or signed out when no member is given). */
export async function memberApi(
  db: Database,
  now: () => Date,
  member: UserRow | null,
  options: { config?: Config; payments?: PaymentProvider } = {},
) {
  const cookie = member ? await sessionCookie(db, member.id, now()) : undefined
  const { app } = testApp(db, { clock: now, ...options })
  const call = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: jsonHeaders(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    delete: (path: string, body?: unknown) => call('DELETE', path, body),
  }
}
export type MemberApi = Awaited<ReturnType<typeof memberApi>>

/** The ids of the member's first discover page. */
export async function deckIds(api: MemberApi) {
  const res = await api.get('/api/users')
  expect(res.status).toBe(200)
  return DiscoverPageSchema.parse(await res.json()).items.map((item) => item.id)
}

/** The ids of the member's matches. */
export async function matchIds(api: MemberApi, member: UserRow) {
  const res = await api.get(`/api/users/${member.id}/matches`)
  expect(res.status).toBe(200)
  return MatchListSchema.parse(await res.json()).map((match) => match.user.id)
}

/** The ids of the members the member has a listed conversation with. */
export async function conversationPartners(api: MemberApi, member: UserRow) {
  const res = await api.get(`/api/users/${member.id}/conversations`)
  expect(res.status).toBe(200)
  return ConversationListSchema.parse(await res.json()).map((c) =>
    c.fromUser.id === member.id ? c.toUser.id : c.fromUser.id,
  )
}
