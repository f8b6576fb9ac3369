import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'

/** One message as a transport takes it. */
export interface Envelope {
  /** The queue's id, for the logs (never the body: a reset link is a key to an account). */
  id: number
  from: string
  to: string
  subject: string
  text: string
  html: string
}

/** Where the queue's messages go (api/mail/delivery.ts). */
export interface MailTransport {
  /** Resolves once the message has been accepted; rejects when it must be tried again. */
  send(envelope: Envelope): Promise<void>
  /**
   * Whether the message's body stays in the database after it has left: only where the database
   * is the mailbox (no SMTP_URL, the page /dev/mail).
   */
  keepsBody: boolean
}

/** Delivery over SMTP with nodemailer; one pooled connection per process. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    keepsBody: false,
    async send({ from, to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html })
    },
  }
}

/**
 * No SMTP server (the quick start): the message is kept in the database, and the console says
 * where to read it. On the embedded database the page /dev/mail shows it; on a PostgreSQL server
 * there is no such page, and each message is logged as not sent, so none is lost silently.
 */
export function keptTransport(appUrl: string, devMailPage: boolean): MailTransport {
  return {
    keepsBody: true,
    send({ id, to, subject }) {
      if (devMailPage) console.log(`Mail to ${to} ("${subject}"): ${appUrl}/dev/mail/${id}`)
      else console.error(`Mail ${id} kept in the database, not sent: SMTP_URL is not set`)
      return Promise.resolve()
    },
  }
}

/** The transport this installation's configuration names. */
export function transportFor(
  config: Pick<Config, 'SMTP_URL' | 'APP_URL'>,
  embedded: boolean,
): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : keptTransport(config.APP_URL, embedded)
}
