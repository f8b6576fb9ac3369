import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE } from './session-token.ts'
import type { IssuedSession } from './sessions.ts'

/** Secure when the request arrived over https (directly or through a TLS-terminating proxy). */
export function isHttps(c: Context): boolean {
  return (
    new URL(c.req.url).protocol === 'https:' ||
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  )
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined
}

export function writeSessionCookie(c: Context, session: IssuedSession, now: Date): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    expires: session.expiresAt,
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
  })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
  })
}
