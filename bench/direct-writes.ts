/**
 * The endpoints' round trips sent directly through postgres.js (bench/writes.ts), without HTTP,
 * Hono or zod: the session lookup every request makes, then the like's transaction or the
 * message's statement, and the live events they make, through the same functions the server
 * uses (api/db/round-trips.ts, and the process's batching publisher: api/realtime/publisher.ts).
 */
import type postgres from 'postgres'
import { sessionLookupQuery } from '#api/auth/sessions.ts'
import type { Database } from '#api/db/connect.ts'
import { like } from '#api/likes/record-like.ts'
import { sendMessage } from '#api/messages/send.ts'
import type { Publisher } from '#api/realtime/publisher.ts'

/** The database and the live events' publisher of the direct side, as a server process has. */
export interface DirectSide {
  db: Database
  publisher: Publisher
}

export type DirectWork = (
  direct: DirectSide,
  writer: { id: number; cookie: string },
  body: { fromUserId: number; toUserId: number; clientId: string; content?: string },
  now: Date,
) => Promise<unknown>

/** The session lookup, prepared, as the server's requireMember sends it. */
async function lookUpSession(db: Database, cookie: string) {
  const session = sessionLookupQuery(db, cookie.slice(cookie.indexOf('=') + 1))
  const client = (db as unknown as { $client: postgres.Sql }).$client
  await client.unsafe(session.sql, session.params as never[], { prepare: true })
}

export const directLikeWork: DirectWork = async ({ db, publisher }, writer, body, now) => {
  await lookUpSession(db, writer.cookie)
  await like(db, publisher, { ...body, now })
}

export const directMessageWork: DirectWork = async ({ db, publisher }, writer, body, now) => {
  await lookUpSession(db, writer.cookie)
  await sendMessage(db, publisher, { ...body, content: body.content! }, now)
}
