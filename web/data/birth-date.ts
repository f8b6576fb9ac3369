import type { BirthDateConfirmation } from '#shared/schemas/birth-date.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { apiRequest } from './api-client.ts'
import { rememberMember } from './current-member.ts'

/**
 * A member who joined when the app asked for an age confirms their date of birth, once
 * (PUT /api/profile/birth-date, docs/first-run.md). Online only: it is asked calmly, never in
 * the way, so there is nothing to queue; offline it throws NetworkError and nothing changes.
 */
export async function confirmBirthDate(confirmation: BirthDateConfirmation): Promise<void> {
  const member = await apiRequest('/api/profile/birth-date', {
    method: 'PUT',
    body: confirmation,
    schema: CurrentUserSchema,
  })
  await rememberMember(member)
}

/** The device setting that remembers the member put the question off ("asked once"). */
export const birthDateAskedKey = (memberId: number) => `birthDateAsked:${memberId}`
