import * as z from '#shared/schemas/zod.ts'
import { DEACON_LETTER_FIELD, UploadAnswerSchema } from '#shared/schemas/profile.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { apiFetch, apiRequest, HttpError, readAnswer } from './api-client.ts'
import { currentMember, refreshSession, rememberMember } from './current-member.ts'
import { db } from './db.ts'
import { discardRowsOfKind } from './outbox-queue.ts'

/** The Dexie drafts key of the profile builder's half-filled wizard. */
export const PROFILE_BUILDER_DRAFT = 'profile-builder'
/** The outbox kind of the builder's submit made offline (profile-outbox.ts). */
export const PROFILE_KIND = 'profile'
/** POST /api/profile's answer when the profile changed after the edit's baseVersion. */
export const PROFILE_CONFLICT_STATUS = 409

const BuilderDraftSchema = z.object({
  step: z.int().check(z.gte(0)),
  values: z.record(z.string(), z.string()),
  /** The member's profileEditVersion the edit started from, sent as baseVersion (decisions 009, 011). */
  baseVersion: z.optional(z.int().check(z.positive())),
  /** The server refused the submit of these values (409): a newer edit came from elsewhere. */
  conflict: z.optional(z.boolean()),
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

/** Whether a submit was refused because the profile changed elsewhere since the edit started (409). */
export function isProfileConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === PROFILE_CONFLICT_STATUS
}

/**
 * The member's profileEditVersion as the server holds it now (the session is refreshed first); the
 * device's cached one when offline. What a new or re-reviewed edit starts from.
 */
export async function latestProfileEditVersion(): Promise<number | null> {
  await refreshSession()
  return (await currentMember())?.profileEditVersion ?? null
}

/** POST /api/upload/deacon-letter: answers the stored letter's reference (deaconLetterUrl). */
export async function uploadDeaconLetter(file: File): Promise<string> {
  const form = new FormData()
  form.append(DEACON_LETTER_FIELD, file)
  const response = await apiFetch('/api/upload/deacon-letter', { method: 'POST', body: form })
  return UploadAnswerSchema.parse(await readAnswer(response)).url
}
