import { eq } from 'drizzle-orm'
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { AuthenticationAnswer } from '#shared/schemas/passkeys.ts'
import type { LocaleCode } from '#shared/domain/languages.ts'
import { passkeys, users, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import type { LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import { issueChallenge, takeChallenge } from './passkey-challenges.ts'
import { answeredChallenge, relyingParty, verificationFailure } from './passkey-relying-party.ts'

type SignInDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>

export type SignInOptionsOutcome =
  | { kind: 'options'; options: PublicKeyCredentialRequestOptionsJSON }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Options to sign in with any passkey of this app: discoverable credentials, so no account is
 * named first (allowCredentials empty) and the browser can offer them in the email field's
 * autofill (conditional UI). Counted per network address: each stores a challenge.
 */
export async function signInOptions(
  deps: SignInDeps,
  address: string,
): Promise<SignInOptionsOutcome> {
  const counted = await countRequest(deps, { limit: 'passkey-sign-in', subject: address })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  const challenge = await issueChallenge(deps.db, 'sign-in', null, deps.clock())
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    challenge: isoBase64URL.toBuffer(challenge),
    allowCredentials: [],
    userVerification: 'preferred',
  })
  return { kind: 'options', options }
}

export type PasskeySignInOutcome =
  | { kind: 'signed-in'; member: UserRow }
  | { kind: 'suspended' }
  | { kind: 'challenge-invalid' }
  | { kind: 'unknown' }
  | { kind: 'not-verified'; reason: string }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Checks a passkey's answer to a sign-in challenge (single use): the passkey must be known, its
 * signature good and its counter ahead of the stored one (a cloned authenticator falls behind).
 * The counter and the time of use are stored; the member's language follows the device's.
 */
export async function verifyPasskeySignIn(
  deps: SignInDeps,
  input: { credential: AuthenticationAnswer; language?: LocaleCode | undefined; address: string },
): Promise<PasskeySignInOutcome> {
  const counted = await countRequest(deps, { limit: 'passkey-sign-in', subject: input.address })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  const now = deps.clock()
  const { credential } = input
  const named = answeredChallenge(credential.response.clientDataJSON)
  const challenge = named && (await takeChallenge(deps.db, named, 'sign-in', null, now))
  if (!challenge) return { kind: 'challenge-invalid' }
  const [passkey] = await deps.db.select().from(passkeys).where(eq(passkeys.id, credential.id))
  if (!passkey) return { kind: 'unknown' }
  const { rpID, origin } = relyingParty(deps.config)
  let verified
  try {
    verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    })
  } catch (error) {
    return { kind: 'not-verified', reason: verificationFailure(error) }
  }
  if (!verified.verified) return { kind: 'not-verified', reason: 'the signature does not verify' }
  const info = verified.authenticationInfo
  await deps.db
    .update(passkeys)
    .set({ counter: info.newCounter, lastUsedAt: now, backedUp: info.credentialBackedUp })
    .where(eq(passkeys.id, passkey.id))
  const language = input.language
  const [member] = language
    ? await deps.db.update(users).set({ language }).where(eq(users.id, passkey.userId)).returning()
    : await deps.db.select().from(users).where(eq(users.id, passkey.userId))
  if (!member) return { kind: 'unknown' }
  if (member.suspendedAt) return { kind: 'suspended' }
  return { kind: 'signed-in', member }
}
