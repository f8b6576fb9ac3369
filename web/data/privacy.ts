import { ConsentStateSchema } from '#shared/schemas/privacy.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { apiFetch, apiRequest, HttpError } from './api-client.ts'
import { rememberMember } from './current-member.ts'
import { db } from './db.ts'
import { faithDraftKeys } from './faith-drafts.ts'
import { signOut } from './session.ts'

/**
 * Privacy (docs/privacy.md): consent to store religious data, the data export, and account
 * deletion. All three need the network; offline they throw NetworkError and nothing changes.
 */

/** Whether an API error is the server's "consent is required" refusal (403). */
export function isConsentRequired(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'consent_required'
}

/**
 * PUT /api/privacy/consent, then the member as the server now holds them (withdrawing clears
 * the faith fields). Withdrawing also forgets every questionnaire draft kept on this device.
 */
export async function setReligiousDataConsent(given: boolean): Promise<void> {
  await apiRequest('/api/privacy/consent', {
    method: 'PUT',
    body: { religiousData: given },
    schema: ConsentStateSchema,
  })
  const member = await apiRequest('/api/auth/user', { schema: CurrentUserSchema })
  await rememberMember(member)
  if (!given) await db.drafts.bulkDelete(faithDraftKeys(member.id))
}

/** The file name of a Content-Disposition header, or a default. */
export function exportFileName(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '')
  return match?.[1] ?? 'orthodox-hearts-data.json'
}

/** GET /api/privacy/export, saved by the browser as a JSON file. Answers the file name. */
export async function downloadMyData(): Promise<string> {
  const response = await apiFetch('/api/privacy/export', {
    headers: { Accept: 'application/json' },
  })
  const name = exportFileName(response.headers.get('content-disposition'))
  const blob = new Blob([await response.text()], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = name
    link.hidden = true
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return name
}

/**
 * DELETE /api/privacy/account with the member's password; then this device forgets them as a
 * sign-out does (every Dexie table and the private caches). A wrong password throws HttpError 403.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  await apiRequest('/api/privacy/account', { method: 'DELETE', body: { password } })
  await signOut()
}
