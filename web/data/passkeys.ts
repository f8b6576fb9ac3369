import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import {
  PasskeyListSchema,
  PasskeySchema,
  type Passkey,
  type PasskeyList,
} from '#shared/schemas/passkeys.ts'
import { apiRequest } from './api-client.ts'

/**
 * The member's passkeys (docs/accounts.md "Passkeys"). Online only: read while the screen is open,
 * never kept on the device, and nothing queued: a passkey is made while the member watches.
 * @simplewebauthn/browser is fetched only when a passkey is made or used.
 */

export async function fetchPasskeys(): Promise<PasskeyList> {
  return apiRequest('/api/auth/passkeys', { schema: PasskeyListSchema })
}

/**
 * Asks the browser for a new passkey (its own dialog: the phone's lock, a security key) and
 * stores it. Throws the browser's error when the member cancels (name 'NotAllowedError').
 */
export async function addPasskey(): Promise<Passkey> {
  const optionsJSON = (await apiRequest('/api/auth/passkeys/registration-options', {
    method: 'POST',
  })) as PublicKeyCredentialCreationOptionsJSON
  const { startRegistration } = await import('@simplewebauthn/browser')
  const credential = await startRegistration({ optionsJSON })
  return apiRequest('/api/auth/passkeys', {
    method: 'POST',
    body: { credential },
    schema: PasskeySchema,
  })
}

export async function removePasskey(id: string): Promise<void> {
  await apiRequest(`/api/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** Removes the member's password (typed again to confirm): passkeys only from then on. */
export async function removePassword(password: string): Promise<void> {
  await apiRequest('/api/auth/passkeys/remove-password', { method: 'POST', body: { password } })
}
