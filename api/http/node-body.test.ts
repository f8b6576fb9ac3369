import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as z from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT_BYTES, limitJsonBody, requireJsonBody } from './security.ts'
import { validate } from './validation.ts'

/** The JSON body middleware and a validator as the app chains them, served by @hono/node-server. */
const app = new Hono()
  .use('/api/*', limitJsonBody)
  .use('/api/*', requireJsonBody)
  .post('/api/echo', validate('json', z.object({ text: z.string() })), (c) =>
    c.json({ text: c.req.valid('json').text }, 200),
  )
app.onError((error, c) =>
  error instanceof HTTPException
    ? c.json({ message: error.message }, error.status)
    : c.json({ message: 'Internal server error' }, 500),
)

let server: ServerType
let port: number

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0 }, () => resolve(started))
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A POST written in the given pieces (chunked when no content-length is given). */
function post(
  pieces: (string | Buffer)[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        method: 'POST',
        path: '/api/echo',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        )
      },
    )
    req.on('error', reject)
    for (const piece of pieces) req.write(piece)
    req.end()
  })
}

describe('JSON bodies read from the Node request', () => {
  it('hands the validator the body, also when it arrives in pieces that split a character', async () => {
    const json = Buffer.from(JSON.stringify({ text: 'Χριστός ἀνέστη' }))
    const whole = await post([json], { 'content-length': String(json.length) })
    expect(whole).toEqual({ status: 200, body: { text: 'Χριστός ἀνέστη' } })
    const split = await post([json.subarray(0, 11), json.subarray(11)])
    expect(split).toEqual({ status: 200, body: { text: 'Χριστός ἀνέστη' } })
  })

  it('drops a leading byte order mark, as Request.text() does', async () => {
    const res = await post([Buffer.from([0xef, 0xbb, 0xbf]), '{"text":"bom"}'])
    expect(res).toEqual({ status: 200, body: { text: 'bom' } })
  })

  it('answers 400 { message } for malformed JSON and for a body that fails the schema', async () => {
    const malformed = await post(['{"text":'])
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ message: expect.stringMatching(/malformed json/i) })
    const wrong = await post(['{"text":3}'])
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ message: expect.any(String) })
  })

  it('answers 413 for a body over the limit, declared or sent in chunks', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT_BYTES) })
    const declared = await post([big], { 'content-length': String(Buffer.byteLength(big)) })
    expect(declared).toEqual({
      status: 413,
      body: { message: expect.stringMatching(/too large/), code: 'payload_too_large' },
    })
    const chunked = await post([big.slice(0, 60_000), big.slice(60_000)])
    expect(chunked.status).toBe(413)
  })
})
