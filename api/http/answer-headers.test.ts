import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { answerHeaders } from './answer-headers.ts'
import { COMPRESS_JSON_MIN_BYTES, compressJson } from './compression.ts'
import { securityHeaders } from './security.ts'

const big = { items: Array.from({ length: 40 }, (_, id) => ({ id, name: `Member ${id}` })) }

/** The app's order: the fixed headers outermost, compression inside them. */
function appWith(route: (app: Hono) => void) {
  const answers = answerHeaders(
    securityHeaders({ TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
  )
  const app = new Hono()
  app.use('*', answers.middleware)
  app.use('/api/*', compressJson(COMPRESS_JSON_MIN_BYTES, answers.plainAnswer))
  route(app)
  return { app, answers }
}

const asBrowser = { headers: { 'accept-encoding': 'gzip, deflate, br' } }
const securityOf = (answer: Response) =>
  [...answer.headers].filter(([name]) => !/^(content-|vary|cache-control)/.test(name))

describe('the headers every answer carries', () => {
  it('gives a compressed JSON answer the same security headers as any other, and no-store', async () => {
    const { app } = appWith((a) =>
      a.get('/api/page', (c) => c.json(big)).get('/api/short', (c) => c.text('fine')),
    )
    const page = await app.request('/api/page', asBrowser)
    const short = await app.request('/api/short', asBrowser)
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(JSON.parse(brotliDecompressSync(await page.arrayBuffer()).toString())).toEqual(big)
    expect(page.headers.get('vary')).toBe('Accept-Encoding')
    expect(page.headers.get('content-type')).toBe('application/json')
    for (const answer of [page, short]) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      // The camera on this origin only, for the verification selfie; never the microphone yet.
      expect(answer.headers.get('permissions-policy')).toBe(
        'camera=(self), microphone=(), geolocation=(self)',
      )
    }
    expect(securityOf(page)).toEqual(securityOf(short))
    expect(securityOf(page).length).toBeGreaterThanOrEqual(10)
  })

  it('keeps what a route or a middleware set: a header, a status, its own Cache-Control', async () => {
    const { app } = appWith((a) =>
      a
        .get('/api/cookie', (c) => {
          c.header('Set-Cookie', 'session=abc; HttpOnly')
          return c.json(big)
        })
        .get('/api/created', (c) => {
          c.status(201)
          return c.json(big)
        })
        .get('/api/cached', (c) => c.json(big, 200, { 'Cache-Control': 'private, max-age=60' }))
        .get('/api/accepted', (c) => c.json(big, { status: 202 })),
    )
    const cookie = await app.request('/api/cookie', asBrowser)
    expect(cookie.headers.get('set-cookie')).toBe('session=abc; HttpOnly')
    expect(cookie.headers.get('content-encoding')).toBe('br')
    expect(cookie.headers.get('cache-control')).toBe('no-store')
    expect(cookie.headers.get('x-content-type-options')).toBe('nosniff')
    const created = await app.request('/api/created', asBrowser)
    expect(created.status).toBe(201)
    expect(created.headers.get('x-frame-options')).toBe('DENY')
    const accepted = await app.request('/api/accepted', asBrowser)
    expect(accepted.status).toBe(202)
    expect(accepted.headers.get('content-encoding')).toBe('br')
    expect(accepted.headers.get('x-frame-options')).toBe('DENY')
    const cached = await app.request('/api/cached', asBrowser)
    expect(cached.headers.get('cache-control')).toBe('private, max-age=60')
    expect(cached.headers.get('x-frame-options')).toBe('DENY')
  })

  it('sends security headers but no no-store outside /api', async () => {
    const { app } = appWith((a) => a.get('/app.js', (c) => c.text('code')))
    const answer = await app.request('/app.js')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('cache-control')).toBeNull()
  })

  it('builds the plain answer only while nothing else set a header or status', async () => {
    const seen: (Response | undefined)[] = []
    const body = new TextEncoder().encode('{}') as Uint8Array<ArrayBuffer>
    const { app, answers } = appWith((a) =>
      a.get('/api/probe', (c) => {
        seen.push(answers.plainAnswer(c, body, 200, { 'Content-Type': 'application/json' }))
        seen.push(answers.plainAnswer(c, body, 200, { Vary: ['Accept-Encoding', 'Origin'] }))
        c.header('X-Own', 'yes')
        seen.push(answers.plainAnswer(c, body, 200, {}))
        return c.text('done')
      }),
    )
    await app.request('/api/probe')
    const [plain, withList, afterHeader] = seen
    expect(plain?.headers.get('content-type')).toBe('application/json')
    expect(plain?.headers.get('x-frame-options')).toBe('DENY')
    expect(withList).toBeUndefined()
    expect(afterHeader).toBeUndefined()
  })
})
