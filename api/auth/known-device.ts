import { randomBytes } from 'node:crypto'
import { and, count, eq, ne } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Database } from '../db/connect.ts'
import { knownDevices } from '../db/schema.ts'
import { isHttps } from './session-cookie.ts'
import { sessionIdOf } from './session-token.ts'

/**
 * The browser's device cookie: a random id that outlives sign-outs, sent only to /api/auth, by
 * which a sign-in is known to come from a browser the member used before (docs/accounts.md).
 */
export const DEVICE_COOKIE = 'oh_device'
/** Chrome keeps a cookie at most 400 days. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/

/** The asking browser's device id: from its cookie, or a new one set on the answer. */
function deviceIdOf(c: Context): string {
  const sent = getCookie(c, DEVICE_COOKIE)
  if (sent && DEVICE_ID.test(sent)) return sent
  const id = randomBytes(16).toString('base64url')
  setCookie(c, DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    secure: isHttps(c),
    maxAge: DEVICE_COOKIE_SECONDS,
  })
  return id
}

/**
 * Remembers the asking browser as one of the member's devices (stored hashed). Answers whether it
 * is new to them while they have signed in from another before: then the sign-in notice is due.
 */
export async function rememberDevice(
  c: Context,
  db: Database,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const deviceHash = sessionIdOf(deviceIdOf(c))
  const added = await db
    .insert(knownDevices)
    .values({ userId: memberId, deviceHash, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId })
  if (added.length === 0) return false
  const [others] = await db
    .select({ n: count() })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, memberId), ne(knownDevices.deviceHash, deviceHash)))
  return (others?.n ?? 0) > 0
}
