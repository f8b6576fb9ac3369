import {
  EndedSessionsSchema,
  MemberSessionsSchema,
  type MemberSession,
} from '#shared/schemas/sessions.ts'
import { apiRequest } from './api-client.ts'

/**
 * Where the member is signed in (docs/accounts.md). Online only: read while the screen is open and
 * never kept on the device; a sign-out happens while the member watches, never queued.
 */
export async function fetchMemberSessions(): Promise<MemberSession[]> {
  return (await apiRequest('/api/auth/sessions', { schema: MemberSessionsSchema })).sessions
}

/** Signs out one of the member's other sessions. */
export async function signOutSession(id: string): Promise<void> {
  await apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** Signs out every session but this device's; answers how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  const answer = await apiRequest('/api/auth/sessions/end-others', {
    method: 'POST',
    schema: EndedSessionsSchema,
  })
  return answer.ended
}
