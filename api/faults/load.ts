import { randomUUID } from 'node:crypto'

/** One write as the outbox sends it: a fresh clientId, sent again unchanged until a 2xx. */
export interface Write {
  kind: 'like' | 'message'
  path: '/api/likes' | '/api/messages'
  cookie: string
  body: { fromUserId: number; toUserId: number; clientId: string; content?: string }
}

/** An answer the API gave, or why there was none. */
export type Attempt =
  { status: number; body: unknown; at: number } | { error: string; timedOut: boolean; at: number }

export interface SentWrite {
  write: Write
  attempts: Attempt[]
  /** The first 2xx answer (the write is acknowledged). */
  acknowledged?: { status: number; body: unknown }
}

/** How long one request may take before it counts as hanging. */
export const REQUEST_TIMEOUT_MS = 5_000

export async function send(port: number, write: Write): Promise<Attempt> {
  const at = Date.now()
  try {
    const response = await fetch(`http://127.0.0.1:${port}${write.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: write.cookie },
      body: JSON.stringify(write.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // kept as text: the assertions name it
    }
    return { status: response.status, body, at }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return { error: cause?.code ?? cause?.message ?? String(error), timedOut, at }
  }
}

/**
 * `workers` clients, each sending the writes `next(worker, n)` gives it one after the other until
 * `durationMs` has passed (or it has none left); a write without a 2xx is sent again with the
 * same clientId every 100 ms until it has one or `retryForMs` after the load has passed.
 */
export async function runLoad(options: {
  port: number
  workers: number
  durationMs: number
  retryForMs: number
  next: (worker: number, n: number) => Write | undefined
}): Promise<SentWrite[]> {
  const sent: SentWrite[] = []
  const loadEnds = Date.now() + options.durationMs
  const giveUp = loadEnds + options.retryForMs
  const worker = async (index: number) => {
    for (let n = 0; Date.now() < loadEnds; n++) {
      const write = options.next(index, n)
      if (!write) return
      const record: SentWrite = { write, attempts: [] }
      sent.push(record)
      for (;;) {
        const attempt = await send(options.port, write)
        record.attempts.push(attempt)
        if ('status' in attempt && attempt.status >= 200 && attempt.status < 300) {
          record.acknowledged = { status: attempt.status, body: attempt.body }
          break
        }
        if (Date.now() > giveUp) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }
  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)))
  return sent
}

export const newClientId = () => randomUUID()

/** The figures a fault test prints: writes sent, requests, acknowledged, and what failed how. */
export function figures(sent: SentWrite[]) {
  const attempts = sent.flatMap((s) => s.attempts)
  const statuses: Record<string, number> = {}
  for (const attempt of attempts) {
    const key =
      'status' in attempt ? String(attempt.status) : attempt.timedOut ? 'timeout' : attempt.error
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  return {
    writes: sent.length,
    likes: sent.filter((s) => s.write.kind === 'like').length,
    messages: sent.filter((s) => s.write.kind === 'message').length,
    requests: attempts.length,
    acknowledged: sent.filter((s) => s.acknowledged).length,
    retried: sent.filter((s) => s.attempts.length > 1).length,
    answers: statuses,
  }
}
