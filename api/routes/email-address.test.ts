import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_MESSAGES,
  EmailStatusSchema,
  UNVERIFIED_DAILY_MESSAGES,
} from '#shared/schemas/email-address.ts'
import {
  CODE_ATTEMPTS,
  CONFIRMATION_KEPT_MS,
  deleteOldConfirmations,
  VERIFY_LIFETIME_MS,
} from '../auth/email-confirmation.ts'
import { linkIdOf } from '../auth/link-token.ts'
import { hashPassword } from '../auth/password.ts'
import { emailConfirmations, messages, parishEvents, sessions, users } from '../db/schema.ts'
import { ADDRESS_MAIL_TEXTS } from '../mail/address-mail-texts.ts'
import { clergyReferenceAnswers } from '../testing/clergy-references.ts'
import { mailingApp, TEST_APP_URL } from '../testing/mailing-app.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie, signupBody } from '../testing/members.ts'
import { insertParish } from '../testing/parishes.ts'
import { useSmtpServer } from '../testing/smtp-server.ts'
import { jsonHeaders, sessionCookieFrom } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * The member's address (docs/accounts.md "Your email address"): confirmed by a mailed link or its
 * 6-digit code, what waits for a confirmed address, and a change of address confirmed from the
 * new one with an undo link mailed to the old one. Mail goes over a real SMTP server.
 */

const database = useTestDatabase()
const mailbox = useSmtpServer(database)
const setup = () => mailingApp(database.db, mailbox.server)
type Env = ReturnType<typeof setup>

const PASSWORD = 'a-good-password'

const addressOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '')

/** The delivered mails to `to`, newest last. */
async function mailsTo(env: Env, to: string) {
  await env.mail.deliver()
  return mailbox.server.received.filter((mail) => addressOf(mail) === to)
}

function linkIn(mail: ParsedMail, page: string): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '')
  if (!match?.[1]) throw new Error(`No ${page} link in: ${mail.text}`)
  return match[1]
}

function codeIn(mail: ParsedMail): string {
  const match = /(\d{6})\s*$/m.exec(mail.text?.split('\n\n').find((p) => /\d{6}/.test(p)) ?? '')
  if (!match?.[1]) throw new Error(`No code in: ${mail.text}`)
  return match[1]
}

const userRow = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

const send = (env: Env, method: string, path: string, cookie?: string, body?: unknown) =>
  env.app.request(path, {
    method,
    headers: { ...jsonHeaders(cookie), origin: 'http://localhost' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** Signs up through the API: the new member's id and cookie. */
async function signUp(env: Env, email: string) {
  const res = await env.post('/api/auth/signup', signupBody({ email, password: PASSWORD }))
  expect(res.status, await res.clone().text()).toBe(201)
  const body = (await res.json()) as { id: number; emailVerified: boolean }
  return { id: body.id, emailVerified: body.emailVerified, cookie: sessionCookieFrom(res)! }
}

describe('confirming the address after sign-up', () => {
  it('mails a link and a code at sign-up; the link confirms the address once, signed in or not', async () => {
    const env = setup()
    const sofia = await signUp(env, 'sofia@example.org')
    expect(sofia.emailVerified).toBe(false)
    const [mail] = await mailsTo(env, 'sofia@example.org')
    expect(mail?.subject).toBe(ADDRESS_MAIL_TEXTS.en.verifySubject)
    expect(mail?.text).toContain(`${TEST_APP_URL}/confirm-email?token=`)
    expect(mail?.html).toContain(ADDRESS_MAIL_TEXTS.en.verifyButton)
    const token = linkIn(mail!, 'confirm-email')
    const code = codeIn(mail!)
    const [stored] = await database.db.select().from(emailConfirmations)
    expect(stored).toMatchObject({ id: linkIdOf(token), purpose: 'verify', usedAt: null })
    expect(stored?.codeHash).not.toContain(code)
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(VERIFY_LIFETIME_MS)

    // Opened on another device, where nobody is signed in.
    const res = await env.post('/api/auth/email/confirm', { token })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await res.json()).toEqual({ purpose: 'verify', email: 'sofia@example.org' })
    expect((await userRow(sofia.id)).emailVerifiedAt).toEqual(env.clock.now())
    const me = await send(env, 'GET', '/api/auth/user', sofia.cookie)
    expect(((await me.json()) as { emailVerified: boolean }).emailVerified).toBe(true)

    const again = await env.post('/api/auth/email/confirm', { token })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      code: 'email_link_used',
      message: EMAIL_MESSAGES.used,
    })
  })

  it('refuses an unknown token (400), an expired one (409) and a malformed body, changing nothing', async () => {
    const env = setup()
    const sofia = await signUp(env, 'sofia@example.org')
    const [mail] = await mailsTo(env, 'sofia@example.org')
    const unknown = await env.post('/api/auth/email/confirm', { token: 'not-a-token' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      code: 'email_link_invalid',
      message: EMAIL_MESSAGES.invalid,
    })
    const empty = await env.post('/api/auth/email/confirm', {})
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ field: 'token' })

    env.clock.advance(VERIFY_LIFETIME_MS)
    const late = await env.post('/api/auth/email/confirm', {
      token: linkIn(mail!, 'confirm-email'),
    })
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({
      code: 'email_link_expired',
      message: EMAIL_MESSAGES.expired,
    })
    expect((await userRow(sofia.id)).emailVerifiedAt).toBeNull()
  })

  it('confirms with the 6-digit code on the signed-in device; wrong codes count and then stop the code', async () => {
    const env = setup()
    const sofia = await signUp(env, 'sofia@example.org')
    const [mail] = await mailsTo(env, 'sofia@example.org')
    const code = codeIn(mail!)
    const wrongCode = code === '000000' ? '111111' : '000000'

    const wrong = await send(env, 'POST', '/api/auth/email/confirm-code', sofia.cookie, {
      code: wrongCode,
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      code: 'email_code_wrong',
      message: EMAIL_MESSAGES.codeWrong,
    })
    const [stored] = await database.db.select().from(emailConfirmations)
    expect(stored?.codeAttempts).toBe(1)
    const badShape = await send(env, 'POST', '/api/auth/email/confirm-code', sofia.cookie, {
      code: '12ab',
    })
    expect(badShape.status).toBe(400)
    expect(await badShape.json()).toMatchObject({
      field: 'code',
      message: 'code: The code is the 6 digits in the email',
    })
    const signedOut = await send(env, 'POST', '/api/auth/email/confirm-code', undefined, { code })
    expect(signedOut.status).toBe(401)

    const right = await send(env, 'POST', '/api/auth/email/confirm-code', sofia.cookie, { code })
    expect(right.status, await right.clone().text()).toBe(200)
    expect((await userRow(sofia.id)).emailVerifiedAt).not.toBeNull()

    // A second member's code stops working after CODE_ATTEMPTS wrong ones; the link still works.
    const anna = await signUp(env, 'anna@example.org')
    const [annaMail] = await mailsTo(env, 'anna@example.org')
    const annaCode = codeIn(annaMail!)
    const notAnnas = annaCode === '000000' ? '111111' : '000000'
    for (let i = 0; i < CODE_ATTEMPTS; i++) {
      await send(env, 'POST', '/api/auth/email/confirm-code', anna.cookie, { code: notAnnas })
    }
    const tooLate = await send(env, 'POST', '/api/auth/email/confirm-code', anna.cookie, {
      code: annaCode,
    })
    expect(tooLate.status).toBe(400)
    expect((await userRow(anna.id)).emailVerifiedAt).toBeNull()
    const byLink = await env.post('/api/auth/email/confirm', {
      token: linkIn(annaMail!, 'confirm-email'),
    })
    expect(byLink.status).toBe(200)
  })

  it('limits codes tried to 10 an hour per member (429 with Retry-After)', async () => {
    const env = setup()
    const sofia = await signUp(env, 'sofia@example.org')
    for (let i = 0; i < 10; i++) {
      await send(env, 'POST', '/api/auth/email/confirm-code', sofia.cookie, { code: '000000' })
    }
    const res = await send(env, 'POST', '/api/auth/email/confirm-code', sofia.cookie, {
      code: '000000',
    })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBeTruthy()
  })

  it('mails a new link and code on request, in the member’s language, a few times a day', async () => {
    const env = setup()
    const sofia = await signUp(env, 'sofia@example.org')
    await database.db.update(users).set({ language: 'ru' }).where(eq(users.id, sofia.id))
    const res = await send(env, 'POST', '/api/auth/email/verification', sofia.cookie)
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ message: EMAIL_MESSAGES.verificationSent })
    const sent = await mailsTo(env, 'sofia@example.org')
    expect(sent.map((mail) => mail.subject)).toEqual([
      ADDRESS_MAIL_TEXTS.en.verifySubject,
      ADDRESS_MAIL_TEXTS.ru.verifySubject,
    ])
    expect(sent[1]?.text).toContain(ADDRESS_MAIL_TEXTS.ru.verifyIntro)
    expect(sent[1]?.html).toContain('lang="ru"')
    // Either mail's link works: the older one may arrive last.
    const older = await env.post('/api/auth/email/confirm', {
      token: linkIn(sent[0]!, 'confirm-email'),
    })
    expect(older.status).toBe(200)
    const newer = await env.post('/api/auth/email/confirm', {
      token: linkIn(sent[1]!, 'confirm-email'),
    })
    expect(newer.status).toBe(409)

    const confirmed = await send(env, 'POST', '/api/auth/email/verification', sofia.cookie)
    expect(confirmed.status).toBe(409)
    expect(await confirmed.json()).toMatchObject({ message: EMAIL_MESSAGES.alreadyVerified })

    const anna = await signUp(env, 'anna@example.org')
    for (let i = 0; i < 5; i++) {
      expect((await send(env, 'POST', '/api/auth/email/verification', anna.cookie)).status).toBe(
        202,
      )
    }
    const sixth = await send(env, 'POST', '/api/auth/email/verification', anna.cookie)
    expect(sixth.status).toBe(429)
  })
})

describe('what waits for a confirmed address', () => {
  it('refuses event proposals and clergy references (403) until the address is confirmed', async () => {
    const env = setup()
    const parish = await insertParish(database.db)
    const anna = await insertMember(database.db, { emailVerifiedAt: null })
    const cookie = await sessionCookie(database.db, anna.id, env.clock.now())
    const proposal = {
      clientId: crypto.randomUUID(),
      title: 'Nativity Vigil',
      description: 'Vigil, then a shared meal.',
      eventType: 'feast',
      eventDate: new Date(env.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    }
    const proposed = await send(
      env,
      'POST',
      `/api/parishes/${parish.id}/event-proposals`,
      cookie,
      proposal,
    )
    expect(proposed.status).toBe(403)
    expect(await proposed.json()).toMatchObject({
      code: 'email_unverified',
      message: EMAIL_MESSAGES.unverified,
    })
    const reference = await send(
      env,
      'POST',
      '/api/clergy-reference',
      cookie,
      clergyReferenceAnswers,
    )
    expect(reference.status).toBe(403)
    expect(await database.db.select().from(parishEvents)).toHaveLength(0)

    await database.db
      .update(users)
      .set({ emailVerifiedAt: env.clock.now() })
      .where(eq(users.id, anna.id))
    const later = await send(
      env,
      'POST',
      `/api/parishes/${parish.id}/event-proposals`,
      cookie,
      proposal,
    )
    expect(later.status, await later.clone().text()).toBe(201)
  })

  it(`lets an unconfirmed member send ${UNVERIFIED_DAILY_MESSAGES} messages a day, and a replay of the last`, async () => {
    const env = setup()
    // A paid member: a free one's own daily limit (5) would not show this one.
    const anna = await insertMember(database.db, {
      emailVerifiedAt: null,
      membershipTier: 'premium',
    })
    const boris = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    await insertMatch(database.db, anna.id, boris.id)
    const cookie = await sessionCookie(database.db, anna.id, env.clock.now())
    const message = (clientId: string) => ({
      fromUserId: anna.id,
      toUserId: boris.id,
      content: 'Hello',
      clientId,
    })
    let last = ''
    for (let i = 0; i < UNVERIFIED_DAILY_MESSAGES; i++) {
      last = crypto.randomUUID()
      const res = await send(env, 'POST', '/api/messages', cookie, message(last))
      expect(res.status, await res.clone().text()).toBe(201)
    }
    const replay = await send(env, 'POST', '/api/messages', cookie, message(last))
    expect(replay.status).toBe(200)
    const over = await send(env, 'POST', '/api/messages', cookie, message(crypto.randomUUID()))
    expect(over.status).toBe(403)
    expect(await over.json()).toMatchObject({
      code: 'email_unverified',
      message: EMAIL_MESSAGES.unverifiedMessages,
    })
    expect(await database.db.select().from(messages)).toHaveLength(UNVERIFIED_DAILY_MESSAGES)

    env.clock.advance(24 * 60 * 60 * 1000 + 1)
    const nextDay = await send(env, 'POST', '/api/messages', cookie, message(crypto.randomUUID()))
    expect(nextDay.status).toBe(201)
  })
})

describe('changing the address', () => {
  async function maria(env: Env, language: 'en' | 'ro' = 'en') {
    const row = await insertMember(database.db, {
      email: 'maria@example.org',
      firstName: 'Maria',
      language,
      password: await hashPassword(PASSWORD),
    })
    const cookie = await sessionCookie(database.db, row.id, env.clock.now())
    const otherDevice = await sessionCookie(database.db, row.id, env.clock.now())
    return { ...row, cookie, otherDevice }
  }

  const change = (env: Env, cookie: string, body: Record<string, unknown>) =>
    send(env, 'POST', '/api/auth/email/change', cookie, body)

  it('keeps the old address until the new one confirms; then ends the other sessions and tells the old one, with an undo link', async () => {
    const env = setup()
    const member = await maria(env, 'ro')
    const asked = await change(env, member.cookie, {
      email: ' Maria.New@Example.org ',
      password: PASSWORD,
    })
    expect(asked.status, await asked.clone().text()).toBe(202)
    expect(await asked.json()).toEqual({ email: 'maria.new@example.org' })
    expect((await userRow(member.id)).email).toBe('maria@example.org')
    const status = EmailStatusSchema.parse(
      await (await send(env, 'GET', '/api/auth/email', member.cookie)).json(),
    )
    expect(status).toMatchObject({
      email: 'maria@example.org',
      verified: true,
      pending: { email: 'maria.new@example.org' },
    })

    const [confirm] = await mailsTo(env, 'maria.new@example.org')
    expect(confirm?.subject).toBe(ADDRESS_MAIL_TEXTS.ro.changeSubject)
    expect(confirm?.text).toContain(ADDRESS_MAIL_TEXTS.ro.changeExpiry)
    expect(await mailsTo(env, 'maria@example.org')).toHaveLength(0)

    // Confirmed by the code on the device that asked: that session stays, the other ends.
    const res = await send(env, 'POST', '/api/auth/email/confirm-code', member.cookie, {
      code: codeIn(confirm!),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toEqual({ purpose: 'change', email: 'maria.new@example.org' })
    const row = await userRow(member.id)
    expect(row.email).toBe('maria.new@example.org')
    expect(row.emailVerifiedAt).toEqual(env.clock.now())
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toHaveLength(1)
    expect((await send(env, 'GET', '/api/auth/user', member.cookie)).status).toBe(200)
    expect((await send(env, 'GET', '/api/auth/user', member.otherDevice)).status).toBe(401)

    const [notice] = await mailsTo(env, 'maria@example.org')
    expect(notice?.subject).toBe(ADDRESS_MAIL_TEXTS.ro.changedSubject)
    expect(notice?.text).toContain(ADDRESS_MAIL_TEXTS.ro.changedBody('maria.new@example.org'))
    const undoToken = linkIn(notice!, 'undo-email-change')

    // The old address takes the account back: every session ends, the changer's too.
    const undone = await env.post('/api/auth/email/undo', { token: undoToken })
    expect(undone.status, await undone.clone().text()).toBe(200)
    expect(await undone.json()).toEqual({ email: 'maria@example.org' })
    expect((await userRow(member.id)).email).toBe('maria@example.org')
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toHaveLength(0)
    const twice = await env.post('/api/auth/email/undo', { token: undoToken })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ code: 'email_link_used' })
  })

  it('refuses a wrong password (403), the same address, another account’s, and bad input, mailing nothing', async () => {
    const env = setup()
    const member = await maria(env)
    await insertMember(database.db, { email: 'taken@example.org' })
    const wrong = await change(env, member.cookie, { email: 'new@example.org', password: 'not-it' })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toMatchObject({ code: 'password_incorrect' })
    const same = await change(env, member.cookie, {
      email: 'MARIA@example.org',
      password: PASSWORD,
    })
    expect(same.status).toBe(409)
    expect(await same.json()).toMatchObject({
      code: 'email_unchanged',
      message: EMAIL_MESSAGES.unchanged,
    })
    const taken = await change(env, member.cookie, {
      email: 'taken@example.org',
      password: PASSWORD,
    })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'email_taken' })
    const bad = await change(env, member.cookie, { email: 'not-an-address', password: PASSWORD })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'email' })
    expect(await database.db.select().from(emailConfirmations)).toHaveLength(0)
    expect(await mailsTo(env, 'new@example.org')).toHaveLength(0)
  })

  it('drops a change on request; a later link then says it was used, and a second cancel finds none', async () => {
    const env = setup()
    const member = await maria(env)
    await change(env, member.cookie, { email: 'new@example.org', password: PASSWORD })
    const [confirm] = await mailsTo(env, 'new@example.org')
    const cancelled = await send(env, 'DELETE', '/api/auth/email/change', member.cookie)
    expect(cancelled.status).toBe(204)
    const late = await env.post('/api/auth/email/confirm', {
      token: linkIn(confirm!, 'confirm-email'),
    })
    expect(late.status).toBe(409)
    expect((await userRow(member.id)).email).toBe('maria@example.org')
    const none = await send(env, 'DELETE', '/api/auth/email/change', member.cookie)
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ message: EMAIL_MESSAGES.noChange })
  })

  it('refuses to confirm an address another account took meanwhile (409), and the account keeps its own', async () => {
    const env = setup()
    const member = await maria(env)
    await change(env, member.cookie, { email: 'new@example.org', password: PASSWORD })
    const [confirm] = await mailsTo(env, 'new@example.org')
    await insertMember(database.db, { email: 'new@example.org' })
    const res = await env.post('/api/auth/email/confirm', {
      token: linkIn(confirm!, 'confirm-email'),
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      code: 'email_taken_since',
      message: EMAIL_MESSAGES.takenSince,
    })
    expect((await userRow(member.id)).email).toBe('maria@example.org')
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toHaveLength(2)
  })
})

describe('the sweep', () => {
  it('deletes confirmations a day past their expiry, and keeps younger ones', async () => {
    const env = setup()
    await signUp(env, 'sofia@example.org')
    const now = env.clock.now()
    await deleteOldConfirmations(
      database.db,
      new Date(now.getTime() + VERIFY_LIFETIME_MS + CONFIRMATION_KEPT_MS - 1),
    )
    expect(await database.db.select().from(emailConfirmations)).toHaveLength(1)
    await deleteOldConfirmations(
      database.db,
      new Date(now.getTime() + VERIFY_LIFETIME_MS + CONFIRMATION_KEPT_MS),
    )
    expect(await database.db.select().from(emailConfirmations)).toHaveLength(0)
  })
})
