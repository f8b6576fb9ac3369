import {
  EmailConfirmedSchema,
  EmailStatusSchema,
  type EmailChange,
  type EmailConfirmed,
  type EmailStatus,
} from '#shared/schemas/email-address.ts'
import { apiRequest } from './api-client.ts'

/*
 * The member's address (docs/accounts.md "Your email address"). Straight to the server, never
 * through the outbox: the password of a change must never wait in IndexedDB, and a code or link
 * is checked while the member watches. Offline, each fails at once (NetworkError).
 */

/** The account's address, whether it is confirmed, and a change waiting for confirmation. */
export function fetchEmailStatus(): Promise<EmailStatus> {
  return apiRequest('/api/auth/email', { schema: EmailStatusSchema })
}

/** Confirms an address with a mailed link's token (signed in or not). */
export function confirmEmailLink(token: string): Promise<EmailConfirmed> {
  return apiRequest('/api/auth/email/confirm', {
    method: 'POST',
    body: { token },
    schema: EmailConfirmedSchema,
  })
}

/** Confirms an address with the 6-digit code of its mail. */
export function confirmEmailCode(code: string): Promise<EmailConfirmed> {
  return apiRequest('/api/auth/email/confirm-code', {
    method: 'POST',
    body: { code },
    schema: EmailConfirmedSchema,
  })
}

/** Mails a new link and code to confirm the account's address. */
export async function resendConfirmation(): Promise<void> {
  await apiRequest('/api/auth/email/verification', { method: 'POST' })
}

/** Asks to move the account to a new address (confirmed from there). */
export async function requestEmailChange(change: EmailChange): Promise<void> {
  await apiRequest('/api/auth/email/change', { method: 'POST', body: change })
}

/** Drops the change of address waiting for confirmation. */
export async function cancelEmailChange(): Promise<void> {
  await apiRequest('/api/auth/email/change', { method: 'DELETE' })
}

/** Puts the old address back with the undo link mailed to it; every session ends. */
export async function undoEmailChange(token: string): Promise<void> {
  await apiRequest('/api/auth/email/undo', { method: 'POST', body: { token } })
}
