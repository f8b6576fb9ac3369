import { html } from 'hono/html'
import { languageTag, type LocaleCode } from '#shared/domain/languages.ts'
import { APP_NAME, MAIL_TEXTS } from './mail-texts.ts'

/** What the app mails (docs/accounts.md "What is mailed when"). */
export type MailKind =
  | 'password-reset'
  | 'password-changed'
  | 'new-sign-in'
  | 'email-verify'
  | 'email-change'
  | 'email-changed'
  | 'passkey-added'

/** A message as the queue holds it: rendered once, in the member's language. */
export interface ComposedMail {
  kind: MailKind
  to: string
  language: LocaleCode
  subject: string
  text: string
  html: string
}

export interface Recipient {
  email: string
  firstName: string
  language: LocaleCode
}

/**
 * The one layout of every message: plain text, and simple HTML with the same words (inline
 * styles only, no image, no remote resource, no tracking of any kind).
 */
export function layout(
  kind: MailKind,
  to: Recipient,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string },
  after: readonly string[],
): ComposedMail {
  const texts = MAIL_TEXTS[to.language]
  const greeting = texts.greeting(to.firstName)
  const text = [
    greeting,
    ...paragraphs,
    `${link.label}: ${link.url}`,
    ...after,
    `— ${APP_NAME}\n${texts.footer}`,
  ].join('\n\n')
  const body = html`<!doctype html>
    <html lang="${languageTag(to.language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#faf7f2;font-family:Georgia,serif;color:#2b2118"
      >
        <div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
          <p style="margin:0 0 16px;font-size:20px;color:#7a1f2b">${APP_NAME}</p>
          <p>${greeting}</p>
          ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
          <p style="margin:24px 0">
            <a
              href="${link.url}"
              style="background:#7a1f2b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none"
              >${link.label}</a
            >
          </p>
          <p style="font-size:13px;word-break:break-all">${link.url}</p>
          ${after.map((paragraph) => html`<p>${paragraph}</p>`)}
          <p style="margin-top:24px;font-size:13px;color:#6b5e55">${texts.footer}</p>
        </div>
      </body>
    </html>`
  return { kind, to: to.email, language: to.language, subject, text, html: String(body) }
}

/** The reset link's mail: the link, its 30 minutes, and what to do when it was not asked for. */
export function passwordResetMail(to: Recipient, resetUrl: string): ComposedMail {
  const texts = MAIL_TEXTS[to.language]
  return layout(
    'password-reset',
    to,
    texts.resetSubject,
    [texts.resetIntro],
    { label: texts.resetButton, url: resetUrl },
    [texts.resetExpiry, texts.resetIgnore],
  )
}

/** The notice after a password was changed, with the way to take the account back. */
export function passwordChangedMail(to: Recipient, forgotUrl: string): ComposedMail {
  const texts = MAIL_TEXTS[to.language]
  return layout(
    'password-changed',
    to,
    texts.changedSubject,
    [texts.changedBody, texts.changedNotYou],
    { label: texts.resetButton, url: forgotUrl },
    [],
  )
}

/** A browser on a system in the member's language ("Chrome on Windows"). */
function deviceName(
  language: LocaleCode,
  { browser, system }: { browser: string | null; system: string | null },
): string {
  const texts = MAIL_TEXTS[language]
  if (browser && system) return texts.deviceName(browser, system)
  return browser ?? system ?? texts.unknownDevice
}

/**
 * The notice of a sign-in from a device the member was not signed in on (docs/accounts.md): the
 * browser and system, when (in UTC: the server does not know the member's time zone), and the
 * way to the session list.
 */
export function newSignInMail(
  to: Recipient,
  device: { browser: string | null; system: string | null },
  when: Date,
  devicesUrl: string,
): ComposedMail {
  const texts = MAIL_TEXTS[to.language]
  const name = deviceName(to.language, device)
  const time = new Intl.DateTimeFormat(languageTag(to.language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(when)
  return layout(
    'new-sign-in',
    to,
    texts.newSignInSubject,
    [texts.newSignInBody(name, `${time} UTC`), texts.newSignInNotYou],
    { label: texts.newSignInButton, url: devicesUrl },
    [],
  )
}

/** The notice that a passkey was added (docs/accounts.md "Passkeys"), with the way to remove it. */
export function passkeyAddedMail(
  to: Recipient,
  device: { browser: string | null; system: string | null },
  passkeysUrl: string,
): ComposedMail {
  const texts = MAIL_TEXTS[to.language]
  return layout(
    'passkey-added',
    to,
    texts.passkeyAddedSubject,
    [texts.passkeyAddedBody(deviceName(to.language, device)), texts.passkeyAddedNotYou],
    { label: texts.passkeyAddedButton, url: passkeysUrl },
    [],
  )
}
