/**
 * The endpoints' round trips sent directly through postgres.js (bench/writes.ts), without HTTP,
 * Hono or zod: the session lookup every request makes, then the like's transaction or the
 * message's statement, built by the same functions the server uses and sent the same way
 * (api/db/round-trips.ts).
 */
import type postgres from 'postgres'
import { sessionLookupQuery } from '#api/auth/sessions.ts'
import type { Database } from '#api/db/connect.ts'
import { runStatement, runTransaction } from '#api/db/round-trips.ts'
import { likeStatements } from '#api/likes/record-like.ts'
import { sendStatement } from '#api/messages/send.ts'

export type DirectWork = (
  db: Database,
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

export const directLikeWork: DirectWork = async (db, writer, body, now) => {
  await lookUpSession(db, writer.cookie)
  await runTransaction(db, likeStatements(db, { ...body, now }))
}

export const directMessageWork: DirectWork = async (db, writer, body, now) => {
  await lookUpSession(db, writer.cookie)
  await runStatement(db, sendStatement(db, { ...body, content: body.content! }, now))
}
