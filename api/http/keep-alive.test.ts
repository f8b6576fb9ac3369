import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { keepConnectionsAlive } from './keep-alive.ts'

const app = new Hono().get('/api/health', (c) => c.json({ ok: true }))
let server: ServerType
let port: number

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0 }, () => resolve(started))
  })
  keepConnectionsAlive(server)
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** GET /api/health through `agent`: its status and whether it went over a reused connection. */
function get(agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path: '/api/health', agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }))
    })
    req.on('error', reject)
    req.end()
  })
}

it('keeps an idle connection open past Node’s 5 s default, so a client reusing it is answered', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    expect(await get(agent)).toEqual({ status: 200, reused: false })
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await get(agent)).toEqual({ status: 200, reused: true })
  } finally {
    agent.destroy()
  }
}, 15_000)
