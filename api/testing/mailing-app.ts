import type { Database } from '../db/connect.ts'
import { createMailer } from '../mail/delivery.ts'
import { smtpTransport } from '../mail/transport.ts'
import type { TestSmtpServer } from './smtp-server.ts'
import { jsonHeaders, testApp, testClock, testConfig } from './test-app.ts'

/** Where the test mail's links lead. */
export const TEST_APP_URL = 'https://hearts.example.org'

/**
 * The app mailing over the test SMTP server (smtp-server.ts), its mail delivered only when a test
 * calls `mail.deliver()`, with a controllable clock and a JSON `post`.
 */
export function mailingApp(db: Database, smtp: TestSmtpServer) {
  const clock = testClock(new Date('2026-11-28T12:00:00Z'))
  const config = testConfig({
    SMTP_URL: smtp.url,
    APP_URL: TEST_APP_URL,
    MAIL_FROM: 'Orthodox Hearts <no-reply@hearts.example.org>',
  })
  const mail = createMailer({
    db,
    config,
    clock: clock.now,
    transport: smtpTransport(smtp.url),
    deliverOnQueue: false,
  })
  const { app, setAddress } = testApp(db, { clock: clock.now, config, mail })
  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(path, { method: 'POST', headers: jsonHeaders(cookie), body: JSON.stringify(body) })
  return { app, clock, mail, setAddress, post }
}
