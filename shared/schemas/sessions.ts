import * as z from './zod.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** What kind of device a session's browser runs on, as far as its User-Agent says. */
export const DEVICE_KINDS = ['phone', 'tablet', 'computer', 'unknown'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** A session's public id: the random one the session list names it by (never the token). */
export const SessionPublicIdSchema = z.uuid({ error: 'Session id must be a session of the list' })

/**
 * One place the member is signed in (GET /api/auth/sessions, docs/accounts.md): the browser and
 * system its User-Agent names (null where it names none), when it signed in and when it was last
 * active (to the day: the token's last rotation), and whether it is the one asking.
 */
export const MemberSessionSchema = z.object({
  id: SessionPublicIdSchema,
  browser: z.nullable(z.string()),
  system: z.nullable(z.string()),
  device: z.enum(DEVICE_KINDS),
  signedInAt: IsoDateTimeSchema,
  lastActiveAt: IsoDateTimeSchema,
  current: z.boolean(),
})
export type MemberSession = z.infer<typeof MemberSessionSchema>

/** GET /api/auth/sessions: the asking session first, then the most recently active. */
export const MemberSessionsSchema = z.object({ sessions: z.array(MemberSessionSchema) })

/** POST /api/auth/sessions/end-others: how many sessions were signed out. */
export const EndedSessionsSchema = z.object({ ended: z.int().check(z.nonnegative()) })

/** The refusals of the session list, in the words the API answers with. */
export const SESSION_MESSAGES = {
  notFound: 'That session has already ended',
  current: 'This is the session you are using: sign out from Settings instead',
} as const
