import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { describe, expect, it } from 'vitest'
import { COMPRESS_JSON_MIN_BYTES, compressJson } from './compression.ts'

const page = {
  users: Array.from({ length: 40 }, (_, i) => ({
    id: i,
    firstName: `Member ${i}`,
    bio: 'Sings in the parish choir and bakes prosphora on Saturdays.',
  })),
}

function app() {
  return (
    new Hono()
      .use('/api/*', compressJson())
      .get('/api/page', (c) => c.json(page, 200))
      .get('/api/small', (c) => c.json({ ok: true }, 200))
      // As the deck sends its page: bytes already encoded as JSON, through c.body.
      .get('/api/bytes', (c) =>
        c.body(Buffer.from(JSON.stringify(page)), 200, { 'content-type': 'application/json' }),
      )
      .get('/api/response', () => Response.json(page))
      .get('/api/vary', (c) => {
        c.header('Vary', 'Origin')
        return c.json(page, 200)
      })
      .get('/api/refused', (c) => c.json({ message: 'x'.repeat(2000) }, 400))
      .get('/api/text', (c) => c.text('y'.repeat(4000), 200))
      .get('/api/events', (c) =>
        streamSSE(c, async (stream) => {
          await stream.writeSSE({ data: JSON.stringify(page) })
        }),
      )
  )
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('compressJson', () => {
  it('sends a large JSON answer as Brotli when the browser accepts it, decoding to the same JSON', async () => {
    const res = await get('/api/page', 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    expect(bytes.length).toBeLessThan(JSON.stringify(page).length / 4)
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(page)
  })

  it('uses gzip for a client that accepts only gzip, or prefers it by q-value', async () => {
    for (const header of ['gzip', 'br;q=0.5, gzip']) {
      const res = await get('/api/page', header)
      expect(res.headers.get('content-encoding')).toBe('gzip')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(page)
    }
  })

  it('leaves the answer untouched for a client that accepts neither', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/api/page', header)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(await res.json()).toEqual(page)
    }
  })

  it(`does not compress a JSON answer under ${COMPRESS_JSON_MIN_BYTES} bytes`, async () => {
    const res = await get('/api/small', 'br, gzip')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-length')).toBe(String(JSON.stringify({ ok: true }).length))
    expect(await res.json()).toEqual({ ok: true })
  })

  it('compresses an error answer too, keeping its status and message', async () => {
    const res = await get('/api/refused', 'br')
    expect(res.status).toBe(400)
    expect(res.headers.get('content-encoding')).toBe('br')
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())
    expect(body.message).toHaveLength(2000)
  })

  it('passes other content types and event streams through as they are', async () => {
    const text = await get('/api/text', 'br')
    expect(text.headers.get('content-encoding')).toBeNull()
    expect(await text.text()).toHaveLength(4000)
    const events = await get('/api/events', 'br')
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(events.headers.get('content-encoding')).toBeNull()
    expect(await events.text()).toContain('Member 39')
  })

  it('compresses JSON sent as bytes through c.body, and a JSON Response built by hand', async () => {
    for (const path of ['/api/bytes', '/api/response']) {
      const res = await get(path, 'br')
      expect(res.headers.get('content-encoding')).toBe('br')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
      expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(page)
    }
  })

  it('keeps a Vary the route set, adding Accept-Encoding', async () => {
    const res = await get('/api/vary', 'gzip')
    expect(res.headers.get('vary')).toMatch(/^Origin, Accept-Encoding$/i)
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(page)
  })
})
