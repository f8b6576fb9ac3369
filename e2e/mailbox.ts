import { expect, type APIRequestContext } from '@playwright/test'
import { BASE_URL } from './playwright.config.ts'

/**
 * The newest message to `to` with `subject` in the embedded default's mailbox (/dev/mail: the e2e
 * server runs without SMTP_URL), as its plain text.
 */
export async function mailTo(api: APIRequestContext, to: string, subject: string): Promise<string> {
  let id: string | undefined
  await expect
    .poll(async () => {
      const list = await (await api.get('/dev/mail')).text()
      const pattern = new RegExp(
        `<a href="/dev/mail/(\\d+)">${subject}</a> to ${to.replace(/[.]/g, '\\.')}`,
      )
      id = pattern.exec(list)?.[1]
      return id
    })
    .toBeTruthy()
  const page = await (await api.get(`/dev/mail/${id}`)).text()
  return page.replace(/&amp;/g, '&')
}

/** The subject of the mail that confirms a new member's address (English). */
export const CONFIRM_SUBJECT = 'Confirm your email address for Orthodox Hearts'

/** The 6-digit code in a confirmation mail's text. */
export function codeIn(mail: string): string {
  const code = /code in the app: (\d{6})/.exec(mail)?.[1]
  expect(code, mail).toBeTruthy()
  return code!
}

/**
 * Confirms a new member's address as they would on another device than the mail: the code of the
 * mail sign-up sent, entered through the API with the member's session (`api`).
 */
export async function confirmAddress(api: APIRequestContext, email: string): Promise<void> {
  const code = codeIn(await mailTo(api, email, CONFIRM_SUBJECT))
  const confirmed = await api.post('/api/auth/email/confirm-code', {
    data: { code },
    headers: { origin: BASE_URL },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
}
