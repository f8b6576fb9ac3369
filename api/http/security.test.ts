import { describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/connect.ts'
import { signupBody } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { jsonHeaders, sessionCookieFrom, testApp, testConfig } from '../testing/test-app.ts'

const database = useTestDatabase()

async function signedIn(app: ReturnType<typeof testApp>['app']) {
  const response = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify(signupBody()),
  })
  return sessionCookieFrom(response)!
}

describe('secure headers', () => {
  it('sends the CSP and hardening headers on API answers and on other paths', async () => {
    const { app } = testApp(database.db)
    for (const path of ['/api/health', '/some/page.js']) {
      const response = await app.request(path)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('allows images from the configured tile host', async () => {
    const config = testConfig({ TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png' })
    const { app } = testApp(database.db, { config })
    const csp = (await app.request('/api/health')).headers.get('content-security-policy')
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.net;")
  })

  it('marks every /api answer no-store, errors included', async () => {
    const { app } = testApp(database.db)
    const cookie = await signedIn(app)
    const answers = [
      await app.request('/api/health'),
      await app.request('/api/auth/user'),
      await app.request('/api/no-such-thing', { headers: { cookie } }),
      await app.request('/api/auth/login', { method: 'POST', headers: jsonHeaders(), body: '{}' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 400])
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('request checks', () => {
  it('refuses a JSON route body that is not application/json with 415', async () => {
    const { app } = testApp(database.db)
    for (const type of ['application/xml', 'text/plain']) {
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': type, origin: 'http://localhost' },
        body: '{"email":"a@b.org","password":"x"}',
      })
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({
        message: 'Content-Type must be application/json',
      })
    }
  })

  it('refuses a cross-site form post with 403 before anything else', async () => {
    const { app } = testApp(database.db)
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'email=a@b.org&password=x',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      message: 'Cross-site form submissions are not allowed',
    })
  })

  it('answers 413 for a body over 100 KB', async () => {
    const { app } = testApp(database.db)
    const big = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(110 * 1024) })
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { ...jsonHeaders(), 'content-length': String(big.length) },
      body: big,
    })
    expect(response.status).toBe(413)
    expect((await response.json()).message).toMatch(/too large/)
  })

  it('answers an unknown /api path with 404 JSON once signed in', async () => {
    const { app } = testApp(database.db)
    const cookie = await signedIn(app)
    const response = await app.request('/api/nothing/here', { headers: { cookie } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ message: 'Not found: GET /api/nothing/here' })
  })

  it('turns an unexpected error into 500 { message } without details', async () => {
    const { app } = testApp(database.db)
    app.get('/explode', () => {
      throw new Error('secret internals')
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request('/explode')
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ message: 'Internal server error' })
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})

describe('CORS', () => {
  it('answers only the allowed origins', async () => {
    const config = testConfig({ CORS_ORIGINS: 'https://app.example.org, https://m.example.org' })
    const { app } = testApp(database.db, { config })
    const preflight = (origin: string) =>
      app.request('/api/auth/login', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    const allowed = await preflight('https://m.example.org')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://m.example.org')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const refused = await preflight('https://evil.example')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends no CORS headers without an allowlist', async () => {
    const { app } = testApp(database.db)
    const response = await app.request('/api/health', {
      headers: { origin: 'https://app.example.org' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('GET /api/health', () => {
  it('answers 200 once the database answers', async () => {
    const { app } = testApp(database.db)
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database does not', async () => {
    const closed = await openDatabase({ kind: 'memory' })
    await closed.close()
    const { app } = testApp(closed.db)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request('/api/health')
    log.mockRestore()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ message: 'Database unavailable' })
  })
})
