import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { codeOfErrorText, messageOfErrorText } from './api-client.ts'
import { db } from './db.ts'
import { onRejected, onSynced } from './outbox-handlers.ts'
import {
  loadBuilderDraft,
  PROFILE_BUILDER_DRAFT,
  PROFILE_CONFLICT_STATUS,
  PROFILE_KIND,
  saveBuilderDraft,
} from './profile-builder.ts'
import type { OutboxRow } from './rows.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

export { PROFILE_KIND } from './profile-builder.ts'

/**
 * The profile builder's submit made offline (profile-faith-parish §7): queued in the outbox and
 * sent once when the device is back online. No React or DOM here: imported by the page and the
 * service worker (through outbox-answers.ts), so the answer applies the same way whichever sends
 * it. Queueing (page only) is in profile-queue.ts.
 *
 * Exactly once and never over a newer edit (decision 009): the body carries the profileEditVersion
 * the edit started from (baseVersion) and the row's clientId. The server applies it only while
 * that version is current and keeps the applied clientId, so a replay after a lost reply answers
 * the member again; a profile changed meanwhile on another device answers 409.
 */

/**
 * What the member is told about their queued profile: waiting, refused with the server's message,
 * or refused because the profile changed elsewhere (the values are back in the draft to review).
 */
export type QueuedProfile =
  | { status: 'pending' }
  /** `code`: what happened (shared/schemas/errors.ts); `message`: what the server said. */
  | { status: 'failed'; message: string; code: ErrorCode | undefined }
  | { status: 'conflict' }
  | null

/** The member's latest profile row, as the builder and profile screens show it. */
export async function queuedProfile(memberId: number): Promise<QueuedProfile> {
  const rows = await db.outbox
    .where('memberId')
    .equals(memberId)
    .filter((row) => row.kind === PROFILE_KIND)
    .toArray()
  const row = rows.at(-1)
  if (!row) return (await loadBuilderDraft())?.conflict ? { status: 'conflict' } : null
  if (row.status === 'pending') return { status: 'pending' }
  const error = row.lastError ?? ''
  return { status: 'failed', message: messageOfErrorText(error), code: codeOfErrorText(error) }
}

/**
 * The server has the profile: the device holds the completed member and the draft is gone, as
 * after an online submit. Runs inside the sync engine's transaction (Dexie only).
 */
onSynced(PROFILE_KIND, async (answer: unknown, row: OutboxRow) => {
  const member = CurrentUserSchema.safeParse(answer)
  await db.drafts.delete(PROFILE_BUILDER_DRAFT)
  const session = await db.session.get('current')
  if (member.success && session?.member?.id === row.memberId)
    await db.session.put({ key: 'current', member: member.data, savedAt: Date.now() })
})

/** The builder's raw values of a submitted body: every field as text, as the form holds it. */
function valuesOfBody(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(body)) {
    if (name === 'clientId' || name === 'baseVersion') continue
    values[name] = value === null || value === undefined ? '' : String(value)
  }
  return values
}

/**
 * 409, the profile changed on another device after the edit started: the submitted values go
 * back into the builder's draft, marked to review, without a baseVersion (the builder takes the
 * then-current one), and the row is removed (the sync engine's failed mark then finds nothing).
 * Other refusals (403 consent missing, 400 validation) need no local undo: the sync engine keeps
 * the row as failed with the server's answer, the draft stays, and the builder shows the message.
 */
onRejected(PROFILE_KIND, async (_message: string, row: OutboxRow, status: number) => {
  if (status !== PROFILE_CONFLICT_STATUS) return
  const draft = await loadBuilderDraft()
  await saveBuilderDraft({
    step: draft?.step ?? 0,
    values: { ...draft?.values, ...valuesOfBody(row.body) },
    conflict: true,
  })
  await db.outbox.delete(row.id!)
})
