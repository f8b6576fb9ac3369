import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createThrowawayDatabase } from './db/throwaway-database.ts'

const serverUrl = process.env.TEST_DATABASE_URL
const root = fileURLToPath(new URL('..', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

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
  let server: ChildProcess
  let port: number
  let drop: () => Promise<void>
  let output = ''

  beforeAll(async () => {
    const database = await createThrowawayDatabase(serverUrl!, 'oh_cluster')
    drop = database.drop
    port = await freePort()
    server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        API_PROCESSES: '2',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await new Promise<void>((resolve, reject) => {
      const started = setInterval(() => {
        if (output.includes('(2 API processes)')) {
          clearInterval(started)
          resolve()
        }
      }, 50)
      server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
    })
  }, 60_000)

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL')
    await drop?.()
  })

  it('serves on one port: a sign-in holds for requests spread over both processes', async () => {
    const signup = await call(port, '/api/auth/signup', {
      method: 'POST',
      body: {
        email: 'cluster@example.org',
        password: 'a long enough password',
        firstName: 'Irene',
        lastName: 'Cluster',
        age: 30,
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
    server.kill('SIGTERM')
    const code = await new Promise((resolve) => server.once('exit', resolve))
    expect(code).toBe(0)
    expect(output).toContain('stopping 2 API processes')
  }, 20_000)
})
