import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { apiRequest } from './api-client.ts'

/**
 * What the sign-in page and the passkeys screen share of a passkey ceremony, without zod (the
 * sign-in page loads none): the options are WebAuthn's own JSON, checked by the browser.
 */

/** The sign-in options: a fresh single-use challenge, any of this app's passkeys. */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await apiRequest('/api/auth/passkeys/sign-in-options', { method: 'POST' })
  return options as PublicKeyCredentialRequestOptionsJSON
}

/** Whether an error is the browser's "the member closed the dialog", or a newer ceremony's abort. */
export function isPasskeyCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
}
