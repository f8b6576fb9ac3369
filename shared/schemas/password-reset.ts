import * as z from './zod.ts'
import { EmailSchema, NewPasswordSchema } from './auth.ts'

/** POST /api/auth/password-reset: the address a reset link is asked for. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema })
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>

/**
 * POST /api/auth/password-reset/confirm: the link's token and the new password, under the rules
 * of sign-up (NewPasswordSchema). A token of any other shape is simply not found.
 */
export const PasswordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'The reset link is missing its token' })
    .check(
      z.minLength(1, 'The reset link is missing its token'),
      z.maxLength(256, 'This reset link is not valid'),
    ),
  password: NewPasswordSchema,
})
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>

/** The API's messages of the reset (the web shows its own translations, by code). */
export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If an account uses this address, a link to choose a new password is on its way. It works for 30 minutes.',
  invalid: 'This reset link is not valid. Ask for a new one.',
  used: 'This reset link has been used already. Ask for a new one.',
  expired: 'This reset link has expired (it works for 30 minutes). Ask for a new one.',
} as const
