import { linkIdOf } from '../auth/link-token.ts'
import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { PASSWORD_RESET_MESSAGES } from '#shared/schemas/password-reset.ts'
import { hashPassword } from '../auth/password.ts'
import { deleteOldResetLinks, RESET_ANSWER_MS, RESET_KEPT_MS } from '../auth/password-reset.ts'
import { mailMessages, passwordResets, rateLimitHits, sessions, users } from '../db/schema.ts'
import { MAIL_TEXTS } from '../mail/mail-texts.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { mailingApp, TEST_APP_URL } from '../testing/mailing-app.ts'
import { useSmtpServer } from '../testing/smtp-server.ts'
import { jsonHeaders } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * The forgotten password (docs/accounts.md, OWASP's Forgot Password Cheat Sheet): a link mailed
 * over a real SMTP server, the same answer for an unknown address, single-use 30-minute tokens,
 * every session ended, a notice mailed afterwards, and the rate limits.
 */

const database = useTestDatabase()
const APP_URL = TEST_APP_URL
const mailbox = useSmtpServer(database)
const setup = () => mailingApp(database.db, mailbox.server)

const OLD_PASSWORD = 'old-password-1'
const NEW_PASSWORD = 'new-password-2'

async function member(overrides: Parameters<typeof insertMember>[1] = {}) {
  return insertMember(database.db, {
    email: 'maria@example.org',
    firstName: 'Maria',
    password: await hashPassword(OLD_PASSWORD),
    ...overrides,
  })
}

/** The token of the reset link in a mail's text. */
function tokenIn(mail: ParsedMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')
  if (!match?.[1]) throw new Error(`No reset link in: ${mail.text}`)
  return match[1]
}

async function askForLink(env: ReturnType<typeof setup>, email = 'maria@example.org') {
  const res = await env.post('/api/auth/password-reset', { email })
  expect(res.status, await res.clone().text()).toBe(202)
  await env.mail.deliver()
  const mail = mailbox.server.received.at(-1)
  if (!mail) throw new Error('No mail was delivered')
  return mail
}

describe('asking for a reset link', () => {
  it('mails a link in the member’s language, over SMTP, and changes nothing on the account', async () => {
    const env = setup()
    const maria = await member({ language: 'gr' })
    const mail = await askForLink(env)

    expect(mail.subject).toBe(MAIL_TEXTS.gr.resetSubject)
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('maria@example.org')
    expect(mail.from?.text).toBe('"Orthodox Hearts" <no-reply@hearts.example.org>')
    expect(mail.text).toContain(MAIL_TEXTS.gr.resetIntro)
    expect(mail.text).toContain(`${APP_URL}/reset-password?token=`)
    expect(mail.html).toContain(MAIL_TEXTS.gr.resetButton)
    expect(mail.html).toContain('lang="el"')
    expect(mail.html).not.toMatch(/<img|<script/i) // no tracking pixel, nothing remote

    const token = tokenIn(mail)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const [stored] = await database.db.select().from(passwordResets)
    expect(stored).toMatchObject({ id: linkIdOf(token), userId: maria.id, usedAt: null })
    expect(stored?.id).not.toContain(token)
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60 * 1000)
    const [row] = await database.db.select().from(users).where(eq(users.id, maria.id))
    expect(row?.password).toBe(maria.password)
    // Once sent, the queue keeps the envelope but not the link.
    const [queued] = await database.db.select().from(mailMessages)
    expect(queued).toMatchObject({ kind: 'password-reset', text: null, html: null, attempts: 1 })
    expect(queued?.sentAt).not.toBeNull()
  })

  it('answers an unknown address the same, in the same time, and mails nothing', async () => {
    const env = setup()
    await member()
    const timed = async (email: string) => {
      const started = performance.now()
      const res = await env.post('/api/auth/password-reset', { email })
      return { status: res.status, body: await res.json(), ms: performance.now() - started }
    }
    const known = await timed('maria@example.org')
    const unknown = await timed('nobody@example.org')
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested })
    for (const answer of [known, unknown]) {
      expect(answer.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5)
    }
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(RESET_ANSWER_MS)
    await env.mail.deliver()
    expect(
      mailbox.server.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text),
    ).toEqual(['maria@example.org'])
  })

  it('refuses a malformed address with 400 naming the field', async () => {
    const env = setup()
    const res = await env.post('/api/auth/password-reset', { email: 'not-an-email' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      field: 'email',
      message: 'email: Please enter a valid email address',
    })
    expect(await database.db.select().from(mailMessages)).toHaveLength(0)
  })

  it('says Referrer-Policy: no-referrer', async () => {
    const env = setup()
    const res = await env.post('/api/auth/password-reset', { email: 'nobody@example.org' })
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const confirm = await env.post('/api/auth/password-reset/confirm', {
      token: 'x',
      password: NEW_PASSWORD,
    })
    expect(confirm.headers.get('referrer-policy')).toBe('no-referrer')
    const other = await env.post('/api/auth/login', { email: 'nobody@example.org', password: 'x' })
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('limits the links per address, known or not, and per network', async () => {
    const env = setup()
    for (let i = 0; i < 5; i++) {
      expect(
        (await env.post('/api/auth/password-reset', { email: 'nobody@example.org' })).status,
      ).toBe(202)
    }
    const refused = await env.post('/api/auth/password-reset', { email: 'nobody@example.org' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('Too many password reset requests for this address'),
    })
    // Other addresses from the same network, up to the network's 20 (the refused one is not counted).
    for (let i = 0; i < 15; i++) {
      expect(
        (await env.post('/api/auth/password-reset', { email: `other${i}@example.org` })).status,
      ).toBe(202)
    }
    const network = await env.post('/api/auth/password-reset', { email: 'last@example.org' })
    expect(network.status).toBe(429)
    expect((await network.json()).message).toContain('from this network')
    env.setAddress('198.51.100.7')
    expect((await env.post('/api/auth/password-reset', { email: 'last@example.org' })).status).toBe(
      202,
    )
    // An hour later the address may ask again.
    env.clock.advance(61 * 60 * 1000)
    expect(
      (await env.post('/api/auth/password-reset', { email: 'nobody@example.org' })).status,
    ).toBe(202)
  }, 30_000)
})

describe('choosing a new password with the link', () => {
  it('sets it, signs out every session, and mails a notice; the old password no longer works', async () => {
    const env = setup()
    const maria = await member({ language: 'ro' })
    const phone = await sessionCookie(database.db, maria.id, env.clock.now())
    const laptop = await sessionCookie(database.db, maria.id, env.clock.now())
    const token = tokenIn(await askForLink(env))

    const res = await env.post(
      '/api/auth/password-reset/confirm',
      { token, password: NEW_PASSWORD },
      phone,
    )
    expect(res.status, await res.clone().text()).toBe(204)
    expect(res.headers.get('set-cookie')).toMatch(/oh_session=;/)

    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, maria.id)),
    ).toHaveLength(0)
    for (const cookie of [phone, laptop]) {
      expect((await env.app.request('/api/auth/user', { headers: { cookie } })).status).toBe(401)
    }
    const old = await env.post('/api/auth/login', {
      email: 'maria@example.org',
      password: OLD_PASSWORD,
    })
    expect(old.status).toBe(401)
    const fresh = await env.post('/api/auth/login', {
      email: 'maria@example.org',
      password: NEW_PASSWORD,
    })
    expect(fresh.status).toBe(200)

    await env.mail.deliver()
    const notice = mailbox.server.received.at(-1)!
    expect(notice.subject).toBe(MAIL_TEXTS.ro.changedSubject)
    expect(notice.text).toContain(MAIL_TEXTS.ro.changedBody)
    expect(notice.text).toContain(`${APP_URL}/forgot-password`)
  })

  it('refuses a used link, and a second link asked before the reset', async () => {
    const env = setup()
    await member()
    const first = tokenIn(await askForLink(env))
    const second = tokenIn(await askForLink(env))
    expect(
      (await env.post('/api/auth/password-reset/confirm', { token: first, password: NEW_PASSWORD }))
        .status,
    ).toBe(204)

    for (const token of [first, second]) {
      const again = await env.post('/api/auth/password-reset/confirm', {
        token,
        password: 'third-password',
      })
      expect(again.status).toBe(409)
      expect(await again.json()).toEqual({
        code: 'reset_link_used',
        message: PASSWORD_RESET_MESSAGES.used,
      })
    }
    const login = await env.post('/api/auth/login', {
      email: 'maria@example.org',
      password: NEW_PASSWORD,
    })
    expect(login.status).toBe(200)
  })

  it('refuses an expired link and changes nothing', async () => {
    const env = setup()
    const maria = await member()
    const token = tokenIn(await askForLink(env))
    env.clock.advance(30 * 60 * 1000)
    const res = await env.post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      code: 'reset_link_expired',
      message: PASSWORD_RESET_MESSAGES.expired,
    })
    const [row] = await database.db.select().from(users).where(eq(users.id, maria.id))
    expect(row?.password).toBe(maria.password)
  })

  it('forgets an expired link a day later: it is then simply not valid', async () => {
    const env = setup()
    await member()
    const token = tokenIn(await askForLink(env))
    env.clock.advance(30 * 60 * 1000 + RESET_KEPT_MS - 1)
    await deleteOldResetLinks(database.db, env.clock.now())
    expect(await database.db.select().from(passwordResets)).toHaveLength(1)
    env.clock.advance(1)
    await deleteOldResetLinks(database.db, env.clock.now())
    expect(await database.db.select().from(passwordResets)).toHaveLength(0)
    const res = await env.post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    })
    expect((await res.json()).code).toBe('reset_link_invalid')
  })

  it('refuses a wrong token, and a password too short, changing nothing', async () => {
    const env = setup()
    const maria = await member()
    const token = tokenIn(await askForLink(env))
    const wrong = await env.post('/api/auth/password-reset/confirm', {
      token: token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      password: NEW_PASSWORD,
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      code: 'reset_link_invalid',
      message: PASSWORD_RESET_MESSAGES.invalid,
    })

    const short = await env.post('/api/auth/password-reset/confirm', { token, password: 'short' })
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({
      code: 'validation_failed',
      field: 'password',
      message: 'password: Password must be at least 8 characters',
    })
    const [row] = await database.db.select().from(users).where(eq(users.id, maria.id))
    expect(row?.password).toBe(maria.password)
    // The link still works after those refusals.
    expect(
      (await env.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD }))
        .status,
    ).toBe(204)
  })

  it('limits the links tried per network', async () => {
    const env = setup()
    for (let i = 0; i < 20; i++) {
      const res = await env.post('/api/auth/password-reset/confirm', {
        token: `guess${i}`,
        password: NEW_PASSWORD,
      })
      expect(res.status).toBe(400)
    }
    const refused = await env.post('/api/auth/password-reset/confirm', {
      token: 'guess',
      password: NEW_PASSWORD,
    })
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toContain(
      'Too many reset link attempts from this network',
    )
  })
})

describe('deleting the account', () => {
  it('forgets its reset links, its mail and its address’s reset count', async () => {
    const env = setup()
    const maria = await member()
    await askForLink(env)
    const cookie = await sessionCookie(database.db, maria.id, env.clock.now())
    const res = await env.app.request('/api/privacy/account', {
      method: 'DELETE',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ password: OLD_PASSWORD }),
    })
    expect(res.status, await res.clone().text()).toBe(204)
    expect(await database.db.select().from(passwordResets)).toHaveLength(0)
    expect(await database.db.select().from(mailMessages)).toHaveLength(0)
    expect(
      await database.db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, 'password-reset:maria@example.org')),
    ).toHaveLength(0)
  })
})

describe('the member’s language', () => {
  it('is kept from sign-up, sign-in and the language switch, and the mail follows it', async () => {
    const env = setup()
    const signup = await env.post('/api/auth/signup', {
      email: 'ivan@example.org',
      password: OLD_PASSWORD,
      firstName: 'Ivan',
      lastName: 'Petrov',
      birthDate: '1996-05-01',
      gender: 'male',
      lookingFor: 'female',
      language: 'ru',
    })
    expect(signup.status).toBe(201)
    expect((await askForLink(env, 'ivan@example.org')).subject).toBe(MAIL_TEXTS.ru.resetSubject)

    const login = await env.post('/api/auth/login', {
      email: 'ivan@example.org',
      password: OLD_PASSWORD,
      language: 'sr',
    })
    expect(login.status).toBe(200)
    expect((await askForLink(env, 'ivan@example.org')).subject).toBe(MAIL_TEXTS.sr.resetSubject)

    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const change = await env.app.request('/api/auth/language', {
      method: 'PUT',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ language: 'ge' }),
    })
    expect(change.status).toBe(204)
    const mail = await askForLink(env, 'ivan@example.org')
    expect(mail.subject).toBe(MAIL_TEXTS.ge.resetSubject)
    expect(mail.html).toContain('lang="ka"')

    const bad = await env.app.request('/api/auth/language', {
      method: 'PUT',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ language: 'xx' }),
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('language')
  })
})
