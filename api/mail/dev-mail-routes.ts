import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { Database } from '../db/connect.ts'
import { mailMessages } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'

/** The newest messages the page lists. */
const LISTED = 50

const page = (title: string, body: unknown) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
      </head>
      <body style="font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:16px">
        <h1>${title}</h1>
        ${body}
      </body>
    </html>`

/**
 * /dev/mail: the mailbox of the embedded default (no SMTP_URL, no DATABASE_URL), for the person
 * running the app on their own machine: every message the app would have sent, newest first, and
 * each one's text and HTML. Mounted only there (api/app.ts); anywhere else the path is not found.
 */
export function devMailRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const rows = await db
        .select({
          id: mailMessages.id,
          to: mailMessages.toAddress,
          subject: mailMessages.subject,
          createdAt: mailMessages.createdAt,
        })
        .from(mailMessages)
        .orderBy(desc(mailMessages.id))
        .limit(LISTED)
      return c.html(
        page(
          'Mail kept by Orthodox Hearts',
          html`<p>No SMTP server is set (SMTP_URL), so the app keeps its mail here.</p>
            <ul>
              ${rows.map(
                (row) =>
                  html`<li>
                    <a href="/dev/mail/${row.id}">${row.subject}</a> to ${row.to},
                    ${row.createdAt.toISOString()}
                  </li>`,
              )}
            </ul>`,
        ),
        200,
      )
    })
    .get('/:id{[0-9]+}', async (c) => {
      const [mail] = await db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.id, Number(c.req.param('id'))))
      if (!mail) return c.html(page('No such message', html`<a href="/dev/mail">All mail</a>`), 404)
      return c.html(
        page(
          mail.subject,
          html`<p>
              To ${mail.toAddress} · <a href="/dev/mail/${mail.id}/html">HTML version</a> ·
              <a href="/dev/mail">All mail</a>
            </p>
            <pre style="white-space:pre-wrap" data-testid="mail-text">${mail.text ?? ''}</pre>`,
        ),
        200,
      )
    })
    .get('/:id{[0-9]+}/html', async (c) => {
      const [mail] = await db
        .select({ html: mailMessages.html })
        .from(mailMessages)
        .where(eq(mailMessages.id, Number(c.req.param('id'))))
      if (!mail?.html) return c.html(page('No such message', ''), 404)
      return c.html(mail.html, 200)
    })
}
