import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { describe, expect, it } from 'vitest'
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/domain/service-unavailable.ts'
import { answerError } from './error-answer.ts'
import { requestDeadline } from './request-deadline.ts'

const DEADLINE_MS = 100
const never = () => new Promise<never>(() => {})
const after = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** As the app mounts it, with the app's own error answers, on routes that answer late or never. */
function app() {
  return new Hono()
    .use('/api/*', requestDeadline(DEADLINE_MS))
    .get('/api/never', async (c) => {
      await never()
      return c.json({ ok: true })
    })
    .get('/api/slow', async (c) => {
      await after(DEADLINE_MS * 3)
      return c.json({ ok: true })
    })
    .get('/api/quick', (c) => c.json({ ok: true }))
    .post('/api/upload', async (c) => {
      await after(DEADLINE_MS * 3)
      return c.json({ stored: (await c.req.formData()).has('photo') })
    })
    .get('/api/events', (c) =>
      streamSSE(c, async (stream) => {
        await after(DEADLINE_MS * 3)
        await stream.writeSSE({ data: 'late' })
      }),
    )
    .onError(answerError)
}

describe('the request deadline', () => {
  it('answers a request that would never be answered with 503, the message and Retry-After', async () => {
    const response = await app().request('/api/never')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE })
  })

  it('answers a request past its deadline with 503 though its handler finishes later', async () => {
    const response = await app().request('/api/slow')
    expect(response.status).toBe(503)
  })

  it('leaves a request within its deadline as it is', async () => {
    const response = await app().request('/api/quick')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('gives uploads as long as they take', async () => {
    const form = new FormData()
    form.set('photo', new Blob([new Uint8Array(10)]), 'photo.jpg')
    const response = await app().request('/api/upload', { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ stored: true })
  })

  it('leaves a live event stream open past it', async () => {
    const response = await app().request('/api/events', {
      headers: { accept: 'text/event-stream' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data: late')
  })
})
