import { describe, expect, it } from 'vitest'
import { knownDevices } from '../db/schema.ts'
import { DEVICE_COOKIE } from '../auth/known-device.ts'
import { MAIL_TEXTS } from '../mail/mail-texts.ts'
import { ADDRESS_MAIL_TEXTS } from '../mail/address-mail-texts.ts'
import { signupBody } from '../testing/members.ts'
import { mailingApp, TEST_APP_URL } from '../testing/mailing-app.ts'
import { useSmtpServer } from '../testing/smtp-server.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * A sign-in from a browser the member has not used (docs/accounts.md): a notice by mail, in the
 * member's language, naming the browser and leading to the session list. The browser is known by
 * its device cookie, which outlives a sign-out.
 */

const database = useTestDatabase()
const mailbox = useSmtpServer(database)
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const CONFIRM_SUBJECTS = new Set(Object.values(ADDRESS_MAIL_TEXTS).map((t) => t.verifySubject))
/** The mail received but sign-up's confirmation of the address (email-address.test.ts). */
const notices = () =>
  mailbox.server.received.filter((mail) => !CONFIRM_SUBJECTS.has(mail.subject ?? ''))

/** The device cookie an answer set, as a Cookie header value. */
function deviceCookieOf(response: Response): string | undefined {
  const match = new RegExp(`${DEVICE_COOKIE}=([^;]*)`).exec(
    response.headers.get('set-cookie') ?? '',
  )
  return match?.[1] ? `${DEVICE_COOKIE}=${match[1]}` : undefined
}

async function signedUp(language?: string) {
  const env = mailingApp(database.db, mailbox.server)
  const body = signupBody(language ? { language } : {})
  const signUp = await env.app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(signUp.status).toBe(201)
  const logIn = (headers: Record<string, string>) =>
    env.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: body.email, password: body.password }),
    })
  return { env, body, logIn, phoneCookie: deviceCookieOf(signUp)! }
}

describe('the notice of a sign-in from a new browser', () => {
  it('mails nothing for the sign-up or for the same browser signing in again, even after a sign-out', async () => {
    const { env, logIn, phoneCookie } = await signedUp()
    expect(phoneCookie).toBeDefined()
    expect((await logIn({ cookie: phoneCookie })).status).toBe(200)
    expect((await logIn({ cookie: phoneCookie })).status).toBe(200)
    await env.mail.deliver()
    expect(notices()).toEqual([])
    expect(await database.db.select().from(knownDevices)).toHaveLength(1)
  })

  it('mails one, in the member’s language, naming the browser and leading to the session list', async () => {
    const { env, body, logIn } = await signedUp('gr')
    const fromLaptop = await logIn({ 'user-agent': WINDOWS_CHROME })
    expect(fromLaptop.status).toBe(200)
    const laptopCookie = deviceCookieOf(fromLaptop)!
    await env.mail.deliver()
    expect(notices()).toHaveLength(1)
    const [notice] = notices()
    const greek = MAIL_TEXTS.gr
    expect(notice!.to).toMatchObject({ text: body.email })
    expect(notice!.subject).toBe(greek.newSignInSubject)
    expect(notice!.text).toContain(greek.deviceName('Chrome', 'Windows'))
    expect(notice!.text).toContain(`${TEST_APP_URL}/settings/devices`)
    expect(notice!.html).toContain(`href="${TEST_APP_URL}/settings/devices"`)

    // The laptop is known from now on.
    expect((await logIn({ 'user-agent': WINDOWS_CHROME, cookie: laptopCookie })).status).toBe(200)
    await env.mail.deliver()
    expect(notices()).toHaveLength(1)
  })

  it('ignores a forged device cookie: a browser is known only by an id the server gave it', async () => {
    const { env, logIn } = await signedUp()
    const forged = await logIn({ cookie: `${DEVICE_COOKIE}=not-an-id` })
    expect(forged.status).toBe(200)
    expect(deviceCookieOf(forged)).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}$`))
    await env.mail.deliver()
    expect(notices()).toHaveLength(1)
  })
})
