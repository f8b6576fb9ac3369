import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { writeSessionCookie } from './session-cookie.ts'
import { startSession } from './sessions.ts'

/**
 * Signs the member in on the asking browser: a new session, named in their session list by the
 * browser's User-Agent, and its cookie on the answer.
 */
export async function signInBrowser(
  c: Context<AppEnv>,
  deps: RouteDeps,
  memberId: number,
  now: Date,
): Promise<void> {
  const userAgent = c.req.header('User-Agent')
  const issued = await startSession(deps.db, memberId, now, deps.config.SESSION_TTL_DAYS, userAgent)
  writeSessionCookie(c, issued, now)
}
