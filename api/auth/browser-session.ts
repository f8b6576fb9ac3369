import type { Context } from 'hono'
import type { UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { rememberDevice } from './known-device.ts'
import { mailNewSignIn } from './new-sign-in-notice.ts'
import { writeSessionCookie } from './session-cookie.ts'
import { startSession } from './sessions.ts'

/**
 * Signs the member in on the asking browser: a new session, named in their session list by the
 * browser's User-Agent, and its cookie on the answer. A browser they have not signed in from
 * before, while they have from another, gets them a notice by mail (docs/accounts.md).
 */
export async function signInBrowser(
  c: Context<AppEnv>,
  deps: RouteDeps,
  member: UserRow,
  now: Date,
): Promise<void> {
  const userAgent = c.req.header('User-Agent')
  const issued = await startSession(
    deps.db,
    member.id,
    now,
    deps.config.SESSION_TTL_DAYS,
    userAgent,
  )
  writeSessionCookie(c, issued, now)
  if (await rememberDevice(c, deps.db, member.id, now)) {
    await mailNewSignIn(deps, member, userAgent, now)
  }
}
