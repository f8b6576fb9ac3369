import { apiFetch, HttpError, NetworkError, readAnswer, serverMessage } from './api-client.ts'
import { currentMemberId, forgetMember } from './current-member.ts'
import { db } from './db.ts'
import { rejectedHandler, syncedHandler } from './outbox-handlers.ts'
import { firstPendingRow } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

/**
 * The sync engine: sends the signed-in member's outbox rows to the API, oldest first, one at
 * a time, each with its clientId as the idempotency key (in the body and the Idempotency-Key
 * header), so a replay after a crash is answered with the first result.
 *
 * - network error, 408, 429 or 5xx → the row stays first and is retried after an exponential,
 *   jittered, capped delay (order holds);
 * - 401 → the session is gone: stop, keep every row for when the member signs in again;
 * - any other 4xx → the row is marked failed with the server's message, an 'outbox-failed'
 *   event is emitted, and the next row goes (the kind's rejected handler may remove the row
 *   instead, as a profile submit refused with 409 does);
 * - rows made by another member are never sent.
 *
 * Never two drains at once: an in-context promise guard plus a Web Lock (where supported), so
 * tabs and the service worker take turns. No React and no DOM here: the service worker runs
 * this code (web/sw.ts); the page's triggers are in sync.ts.
 */

export const RETRY_BASE_MS = 2_000
export const RETRY_CAP_MS = 5 * 60_000
export const DRAIN_DEBOUNCE_MS = 250
const LOCK_NAME = 'orthodox-hearts-outbox'

export interface SyncClock {
  now: () => number
  random: () => number
  setTimer: (run: () => void, ms: number) => unknown
  clearTimer: (handle: unknown) => void
}

export interface SyncEngineOptions extends SyncClock {
  /** The Web Locks API of this context; null to rely on the in-context guard only. */
  locks: LockManager | null
}

export interface DrainReport {
  sent: number
  failed: number
  /** Why the drain ended. */
  stopped: 'empty' | 'waiting' | 'unauthorized' | 'signed-out'
}

export interface OutboxFailedDetail {
  row: OutboxRow
  /** The server's message (its JSON `message`, or the body text). */
  message: string
  /** What happened (the answer's `code`): what a listener decides by. */
  code: ErrorCode | undefined
  /** The spec's "<status>: <body>" text. */
  error: string
}

export interface SyncEventMap {
  'outbox-sent': { row: OutboxRow; answer: unknown }
  /** Bytes of a row's file sent so far (multipart rows, where the context can tell). */
  'outbox-progress': { row: OutboxRow; loaded: number; total: number }
  'outbox-failed': OutboxFailedDetail
  'session-expired': null
}

/** Delay before attempt n+1 after n failed attempts: 2 s, 4 s, 8 s … capped at 5 min, jittered to 50–100 %. */
export function retryDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/**
 * A row's body as sent: JSON, or multipart when it carries a file (a photo queued offline, stored
 * as a Blob in IndexedDB); the browser then sets the multipart Content-Type with its boundary.
 */
export function encodeBody(fields: Record<string, unknown>): {
  body: string | FormData
  contentType: string | null
} {
  if (!Object.values(fields).some((value) => value instanceof Blob))
    return { body: JSON.stringify(fields), contentType: 'application/json' }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, `${name}.jpg`)
    else if (value !== undefined && value !== null) form.append(name, String(value))
  }
  return { body: form, contentType: null }
}

function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}

type Outcome = 'sent' | 'failed' | 'retry' | 'unauthorized'

/**
 * What sends a row that carries a file, reporting its progress: fetch by default (it cannot tell
 * upload progress); the screen that shows progress sets one that can (upload-request.ts), so
 * neither the service worker nor the first screen loads it.
 */
export type UploadTransport = (onProgress: (loaded: number, total: number) => void) => typeof fetch

export function createSyncEngine(options: SyncEngineOptions) {
  const events = new EventTarget()
  let uploadTransport: UploadTransport | null = null
  let draining: Promise<DrainReport> | null = null
  let again = false
  let retryTimer: unknown = null
  let debounceTimer: unknown = null
  /** When the first requestDrain() of the burst the debounce timer waits for came. */
  let burstStartedAt: number | null = null

  function emit<K extends keyof SyncEventMap>(type: K, detail: SyncEventMap[K]): void {
    events.dispatchEvent(new CustomEvent(type, { detail }))
  }

  function on<K extends keyof SyncEventMap>(
    type: K,
    listener: (detail: SyncEventMap[K]) => void,
  ): () => void {
    const wrapped = (event: Event) => listener((event as CustomEvent<SyncEventMap[K]>).detail)
    events.addEventListener(type, wrapped)
    return () => events.removeEventListener(type, wrapped)
  }

  async function send(row: OutboxRow): Promise<Outcome> {
    const id = row.id!
    try {
      const { body, contentType } = encodeBody(row.body)
      const response = await apiFetch(
        row.path,
        {
          method: row.method,
          headers: {
            Accept: 'application/json',
            ...(contentType && { 'Content-Type': contentType }),
            'Idempotency-Key': row.clientId,
          },
          body,
        },
        body instanceof FormData && uploadTransport
          ? uploadTransport((loaded, total) => emit('outbox-progress', { row, loaded, total }))
          : undefined,
      )
      const answer = await readAnswer(response)
      await db.transaction('rw', db.tables, async () => {
        // Gone meanwhile (signed out, discarded): nothing of it may be written back.
        if (!(await db.outbox.get(id))) return
        await syncedHandler(row.kind)?.(answer, row)
        await db.outbox.delete(id)
      })
      emit('outbox-sent', { row, answer })
      return 'sent'
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await forgetMember()
        emit('session-expired', null)
        return 'unauthorized'
      }
      if (error instanceof HttpError && !isRetryable(error.status)) {
        const message = serverMessage(error)
        await db.transaction('rw', db.tables, async () => {
          if (!(await db.outbox.get(id))) return
          await rejectedHandler(row.kind)?.(message, row, error.status, error.code)
          await db.outbox.update(id, {
            status: 'failed',
            attempts: row.attempts + 1,
            lastError: error.message,
          })
        })
        emit('outbox-failed', { row, message, code: error.code, error: error.message })
        return 'failed'
      }
      // Network error, 5xx, 408, 429, or a local handler that threw: try again later.
      const attempts = row.attempts + 1
      await db.outbox.update(id, {
        attempts,
        nextAttemptAt: options.now() + retryDelay(attempts, options.random),
        lastError: error instanceof Error ? error.message : String(error),
      })
      if (!(error instanceof NetworkError) && !(error instanceof HttpError)) console.error(error)
      return 'retry'
    }
  }

  async function drainPass(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, failed: 0, stopped: 'empty' }
    const memberId = await currentMemberId()
    if (memberId === null) return { ...report, stopped: 'signed-out' }
    for (;;) {
      const row = await firstPendingRow(memberId)
      if (!row) return report
      const wait = row.nextAttemptAt - options.now()
      if (wait > 0) {
        scheduleRetry(wait)
        return { ...report, stopped: 'waiting' }
      }
      const outcome = await send(row)
      if (outcome === 'sent') report.sent++
      else if (outcome === 'failed') report.failed++
      else if (outcome === 'unauthorized') return { ...report, stopped: 'unauthorized' }
      // 'retry': the next pass of the loop sees the row's nextAttemptAt and schedules the wait.
    }
  }

  function withLock(run: () => Promise<DrainReport>): Promise<DrainReport> {
    // request() resolves with what the callback returned, here a promise: flatten it.
    return options.locks ? options.locks.request(LOCK_NAME, run).then((report) => report) : run()
  }

  function scheduleRetry(ms: number): void {
    if (retryTimer !== null) options.clearTimer(retryTimer)
    retryTimer = options.setTimer(() => {
      retryTimer = null
      drainInBackground()
    }, ms)
  }

  /**
   * Sends what can be sent now. A call during a drain joins it and makes it look again for
   * rows added meanwhile. Resolves with what happened.
   */
  function drain(): Promise<DrainReport> {
    if (draining) {
      again = true
      return draining
    }
    draining = (async () => {
      const total: DrainReport = { sent: 0, failed: 0, stopped: 'empty' }
      do {
        again = false
        const pass = await withLock(drainPass)
        total.sent += pass.sent
        total.failed += pass.failed
        total.stopped = pass.stopped
      } while (again && total.stopped === 'empty')
      return total
    })().finally(() => {
      draining = null
    })
    return draining
  }

  function drainInBackground(): void {
    drain().catch((error: unknown) => console.error('The outbox could not be drained', error))
  }

  /**
   * Drains soon, once for a burst of calls: DRAIN_DEBOUNCE_MS after the first call of the burst,
   * not after the last. A later call never pushes the drain back, so a member who acts faster
   * than that without a pause (swiping through the deck) has each change sent while they go on,
   * and the outbox stays short (issue 13 §7: 500 fast swipes left 500 unsent rows, and their
   * passes). Calls made while that drain runs make it look again (drain()).
   */
  function requestDrain(): void {
    if (debounceTimer !== null) options.clearTimer(debounceTimer)
    burstStartedAt ??= options.now()
    const wait = Math.max(0, burstStartedAt + DRAIN_DEBOUNCE_MS - options.now())
    debounceTimer = options.setTimer(() => {
      debounceTimer = burstStartedAt = null
      drainInBackground()
    }, wait)
  }

  function stop(): void {
    for (const timer of [retryTimer, debounceTimer]) if (timer !== null) options.clearTimer(timer)
    retryTimer = debounceTimer = burstStartedAt = null
  }

  /** Sends the rows that carry a file through `transport` from now on (see UploadTransport). */
  function setUploadTransport(transport: UploadTransport): void {
    uploadTransport = transport
  }

  return { drain, requestDrain, stop, on, events, setUploadTransport }
}

export type SyncEngine = ReturnType<typeof createSyncEngine>

/** The engine of this context (page or service worker). */
export const syncEngine = createSyncEngine({
  now: () => Date.now(),
  random: () => Math.random(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
})

/** Drains the outbox now (the page's triggers and the service worker's `sync` event). */
export const drainOutbox = syncEngine.drain
/** Subscribes to the engine's events (SyncEventMap); returns the unsubscribe. */
export const onSyncEvent = syncEngine.on
