import { describe, expect, it, vi } from 'vitest'
import { mailMessages } from '../db/schema.ts'
import { useSmtpServer } from '../testing/smtp-server.ts'
import { testApp, testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { passwordChangedMail, passwordResetMail } from './compose.ts'
import { createMailer, MAX_ATTEMPTS, retryDelayMs } from './delivery.ts'
import { MAIL_TEXTS } from './mail-texts.ts'
import { keptTransport, smtpTransport } from './transport.ts'

/** The mail queue (api/mail/): delivered over SMTP by the job, retried with backoff, never lost. */

const database = useTestDatabase()
const mailbox = useSmtpServer(database)

const maria = { email: 'maria@example.org', firstName: 'Maria', language: 'en' } as const

function smtpMailer() {
  const clock = testClock(new Date('2026-11-28T12:00:00Z'))
  const config = testConfig({ SMTP_URL: mailbox.server.url, APP_URL: 'https://hearts.example.org' })
  const mailer = createMailer({
    db: database.db,
    config,
    clock: clock.now,
    transport: smtpTransport(mailbox.server.url),
    deliverOnQueue: false,
  })
  return { clock, mailer }
}

describe('the mail queue over SMTP', () => {
  it('retries after a failure with a growing wait, logging the id but never the link', async () => {
    const { clock, mailer } = smtpMailer()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mail = passwordResetMail(maria, 'https://hearts.example.org/reset-password?token=SECRET')
    await mailer.queue(database.db, mail)
    mailbox.server.refuseNext(2)

    expect(await mailer.deliver()).toEqual({ sent: 0, failed: 1 })
    let [row] = await database.db.select().from(mailMessages)
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null })
    expect(row?.lastError).toContain('451')
    expect(row?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)))
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`Mail ${row!.id} (password-reset) failed (try 1)`),
    )
    expect(errors.mock.calls.flat().join(' ')).not.toContain('SECRET')

    // Not due yet: nothing is tried.
    expect(await mailer.deliver()).toEqual({ sent: 0, failed: 0 })
    clock.advance(retryDelayMs(1))
    expect(await mailer.deliver()).toEqual({ sent: 0, failed: 1 })
    ;[row] = await database.db.select().from(mailMessages)
    expect(row?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(2)))
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1))

    clock.advance(retryDelayMs(2))
    expect(await mailer.deliver()).toEqual({ sent: 1, failed: 0 })
    expect(mailbox.server.received).toHaveLength(1)
    expect(mailbox.server.received[0]?.subject).toBe(MAIL_TEXTS.en.resetSubject)
    ;[row] = await database.db.select().from(mailMessages)
    expect(row).toMatchObject({ attempts: 3, lastError: null, text: null, html: null })
    errors.mockRestore()
  })

  it('gives up after the last try, saying so in the log, and keeps the envelope', async () => {
    const { clock, mailer } = smtpMailer()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await mailer.queue(
      database.db,
      passwordChangedMail(maria, 'https://hearts.example.org/forgot-password'),
    )
    mailbox.server.refuseNext(MAX_ATTEMPTS)
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await mailer.deliver()).toEqual({ sent: 0, failed: 1 })
      clock.advance(retryDelayMs(attempt))
    }
    const [row] = await database.db.select().from(mailMessages)
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, toAddress: 'maria@example.org' })
    expect(row?.failedAt).not.toBeNull()
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringContaining(`failed ${MAX_ATTEMPTS} times; given up`),
    )
    expect(await mailer.deliver()).toEqual({ sent: 0, failed: 0 })
    expect(mailbox.server.received).toHaveLength(0)
    errors.mockRestore()
  })

  it('parses back the same message in two languages', async () => {
    const { mailer } = smtpMailer()
    const link = 'https://hearts.example.org/reset-password?token=abc'
    await mailer.queue(database.db, passwordResetMail(maria, link))
    await mailer.queue(
      database.db,
      passwordResetMail({ ...maria, language: 'ua', firstName: 'Оксана' }, link),
    )
    await mailer.deliver()
    const [english, ukrainian] = mailbox.server.received
    expect(english?.subject).toBe('Reset your Orthodox Hearts password')
    expect(english?.text).toContain('Hello Maria,')
    expect(ukrainian?.subject).toBe(MAIL_TEXTS.ua.resetSubject)
    expect(ukrainian?.text).toContain('Вітаємо, Оксана!')
    expect(ukrainian?.text).toContain(MAIL_TEXTS.ua.resetExpiry)
    expect(ukrainian?.html).toContain(`href="${link}"`)
    expect(ukrainian?.html).toContain('Orthodox Hearts')
  })
})

describe('the embedded default: no SMTP_URL', () => {
  it('keeps the message and shows it at /dev/mail, printing where', async () => {
    const clock = testClock()
    const config = testConfig()
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {})
    const mailer = createMailer({
      db: database.db,
      config,
      clock: clock.now,
      transport: keptTransport(config.APP_URL, true),
      deliverOnQueue: false,
    })
    const { app } = testApp(database.db, { config, mail: mailer })
    await mailer.queue(
      database.db,
      passwordResetMail(maria, 'http://localhost:3000/reset-password?token=abc<'),
    )
    await mailer.deliver()
    const [row] = await database.db.select().from(mailMessages)
    expect(logs).toHaveBeenCalledWith(
      `Mail to maria@example.org ("${MAIL_TEXTS.en.resetSubject}"): http://localhost:3000/dev/mail/${row!.id}`,
    )
    logs.mockRestore()

    const list = await app.request('/dev/mail')
    if (database.kind !== 'pglite') {
      // A PostgreSQL server may be shared: its mail is no page's to show.
      expect(list.status).toBe(404)
      return
    }
    expect(list.status).toBe(200)
    expect(await list.text()).toContain(
      `<a href="/dev/mail/${row!.id}">${MAIL_TEXTS.en.resetSubject}</a>`,
    )
    const one = await app.request(`/dev/mail/${row!.id}`)
    const page = await one.text()
    expect(page).toContain('reset-password?token=abc&lt;')
    expect(page).toContain(MAIL_TEXTS.en.resetIntro)
    const html = await app.request(`/dev/mail/${row!.id}/html`)
    expect(await html.text()).toContain(MAIL_TEXTS.en.resetButton)
    expect((await app.request('/dev/mail/999999')).status).toBe(404)
  })

  it('has no /dev/mail with an SMTP server', async () => {
    const config = testConfig({
      SMTP_URL: mailbox.server.url,
      APP_URL: 'https://hearts.example.org',
    })
    const { app } = testApp(database.db, { config })
    expect((await app.request('/dev/mail')).status).toBe(404)
  })
})
