import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './testing/api-server.ts'

const serverUrl = process.env.TEST_DATABASE_URL

/** One request on a new connection, so the cluster's round-robin spreads them over processes. */
function call(
  port: number,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
) {
  return new Promise<{ status: number; cookie?: string; body: string }>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const req = request(
      {
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
            body: text,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe.skipIf(!serverUrl)('API_PROCESSES=2 on PostgreSQL', () => {
  let api: ApiServer
  let port: number

  beforeAll(async () => {
    api = await startApiServer({ serverUrl: serverUrl!, prefix: 'oh_cluster', processes: 2 })
    port = api.port
  }, 60_000)

  afterAll(async () => {
    await api?.stop()
  })

  it('serves on one port: a sign-in holds for requests spread over both processes', async () => {
    const signup = await call(port, '/api/auth/signup', {
      method: 'POST',
      body: {
        email: 'cluster@example.org',
        password: 'a long enough password',
        firstName: 'Irene',
        lastName: 'Cluster',
        birthDate: '1996-05-01',
        gender: 'female',
        lookingFor: 'male',
      },
    })
    expect(signup.status).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(port, '/api/auth/user', { cookie: signup.cookie })),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ firstName: 'Irene' })
  })

  it('stops every process on SIGTERM', async () => {
    api.server.kill('SIGTERM')
    const code = await new Promise((resolve) => api.server.once('exit', resolve))
    expect(code).toBe(0)
    expect(api.output()).toContain('stopping 2 API processes')
  }, 20_000)
})
