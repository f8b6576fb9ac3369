import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser'
import { isPasskeyCancel, passkeySignInOptions } from '../../data/passkey-ceremony.ts'
import { deviceSession } from '../../data/session.ts'

/**
 * Signing in with a passkey from the sign-in page (docs/accounts.md "Passkeys"), fetched only
 * once the page has painted: the browser's library never weighs on the first screen.
 */

async function finishSignIn(credential: unknown): Promise<void> {
  await (await deviceSession()).signInWithPasskey(credential)
}

/**
 * The button: the browser's dialog lists this app's passkeys on the device (or a phone nearby).
 * Answers false when the member closed it; a refusal throws the API's error.
 */
export async function signInWithPasskey(): Promise<boolean> {
  const optionsJSON = await passkeySignInOptions()
  try {
    await finishSignIn(await startAuthentication({ optionsJSON }))
    return true
  } catch (error) {
    if (isPasskeyCancel(error)) return false
    throw error
  }
}

/**
 * The browser's autofill (conditional UI): while the page is open, the email field's suggestions
 * include this app's passkeys; picking one signs in. Answers 'unsupported' where the browser has
 * no such autofill, 'ended' when stopped (stopPasskeyAutofill, or the button's dialog took over)
 * and 'signed-in' after a sign-in. Offline, the options cannot be fetched: a NetworkError.
 */
export async function offerPasskeysInAutofill(
  isWanted: () => boolean,
): Promise<'unsupported' | 'ended' | 'signed-in'> {
  if (!(await browserSupportsWebAuthnAutofill())) return 'unsupported'
  const optionsJSON = await passkeySignInOptions()
  if (!isWanted()) return 'ended'
  let credential
  try {
    credential = await startAuthentication({ optionsJSON, useBrowserAutofill: true })
  } catch (error) {
    if (isPasskeyCancel(error)) return 'ended'
    throw error
  }
  await finishSignIn(credential)
  return 'signed-in'
}

/** Stops a pending autofill request (the password form was sent, or the page left). */
export function stopPasskeyAutofill(): void {
  WebAuthnAbortService.cancelCeremony()
}
