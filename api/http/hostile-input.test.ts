import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractVocabulary, type ContractVocabulary } from '../testing/contract-vocabulary.ts'
import { dbFingerprint } from '../testing/db-fingerprint.ts'
import { exchange, serveOnFreePort, type Answer } from '../testing/http-exchange.ts'
import {
  exampleBody,
  hostileCase,
  writeRoutes,
  type Actor,
  type Cast,
  type HostileCase,
} from '../testing/hostile-input.ts'
import { exampleBodies, PROFILE_VERSION_MARK } from '../testing/example-bodies.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { currentProfileEditVersion } from '../testing/profiles.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { createMailer } from '../mail/delivery.ts'
import { transportFor } from '../mail/transport.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()

/** A few thousand cases on PostgreSQL (CI); fewer on the slower in-memory PGlite. */
const RUNS = process.env.TEST_DATABASE_URL ? 3000 : 400
const SEED = 20261126

let app: ReturnType<typeof testApp>['app']
let server: Awaited<ReturnType<typeof serveOnFreePort>>
let vocabulary: ContractVocabulary
let cast: Cast
/** Each signed-in actor's Cookie header (renewed after a write that may have signed them out). */
const cookies: Partial<Record<Actor, string>> = {}
let moderatorId: number

beforeAll(async () => {
  // The mail a write queues stays queued: a delivery in the background would change its row
  // while a later case compares the database before and after.
  const config = testConfig()
  const mail = createMailer({
    db: database.db,
    config,
    clock: () => new Date(),
    transport: transportFor(config, false),
    deliverOnQueue: false,
  })
  app = testApp(database.db, { config, mail }).app
  server = await serveOnFreePort(app.fetch)
  vocabulary = await contractVocabulary()
  const [member, other] = [await insertMember(database.db), await insertMember(database.db)]
  cast = { memberId: member.id, otherId: other.id }
  moderatorId = (await insertMember(database.db, { role: 'moderator' })).id
  cookies.member = await sessionCookie(database.db, member.id)
  cookies.moderator = await sessionCookie(database.db, moderatorId)
  // Matched, so a message can get as far as being stored.
  await insertMatch(database.db, member.id, other.id)
})
afterAll(() => server.close())

/** The case with its actor's cookie, and their current profile version where it is marked. */
async function prepare(request: HostileCase): Promise<HostileCase> {
  const cookie = cookies[request.actor]
  const headers = { ...request.headers, ...(cookie ? { cookie } : {}) }
  const mark = `"${PROFILE_VERSION_MARK}"`
  if (!request.body?.includes(mark)) return { ...request, headers }
  const version = await currentProfileEditVersion(database.db, cast.memberId)
  const body = Buffer.from(request.body.toString('utf8').replace(mark, String(version)))
  return { ...request, headers, body }
}

async function send(request: HostileCase): Promise<Answer> {
  if (request.overHttp) return exchange(server.port, request)
  const { method, headers, body } = request
  const response = await app.request(request.path, {
    method,
    headers,
    body: body && new Uint8Array(body),
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}

const describeCase = (request: HostileCase, answer: Answer) =>
  `${request.method} ${request.path} (${request.actor}, ${request.overHttp ? 'HTTP' : 'in-process'}) ` +
  `${request.headers['content-type'] ?? 'no type'} ${request.body?.subarray(0, 200).toString('utf8') ?? 'no body'}` +
  ` -> ${answer.status} ${answer.text.slice(0, 300)}`

describe('hostile input to every write route', () => {
  it('the app lists its write routes, the contract its fields', () => {
    const routes = writeRoutes(app)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/signup' })
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/profile/photos/:id' })
    expect(routes.length).toBeGreaterThan(40)
    expect(vocabulary.keys).toEqual(
      expect.arrayContaining(['firstName', 'clientId', 'otherAnswers']),
    )
  })

  it('every example body is accepted as it is, so the spoiled ones reach past the validators', async () => {
    for (const [route, example] of Object.entries(exampleBodies(cast))) {
      const [method, path] = route.split(' ') as [string, string]
      const [body] = fc.sample(exampleBody(example), { numRuns: 1, seed: SEED })
      const request = await prepare({
        method,
        path: path.replace(/:[A-Za-z]+/g, String(cast.memberId)),
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(body)),
        actor: route.startsWith('POST /api/moderation/') ? 'moderator' : 'member',
        overHttp: false,
      })
      const answer = await send(request)
      // Past validation: done, or refused by a rule further in (a free member's boost limit, no
      // account with the sign-in example's password), never 400 for the body itself.
      expect([400, 413, 415], describeCase(request, answer)).not.toContain(answer.status)
    }
  })

  it('never answers 5xx or closes without an answer; every refusal is JSON {message} and changes nothing', async () => {
    const routes = writeRoutes(app)
    await fc.assert(
      fc.asyncProperty(
        hostileCase(routes, exampleBodies(cast), vocabulary, cast),
        async (generated) => {
          const request = await prepare(generated)
          const before = await dbFingerprint(database.db)
          const answer = await send(request)
          const seen = describeCase(request, answer)
          expect(answer.status, seen).toBeLessThan(500)
          if (answer.status < 300) {
            // A write that succeeded may have signed the actor out (logout): sign in again.
            const ids = { member: cast.memberId, moderator: moderatorId }
            if (request.actor !== 'anonymous')
              cookies[request.actor] = await sessionCookie(database.db, ids[request.actor])
            return
          }
          expect(answer.contentType, seen).toMatch(/^application\/json/)
          expect(typeof (JSON.parse(answer.text) as { message?: unknown }).message, seen).toBe(
            'string',
          )
          expect(await dbFingerprint(database.db), seen).toEqual(before)
        },
      ),
      { seed: SEED, numRuns: RUNS },
    )
  }, 600_000)

  it('a 6 MB body to any write route is answered 413 with a JSON message, not a reset', async () => {
    // Larger than the upload routes' limit too (a 5 MB file and its multipart framing).
    const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(6 * 1024 * 1024) }))
    const before = await dbFingerprint(database.db)
    for (const { method, path } of writeRoutes(app)) {
      const request = { method, path: path.replace(/:[A-Za-z]+/g, String(cast.memberId)), body }
      const member = await exchange(server.port, {
        ...request,
        headers: jsonHeaders(cookies.member),
      })
      expect(member.status, `${method} ${path}`).toBe(413)
      expect(JSON.parse(member.text), `${method} ${path}`).toMatchObject({
        message: expect.any(String),
      })
      // Signed out, the upload routes may say 401 before they look at the size: also an answer.
      const anonymous = await exchange(server.port, { ...request, headers: jsonHeaders() })
      expect([401, 413], `${method} ${path}`).toContain(anonymous.status)
      expect(JSON.parse(anonymous.text), `${method} ${path}`).toMatchObject({
        message: expect.any(String),
      })
    }
    expect(await dbFingerprint(database.db)).toEqual(before)
  })
})
