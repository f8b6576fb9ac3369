import * as z from '#shared/schemas/zod.ts'
import { MatchPreferencesSchema, type MatchPreferences } from '#shared/schemas/preferences.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { apiRequest } from './api-client.ts'
import { rememberMember } from './current-member.ts'
import { db } from './db.ts'

/** The Dexie drafts key of a member's half-filled ideal-match wizard. */
export const preferencesDraftKey = (memberId: number) => `preferences:${memberId}`

const PreferencesDraftSchema = z.object({
  step: z.int().check(z.gte(0)),
  values: MatchPreferencesSchema,
})
export type PreferencesDraft = z.infer<typeof PreferencesDraftSchema>

/** The member's saved draft, or null when there is none (or it no longer reads as one). */
export async function loadPreferencesDraft(memberId: number): Promise<PreferencesDraft | null> {
  const row = await db.drafts.get(preferencesDraftKey(memberId))
  const parsed = PreferencesDraftSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : null
}

export async function savePreferencesDraft(
  memberId: number,
  draft: PreferencesDraft,
): Promise<void> {
  await db.drafts.put({ key: preferencesDraftKey(memberId), value: draft, updatedAt: Date.now() })
}

/**
 * PATCH /api/users/{id} {matchPreferences} (profile-faith-parish §7), for Save Progress and the
 * final save alike; the device then holds the member as the server answered. `done` (the final
 * save) also forgets the draft. Throws HttpError / NetworkError on failure, keeping the draft.
 */
export async function saveMatchPreferences(
  memberId: number,
  matchPreferences: MatchPreferences,
  { done }: { done: boolean },
): Promise<void> {
  const member = await apiRequest(`/api/users/${memberId}`, {
    method: 'PATCH',
    body: { matchPreferences },
    schema: CurrentUserSchema,
  })
  if (done) await db.drafts.delete(preferencesDraftKey(memberId))
  await rememberMember(member)
}
