import { eq } from 'drizzle-orm'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { describe, expect, it } from 'vitest'
import { PASSKEY_MESSAGES, PasskeyListSchema, PasskeySchema } from '#shared/schemas/passkeys.ts'
import { CHALLENGE_LIFETIME_MS, deleteExpiredChallenges } from '../auth/passkey-challenges.ts'
import { hashPassword } from '../auth/password.ts'
import { passkeys, users, webauthnChallenges } from '../db/schema.ts'
import { MAIL_TEXTS } from '../mail/mail-texts.ts'
import { mailingApp, TEST_APP_URL } from '../testing/mailing-app.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { useSmtpServer } from '../testing/smtp-server.ts'
import { softwareAuthenticator } from '../testing/software-authenticator.ts'
import { jsonHeaders, sessionCookieFrom } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * Passkeys (docs/accounts.md "Passkeys", issue #34 part 5): a member adds one from Settings, signs
 * in with it from the sign-in form (no account named first), lists and removes them, and may
 * drop their password once a passkey is there. The answers come from a software authenticator
 * (api/testing/software-authenticator.ts), verified by @simplewebauthn/server as a browser's are.
 */

const database = useTestDatabase()
const mailbox = useSmtpServer(database)
const PASSWORD = 'church-bells-7'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

async function setup(overrides: Parameters<typeof insertMember>[1] = {}) {
  const env = mailingApp(database.db, mailbox.server)
  const member = await insertMember(database.db, {
    email: 'eleni@example.org',
    firstName: 'Eleni',
    password: await hashPassword(PASSWORD),
    ...overrides,
  })
  const cookie = await sessionCookie(database.db, member.id, env.clock.now())
  const authenticator = softwareAuthenticator({ origin: TEST_APP_URL })
  const send = (
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; userAgent?: string } = {},
  ) =>
    env.app.request(path, {
      method,
      headers: {
        ...jsonHeaders(options.cookie),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
  const registrationOptions = async () => {
    const res = await send('POST', '/api/auth/passkeys/registration-options', { cookie })
    expect(res.status).toBe(200)
    return (await res.json()) as PublicKeyCredentialCreationOptionsJSON
  }
  /** Adds a passkey made by the authenticator; answers the API's answer. */
  const addPasskey = async (override: Parameters<typeof authenticator.register>[1] = {}) => {
    const credential = authenticator.register(await registrationOptions(), override)
    return {
      credential,
      res: await send('POST', '/api/auth/passkeys', {
        cookie,
        userAgent: ANDROID_CHROME,
        body: { credential },
      }),
    }
  }
  const signInOptions = async () => {
    const res = await send('POST', '/api/auth/passkeys/sign-in-options')
    expect(res.status).toBe(200)
    return (await res.json()) as PublicKeyCredentialRequestOptionsJSON
  }
  const signIn = (credential: unknown, language?: string) =>
    send('POST', '/api/auth/passkeys/sign-in', {
      userAgent: ANDROID_CHROME,
      body: { credential, ...(language ? { language } : {}) },
    })
  const list = async () => {
    const res = await send('GET', '/api/auth/passkeys', { cookie })
    expect(res.status).toBe(200)
    return PasskeyListSchema.parse(await res.json())
  }
  const stored = () => database.db.select().from(passkeys).where(eq(passkeys.userId, member.id))
  return {
    env,
    member,
    cookie,
    authenticator,
    send,
    addPasskey,
    signInOptions,
    signIn,
    list,
    stored,
  }
}

describe('adding a passkey', () => {
  it('stores the passkey for the member, named by the browser, and lists it', async () => {
    const { env, member, addPasskey, list, stored } = await setup()
    const { credential, res } = await addPasskey()
    expect(res.status, await res.clone().text()).toBe(201)
    const added = PasskeySchema.parse(await res.json())
    expect(added).toEqual({
      id: credential.id,
      name: 'Chrome on Android',
      createdAt: env.clock.now().toISOString(),
      lastUsedAt: null,
    })
    const [row] = await stored()
    expect(row).toMatchObject({
      id: credential.id,
      userId: member.id,
      counter: 0,
      transports: ['internal'],
      deviceType: 'singleDevice',
      backedUp: false,
    })
    expect(row!.publicKey).toBeInstanceOf(Uint8Array)
    expect(row!.publicKey.length).toBeGreaterThan(60)
    expect(await list()).toEqual({ passkeys: [added], hasPassword: true })
  })

  it('asks for a discoverable passkey of this app, excluding the ones the member has', async () => {
    const { send, cookie, addPasskey } = await setup()
    const { credential } = await addPasskey()
    const res = await send('POST', '/api/auth/passkeys/registration-options', { cookie })
    const options = (await res.json()) as PublicKeyCredentialCreationOptionsJSON
    expect(options.rp).toEqual({ id: 'hearts.example.org', name: 'Orthodox Hearts' })
    expect(options.user.name).toBe('eleni@example.org')
    expect(options.authenticatorSelection?.residentKey).toBe('required')
    expect(options.attestation).toBe('none')
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([credential.id])
  })

  it('mails the member a notice in their language, with the way to their passkeys', async () => {
    const { env, addPasskey } = await setup({ language: 'gr' })
    expect((await addPasskey()).res.status).toBe(201)
    await env.mail.deliver()
    const [mail] = mailbox.server.received
    expect(mail?.to).toMatchObject({ text: 'eleni@example.org' })
    expect(mail?.subject).toBe(MAIL_TEXTS.gr.passkeyAddedSubject)
    const device = MAIL_TEXTS.gr.deviceName('Chrome', 'Android')
    expect(mail?.text).toContain(MAIL_TEXTS.gr.passkeyAddedBody(device))
    expect(mail?.text).toContain(`${TEST_APP_URL}/settings/passkeys`)
  })

  it('refuses an answer given twice: each challenge works once', async () => {
    const { send, cookie, addPasskey, stored } = await setup()
    const { credential, res } = await addPasskey()
    expect(res.status).toBe(201)
    await database.db.delete(passkeys)
    const again = await send('POST', '/api/auth/passkeys', { cookie, body: { credential } })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      code: 'passkey_challenge_invalid',
      message: PASSKEY_MESSAGES.challengeInvalid,
    })
    expect(await stored()).toEqual([])
  })

  it('refuses a passkey made for another site, saying which origin it came from', async () => {
    const { addPasskey, stored } = await setup()
    const { res } = await addPasskey({ origin: 'https://hearts.example.net' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('passkey_not_verified')
    expect(body.message).toContain('https://hearts.example.net')
    expect(await stored()).toEqual([])
  })

  it('refuses an answer to another member’s challenge', async () => {
    const first = await setup()
    const options = await first.send('POST', '/api/auth/passkeys/registration-options', {
      cookie: first.cookie,
    })
    const credential = first.authenticator.register(
      (await options.json()) as PublicKeyCredentialCreationOptionsJSON,
    )
    const other = await insertMember(database.db)
    const otherCookie = await sessionCookie(database.db, other.id, first.env.clock.now())
    const res = await first.send('POST', '/api/auth/passkeys', {
      cookie: otherCookie,
      body: { credential },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('passkey_challenge_invalid')
    expect(await database.db.select().from(passkeys)).toEqual([])
  })

  it('names the field of a malformed answer', async () => {
    const { send, cookie } = await setup()
    const res = await send('POST', '/api/auth/passkeys', {
      cookie,
      body: { credential: { id: 'not base64!', rawId: 'x', type: 'public-key', response: {} } },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string; field: string }
    expect(body.code).toBe('validation_failed')
    expect(body.field).toBe('credential.id')
    expect(body.message).toContain('base64url')
  })

  it('is for members only', async () => {
    const { send } = await setup()
    expect((await send('POST', '/api/auth/passkeys/registration-options')).status).toBe(401)
    expect((await send('GET', '/api/auth/passkeys')).status).toBe(401)
  })
})

describe('signing in with a passkey', () => {
  it('signs the member in: a session cookie, the counter and the time of use stored', async () => {
    const { env, member, addPasskey, signInOptions, signIn, send, stored, authenticator } =
      await setup()
    await addPasskey()
    env.clock.advance(60_000)
    const options = await signInOptions()
    expect(options.rpId).toBe('hearts.example.org')
    expect(options.allowCredentials ?? []).toEqual([])
    const res = await signIn(authenticator.authenticate(options), 'ro')
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { id: number }).id).toBe(member.id)
    const cookie = sessionCookieFrom(res)
    expect(cookie).toBeDefined()
    const user = await send('GET', '/api/auth/user', { cookie })
    expect(user.status).toBe(200)
    const [row] = await stored()
    expect(row?.counter).toBe(1)
    expect(row?.lastUsedAt).toEqual(env.clock.now())
    const [account] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(account?.language).toBe('ro')
  })

  it('refuses the same answer twice', async () => {
    const { addPasskey, signInOptions, signIn, authenticator } = await setup()
    await addPasskey()
    const credential = authenticator.authenticate(await signInOptions())
    expect((await signIn(credential)).status).toBe(200)
    const again = await signIn(credential)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      code: 'passkey_challenge_invalid',
      message: PASSKEY_MESSAGES.challengeInvalid,
    })
    expect(sessionCookieFrom(again)).toBeUndefined()
  })

  it('refuses a challenge older than 5 minutes, and the sweep deletes it', async () => {
    const { env, addPasskey, signInOptions, signIn, authenticator } = await setup()
    await addPasskey()
    const options = await signInOptions()
    env.clock.advance(CHALLENGE_LIFETIME_MS)
    await deleteExpiredChallenges(database.db, env.clock.now())
    expect(await database.db.select().from(webauthnChallenges)).toEqual([])
    const res = await signIn(authenticator.authenticate(options))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('passkey_challenge_invalid')
  })

  it('refuses an answer signed for another origin and keeps the counter', async () => {
    const { addPasskey, signInOptions, signIn, authenticator, stored } = await setup()
    await addPasskey()
    const options = await signInOptions()
    const res = await signIn(
      authenticator.authenticate(options, { origin: 'https://evil.example' }),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('passkey_not_verified')
    expect(body.message).toContain('https://evil.example')
    expect(sessionCookieFrom(res)).toBeUndefined()
    expect((await stored())[0]?.counter).toBe(0)
  })

  it('refuses a counter that went backwards (a cloned authenticator)', async () => {
    const { addPasskey, signInOptions, signIn, authenticator } = await setup()
    await addPasskey()
    expect(
      (await signIn(authenticator.authenticate(await signInOptions(), { counter: 5 }))).status,
    ).toBe(200)
    const res = await signIn(authenticator.authenticate(await signInOptions(), { counter: 3 }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('passkey_not_verified')
  })

  it('answers 401 for a passkey this app does not know', async () => {
    const { addPasskey, signInOptions, signIn } = await setup()
    await addPasskey()
    const stranger = softwareAuthenticator({ origin: TEST_APP_URL })
    const options = await signInOptions()
    stranger.register({ ...(await setupOptionsLike(options)) })
    const res = await signIn(stranger.authenticate(options))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'passkey_unknown', message: PASSKEY_MESSAGES.unknown })
  })

  it('refuses a suspended member as the password sign-in does', async () => {
    const { member, addPasskey, signInOptions, signIn, authenticator } = await setup()
    await addPasskey()
    await database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.id))
    const res = await signIn(authenticator.authenticate(await signInOptions()))
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('account_suspended')
    expect(sessionCookieFrom(res)).toBeUndefined()
  })

  it('limits the sign-in attempts per network address', async () => {
    const { send } = await setup()
    let last = 0
    for (let i = 0; i < 61; i++) {
      last = (await send('POST', '/api/auth/passkeys/sign-in-options')).status
    }
    expect(last).toBe(429)
  })
})

/** Registration options of a made-up member, for a passkey this app never stored. */
async function setupOptionsLike(
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return {
    rp: { id: options.rpId!, name: 'Orthodox Hearts' },
    user: { id: 'c3RyYW5nZXI', name: 'stranger@example.org', displayName: 'Stranger' },
    challenge: options.challenge,
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  }
}

describe('removing a passkey', () => {
  it('removes one of the member’s passkeys', async () => {
    const { send, cookie, addPasskey, list, stored } = await setup()
    const { credential } = await addPasskey()
    const res = await send('DELETE', `/api/auth/passkeys/${credential.id}`, { cookie })
    expect(res.status).toBe(204)
    expect(await stored()).toEqual([])
    expect((await list()).passkeys).toEqual([])
  })

  it('answers 404 for another member’s passkey and leaves it', async () => {
    const { env, addPasskey, send, stored } = await setup()
    const { credential } = await addPasskey()
    const other = await insertMember(database.db)
    const otherCookie = await sessionCookie(database.db, other.id, env.clock.now())
    const res = await send('DELETE', `/api/auth/passkeys/${credential.id}`, { cookie: otherCookie })
    expect(res.status).toBe(404)
    expect(await stored()).toHaveLength(1)
  })

  it('refuses to remove the last way in of a member without a password (409)', async () => {
    const { member, send, cookie, addPasskey, stored } = await setup()
    const first = await addPasskey()
    const second = await addPasskey()
    await database.db.update(users).set({ password: '!' }).where(eq(users.id, member.id))
    const removed = await send('DELETE', `/api/auth/passkeys/${first.credential.id}`, { cookie })
    expect(removed.status).toBe(204)
    const last = await send('DELETE', `/api/auth/passkeys/${second.credential.id}`, { cookie })
    expect(last.status).toBe(409)
    expect(await last.json()).toEqual({ code: 'last_way_in', message: PASSKEY_MESSAGES.lastWayIn })
    expect((await stored()).map((row) => row.id)).toEqual([second.credential.id])
  })
})

describe('removing the password', () => {
  it('leaves a member with a passkey signing in by passkey only', async () => {
    const { member, send, cookie, addPasskey, list, signInOptions, signIn, authenticator } =
      await setup()
    await addPasskey()
    const wrong = await send('POST', '/api/auth/passkeys/remove-password', {
      cookie,
      body: { password: 'not-it' },
    })
    expect(wrong.status).toBe(403)
    const res = await send('POST', '/api/auth/passkeys/remove-password', {
      cookie,
      body: { password: PASSWORD },
    })
    expect(res.status).toBe(204)
    const [account] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(account?.password).toBe('!')
    expect((await list()).hasPassword).toBe(false)
    const login = await send('POST', '/api/auth/login', {
      body: { email: 'eleni@example.org', password: PASSWORD },
    })
    expect(login.status).toBe(401)
    expect((await signIn(authenticator.authenticate(await signInOptions()))).status).toBe(200)
  })

  it('refuses a member without a passkey (409) and keeps the password', async () => {
    const { member, send, cookie } = await setup()
    const res = await send('POST', '/api/auth/passkeys/remove-password', {
      cookie,
      body: { password: PASSWORD },
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      code: 'passkey_required',
      message: PASSKEY_MESSAGES.passkeyRequired,
    })
    const [account] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(account?.password).toMatch(/^\$argon2/)
  })
})
