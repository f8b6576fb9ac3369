import type { UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { newSignInMail } from '../mail/compose.ts'
import { sessionDevice } from './session-device.ts'

/** Where the notice leads: the member's session list. */
export const devicesUrl = (appUrl: string) => `${appUrl}/settings/devices`

/**
 * Mails the member that their account was signed in to from a browser they had not used
 * (known-device.ts): which browser, when, and the way to sign it out. Queued, never awaited.
 */
export async function mailNewSignIn(
  deps: RouteDeps,
  member: UserRow,
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  const mail = newSignInMail(
    member,
    sessionDevice(userAgent ?? null),
    now,
    devicesUrl(deps.config.APP_URL),
  )
  // One insert: no transaction of its own (the sign-in's session is already written).
  await deps.mail.queue(deps.db, mail)
  deps.mail.nudge()
}
