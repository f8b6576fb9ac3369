import * as z from '#shared/schemas/zod.ts'
import {
  StoredClergyReferenceSchema,
  type ClergyReference,
  type StoredClergyReference,
} from '#shared/schemas/clergy.ts'
import { apiRequest } from './api-client.ts'
import { db } from './db.ts'

/** The form's values as typed: every field is text (the radio groups hold their choice). */
export type ClergyFormValues = Record<keyof ClergyReference, string>

/** The Dexie drafts key of a member's half-filled clergy reference form. */
export function clergyDraftKey(memberId: number): string {
  return `clergy-reference:${memberId}`
}

const ClergyDraftSchema = z.object({ values: z.record(z.string(), z.string()) })

/** What was typed so far, or null when there is no draft (or it no longer reads as one). */
export async function loadClergyDraft(memberId: number): Promise<Partial<ClergyFormValues> | null> {
  const row = await db.drafts.get(clergyDraftKey(memberId))
  const parsed = ClergyDraftSchema.safeParse(row?.value)
  return parsed.success ? parsed.data.values : null
}

export async function saveClergyDraft(memberId: number, values: ClergyFormValues): Promise<void> {
  await db.drafts.put({ key: clergyDraftKey(memberId), value: { values }, updatedAt: Date.now() })
}

/**
 * POST /api/clergy-reference (profile-faith-parish §7). It needs the network: a failure throws
 * (HttpError / NetworkError) and leaves the draft; on success the draft is gone.
 */
export async function submitClergyReference(
  memberId: number,
  reference: ClergyReference,
): Promise<StoredClergyReference> {
  const stored = await apiRequest('/api/clergy-reference', {
    method: 'POST',
    body: reference,
    schema: StoredClergyReferenceSchema,
  })
  await db.drafts.delete(clergyDraftKey(memberId))
  return stored
}
