import * as z from './zod.ts'
import { storableLine } from './text.ts'
import { GENDERS } from '../domain/vocabularies.ts'
import { LOCALE_CODES } from '../domain/languages.ts'
import { BirthDateSchema } from './birth-date.ts'

/** The interface language the member chose on the device: the language the app mails them in. */
export const LanguageSchema = z.enum(LOCALE_CODES, {
  error: "Please choose one of the app's languages",
})

/**
 * An email address as accounts store it and sign-in finds it: trimmed, Unicode NFC, lower-cased
 * (docs/decisions/032), so one address is one account however the device spelled it.
 */
export const EmailSchema = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.normalize('NFC'),
      z.toLowerCase(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254, 'Email is too long'),
    ),
  z.email({ error: 'Please enter a valid email address' }),
)

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** A new password: 8 to 128 characters, kept exactly as typed. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  )

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      storableLine(),
      z.minLength(1, `${label} is required`),
      z.maxLength(50, `${label} must be at most 50 characters`),
    )

export const GenderSchema = z.enum(GENDERS, { error: 'Please choose male or female' })

/** POST /api/auth/signup. The first run (docs/first-run.md) completes the profile's minimum. */
export const SignupRequestSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  /** The date of birth from the phone's date picker: at least 18 (docs/first-run.md). */
  birthDate: BirthDateSchema,
  gender: GenderSchema,
  lookingFor: GenderSchema,
  /** The device's interface language (left out: English). */
  language: z.optional(LanguageSchema),
  /** Explicit consent to store religious data (docs/privacy.md); left out = not given. */
  religiousDataConsent: z.optional(
    z.literal(true, { error: 'religiousDataConsent can only be true (or left out)' }),
  ),
})
export type SignupRequest = z.infer<typeof SignupRequestSchema>
/** What a sign-up form sends (before trimming and lower-casing). */
export type SignupInput = z.input<typeof SignupRequestSchema>

/** POST /api/auth/login. Any password length is accepted here: a wrong one simply fails. */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(1024, 'Password is too long')),
  /** The device's interface language, kept on the account when it changed (left out: kept). */
  language: z.optional(LanguageSchema),
})
export type LoginRequest = z.infer<typeof LoginRequestSchema>
export type LoginInput = z.input<typeof LoginRequestSchema>

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Not signed in',
} as const

/** PUT /api/auth/language: the interface language the member switched to. */
export const MemberLanguageSchema = z.object({ language: LanguageSchema })
