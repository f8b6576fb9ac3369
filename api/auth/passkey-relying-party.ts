import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import type { Config } from '../config.ts'

/**
 * This app as a WebAuthn relying party (docs/accounts.md "Passkeys"): its RP ID is the host of
 * APP_URL and the one origin it accepts answers from is APP_URL's, never a request's Host header.
 * A passkey made at one APP_URL host works only there.
 */
export function relyingParty(config: Pick<Config, 'APP_URL'>) {
  const url = new URL(config.APP_URL)
  return { rpName: 'Orthodox Hearts', rpID: url.hostname, origin: url.origin }
}

/** The challenge an answer's clientDataJSON names, or null when it cannot be read. */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON)
    return typeof challenge === 'string' ? challenge : null
  } catch {
    return null
  }
}

/** The library's reason an answer did not verify, as a sentence's end. */
export function verificationFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
