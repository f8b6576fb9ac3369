import type { PasswordResetConfirm, PasswordResetRequest } from '#shared/schemas/password-reset.ts'
import { apiRequest } from './api-client.ts'

/*
 * The forgotten password's two calls (docs/accounts.md). Straight to the server, never through
 * the outbox: a password must never wait in IndexedDB. Offline, they fail at once (NetworkError)
 * and the screen keeps what was typed.
 */

/** Asks for a reset link to `email`; the answer is the same whether the address has an account. */
export async function askForResetLink(request: PasswordResetRequest): Promise<void> {
  await apiRequest('/api/auth/password-reset', { method: 'POST', body: request })
}

/** Sets the new password with a reset link's token; the member then signs in with it. */
export async function setNewPassword(confirm: PasswordResetConfirm): Promise<void> {
  await apiRequest('/api/auth/password-reset/confirm', { method: 'POST', body: confirm })
}
