import * as z from './zod.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * Passkeys (docs/accounts.md "Passkeys"): the wire shapes of /api/auth/passkeys. The options the
 * API hands out and the browser's answers are WebAuthn's own JSON (@simplewebauthn's types); the
 * schemas here check only what the API reads before the library verifies the rest.
 */

const base64url = (label: string) =>
  z
    .string({ error: `${label} must be a base64url string` })
    .check(
      z.minLength(1, `${label} must not be empty`),
      z.maxLength(16_384, `${label} is too long`),
      z.regex(/^[A-Za-z0-9_-]+$/, `${label} must be base64url (A–Z, a–z, 0–9, - and _)`),
    )

/** A passkey's id: the credential id, base64url. */
export const PasskeyIdSchema = base64url('Passkey id').check(
  z.maxLength(1024, 'Passkey id is too long'),
)

const credentialFields = {
  id: PasskeyIdSchema,
  rawId: PasskeyIdSchema,
  type: z.literal('public-key', { error: 'type must be "public-key"' }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
}

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const

/** POST /api/auth/passkeys: the browser's answer to the registration options (a new passkey). */
export const RegistrationAnswerSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('response.clientDataJSON'),
    attestationObject: base64url('response.attestationObject'),
    authenticatorData: z.optional(base64url('response.authenticatorData')),
    transports: z.optional(z.array(z.enum(TRANSPORTS))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url('response.publicKey')),
  }),
})
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>

/** POST /api/auth/passkeys/sign-in: the browser's answer to the sign-in options. */
export const AuthenticationAnswerSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url('response.clientDataJSON'),
    authenticatorData: base64url('response.authenticatorData'),
    signature: base64url('response.signature'),
    userHandle: z.optional(base64url('response.userHandle')),
  }),
})
export type AuthenticationAnswer = z.infer<typeof AuthenticationAnswerSchema>

/** One of the member's passkeys as their list shows it. */
export const PasskeySchema = z.object({
  id: PasskeyIdSchema,
  /** The browser and system that created it ("Chrome on Android"). */
  name: z.string(),
  createdAt: IsoDateTimeSchema,
  lastUsedAt: z.nullable(IsoDateTimeSchema),
})
export type Passkey = z.infer<typeof PasskeySchema>

/** GET /api/auth/passkeys: the passkeys, newest first, and whether the member has a password. */
export const PasskeyListSchema = z.object({
  passkeys: z.array(PasskeySchema),
  hasPassword: z.boolean(),
})
export type PasskeyList = z.infer<typeof PasskeyListSchema>

/** POST /api/auth/passkeys/remove-password: the password, typed again to confirm. */
export const RemovePasswordSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(128, 'Password is too long')),
})

/** The API's words for the passkey refusals (the web shows its own translations, by code). */
export const PASSKEY_MESSAGES = {
  challengeInvalid:
    'This passkey request has expired or was answered already (each works once, for 5 minutes). Please try again.',
  notVerified: 'The passkey could not be verified',
  unknown: 'This passkey is not known here. It may have been removed: sign in another way.',
  notFound: 'That passkey has already been removed',
  lastWayIn:
    'This is your only way to sign in: add another passkey or set a password before removing it',
  passkeyRequired: 'Add a passkey before removing your password',
  passwordIncorrect: 'The password is not correct',
  noPassword: 'You have no password to remove',
} as const
