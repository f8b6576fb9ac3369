import * as z from './zod.ts'
import { EmailSchema } from './auth.ts'

/** How many messages a day a member whose address is not confirmed may send (docs/accounts.md). */
export const UNVERIFIED_DAILY_MESSAGES = 3

const tokenField = z
  .string({ error: 'The link is missing its token' })
  .check(
    z.minLength(1, 'The link is missing its token'),
    z.maxLength(256, 'This link is not valid'),
  )

/** POST /api/auth/email/confirm and /api/auth/email/undo: a mailed link's token. */
export const EmailLinkSchema = z.object({ token: tokenField })
export type EmailLink = z.infer<typeof EmailLinkSchema>

/** POST /api/auth/email/confirm-code: the 6 digits of the mail, for a member on another device. */
export const EmailCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from the email' })
    .check(z.trim(), z.regex(/^\d{6}$/, 'The code is the 6 digits in the email')),
})
export type EmailCode = z.infer<typeof EmailCodeSchema>

/** POST /api/auth/email/change: the new address, and the password again. */
export const EmailChangeSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Enter your password' })
    .check(z.minLength(1, 'Enter your password'), z.maxLength(1024, 'Password is too long')),
})
export type EmailChange = z.infer<typeof EmailChangeSchema>

/** What a confirmation did: the account's address is now `email`. */
export const EmailConfirmedSchema = z.object({
  purpose: z.enum(['verify', 'change']),
  email: z.string(),
})
export type EmailConfirmed = z.infer<typeof EmailConfirmedSchema>

/** GET /api/auth/email: the account's address, whether it is confirmed, and a change waiting. */
export const EmailStatusSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  pending: z.nullable(z.object({ email: z.string(), expiresAt: z.iso.datetime() })),
})
export type EmailStatus = z.infer<typeof EmailStatusSchema>

/** The API's messages about the address (the web shows its own translations, by code). */
export const EMAIL_MESSAGES = {
  verificationSent: 'A new link and code are on their way to your address.',
  invalid: 'This link is not valid. Ask for a new one.',
  used: 'This link has been used already.',
  expired: 'This link has expired. Ask for a new one.',
  codeWrong:
    'That code is not right, or it has expired. Check the latest email, or ask for a new one.',
  unchanged: 'That is your address already.',
  alreadyVerified: 'Your address is confirmed already.',
  takenSince: 'Another account uses that address now.',
  noChange: 'No change of address is waiting.',
  unverifiedMessages: `Confirm your email address to send more than ${UNVERIFIED_DAILY_MESSAGES} messages a day.`,
  unverified: 'Confirm your email address first: open the link we mailed you.',
} as const
