import * as z from 'zod'
import { DEACON_LETTER_FIELD, UploadAnswerSchema } from '#shared/schemas/profile.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { apiFetch, apiRequest, readAnswer } from './api-client.ts'
import { rememberMember } from './current-member.ts'
import { db } from './db.ts'
import { discardRowsOfKind } from './outbox-queue.ts'

/** The Dexie drafts key of the profile builder's half-filled wizard. */
export const PROFILE_BUILDER_DRAFT = 'profile-builder'
/** The outbox kind of the builder's submit made offline (profile-outbox.ts). */
export const PROFILE_KIND = 'profile'

const BuilderDraftSchema = z.object({
  step: z.number().int().min(0),
  values: z.record(z.string(), z.string()),
})
export type BuilderDraft = z.infer<typeof BuilderDraftSchema>

/** The saved draft, or null when there is none (or it no longer reads as one). */
export async function loadBuilderDraft(): Promise<BuilderDraft | null> {
  const row = await db.drafts.get(PROFILE_BUILDER_DRAFT)
  const parsed = BuilderDraftSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : null
}

export async function saveBuilderDraft(draft: BuilderDraft): Promise<void> {
  await db.drafts.put({ key: PROFILE_BUILDER_DRAFT, value: draft, updatedAt: Date.now() })
}

/**
 * POST /api/profile (profile-faith-parish §7): on success the draft is gone, so is a submit queued
 * or refused earlier (it is superseded), and the device holds the completed member. Throws
 * HttpError / NetworkError on failure.
 */
export async function submitProfile(profile: Record<string, unknown>): Promise<void> {
  const member = await apiRequest('/api/profile', {
    method: 'POST',
    body: profile,
    schema: CurrentUserSchema,
  })
  await db.drafts.delete(PROFILE_BUILDER_DRAFT)
  await discardRowsOfKind(member.id, PROFILE_KIND)
  await rememberMember(member)
}

/** POST /api/upload/deacon-letter: answers the stored letter's reference (deaconLetterUrl). */
export async function uploadDeaconLetter(file: File): Promise<string> {
  const form = new FormData()
  form.append(DEACON_LETTER_FIELD, file)
  const response = await apiFetch('/api/upload/deacon-letter', { method: 'POST', body: form })
  return UploadAnswerSchema.parse(await readAnswer(response)).url
}
