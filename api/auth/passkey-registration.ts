import { desc, eq } from 'drizzle-orm'
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { RegistrationAnswer } from '#shared/schemas/passkeys.ts'
import { passkeys, type PasskeyRow, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { passkeyAddedMail } from '../mail/compose.ts'
import { issueChallenge, takeChallenge } from './passkey-challenges.ts'
import { answeredChallenge, relyingParty, verificationFailure } from './passkey-relying-party.ts'
import { sessionDevice } from './session-device.ts'

type PasskeyDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'mail'>

/** The page the passkey notice leads to. */
export const passkeysUrl = (appUrl: string) => `${appUrl}/settings/passkeys`

/**
 * The options for a new passkey of the member: discoverable (resident) and user-verified, no
 * attestation asked (the app trusts any authenticator the member chooses), their existing
 * passkeys excluded so one authenticator holds one of theirs.
 */
export async function registrationOptions(
  deps: PasskeyDeps,
  member: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID, rpName } = relyingParty(deps.config)
  const existing = await deps.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, member.id))
  const challenge = await issueChallenge(deps.db, 'register', member.id, deps.clock())
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: member.email,
    userDisplayName: member.firstName,
    // The member's id, not their address: the authenticator keeps it with the passkey.
    userID: new TextEncoder().encode(`member-${member.id}`),
    challenge: isoBase64URL.toBuffer(challenge),
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}

export type RegisterOutcome =
  | { kind: 'added'; passkey: PasskeyRow }
  | { kind: 'challenge-invalid' }
  | { kind: 'not-verified'; reason: string }

/** The browser and system a User-Agent names, in English ("Chrome on Android"). */
export function passkeyName(userAgent: string | undefined): string {
  const { browser, system } = sessionDevice(userAgent ?? null)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Passkey'
}

/**
 * Verifies the browser's answer to the member's registration challenge (single use) and stores
 * the passkey, with the notice "a passkey was added" queued in the same transaction.
 */
export async function registerPasskey(
  deps: PasskeyDeps,
  member: UserRow,
  answer: RegistrationAnswer,
  userAgent: string | undefined,
): Promise<RegisterOutcome> {
  const now = deps.clock()
  const named = answeredChallenge(answer.response.clientDataJSON)
  const challenge = named && (await takeChallenge(deps.db, named, 'register', member.id, now))
  if (!challenge) return { kind: 'challenge-invalid' }
  const { rpID, origin } = relyingParty(deps.config)
  let verified
  try {
    verified = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    })
  } catch (error) {
    return { kind: 'not-verified', reason: verificationFailure(error) }
  }
  if (!verified.verified) return { kind: 'not-verified', reason: 'the answer does not verify' }
  const info = verified.registrationInfo
  const device = sessionDevice(userAgent ?? null)
  const passkey = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(passkeys)
      .values({
        id: info.credential.id,
        userId: member.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: passkeyName(userAgent),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!stored) return undefined
    await deps.mail.queue(tx, passkeyAddedMail(member, device, passkeysUrl(deps.config.APP_URL)))
    return stored
  })
  if (!passkey) return { kind: 'not-verified', reason: 'this passkey is registered already' }
  deps.mail.nudge()
  return { kind: 'added', passkey }
}

/** The member's passkeys, newest first. */
export function listPasskeys(deps: Pick<RouteDeps, 'db'>, memberId: number): Promise<PasskeyRow[]> {
  return deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, memberId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id))
}
