/**
 * The floor under GET /api/users (bench/deck-floor.ts): a bare node:http server that, per request,
 * sends the same statements as the direct side of bench/discover.ts (session lookup, then the
 * page's statements, through a pool of the server's size on one generic plan) and answers with the
 * real page's JSON compressed as the server compresses it (Brotli, quality 1). No Hono, no
 * middleware, no cookie or query parsing, no ranking, scoring or JSON assembly: what any Node
 * server doing this page's work must spend at least. Started by bench/deck-floor.ts, with
 * FLOOR_DATABASE_URL, FLOOR_PORT, FLOOR_TOKEN, FLOOR_VIEWER, FLOOR_QUERY, FLOOR_KIND and
 * FLOOR_BODY (a file with the page's JSON as the real server answered it).
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants } from 'node:zlib'
import postgres from 'postgres'
import { eq } from 'drizzle-orm'
import { sessionLookupQuery } from '#api/auth/sessions.ts'
import { loadConfig } from '#api/config.ts'
import { openDatabase, SERVER_CONNECTION_SETTINGS } from '#api/db/connect.ts'
import { users } from '#api/db/schema.ts'
import { deckStatements, type DeckPage } from './discover.ts'

const env = process.env
const databaseUrl = env.FLOOR_DATABASE_URL!
const opened = await openDatabase({ kind: 'postgres', url: databaseUrl })
const [viewer] = await opened.db
  .select()
  .from(users)
  .where(eq(users.id, Number(env.FLOOR_VIEWER)))
const page = deckStatements(opened.db, viewer!, env.FLOOR_QUERY!, env.FLOOR_KIND as DeckPage)
const session = sessionLookupQuery(opened.db, env.FLOOR_TOKEN!)
const client = postgres(databaseUrl, {
  max: loadConfig({ ...env, DATABASE_URL: databaseUrl }).DATABASE_POOL_SIZE,
  onnotice: () => {},
  connection: SERVER_CONNECTION_SETTINGS,
})
const json = readFileSync(env.FLOOR_BODY!)

createServer(async (_request, response) => {
  await client.unsafe(session.sql, session.params as never[], { prepare: true })
  await page(client)
  const body = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  })
  response.writeHead(200, {
    'content-type': 'application/json',
    'content-encoding': 'br',
    'content-length': body.length,
  })
  response.end(body)
}).listen(Number(env.FLOOR_PORT), '127.0.0.1', () => console.log('floor is running'))
// Exits on SIGTERM as the server does, so that a CPU profile (--cpu-prof) is written.
process.on('SIGTERM', () => process.exit(0))
