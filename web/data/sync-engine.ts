import { apiFetch, HttpError, readAnswer, serverMessage } from './api-client.ts'
import { currentMemberId, forgetMember } from './current-member.ts'
import { db } from './db.ts'
import { rejectedHandler, syncedHandler } from './outbox-handlers.ts'
import { logUnexpected } from './log-unexpected.ts'
import { nextRowOf } from './outbox-queue.ts'
import type { OutboxRow, ParkedReason } from './rows.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

/**
 * The sync engine: sends the signed-in member's outbox rows to the API, oldest first, one at
 * a time, each with its clientId as the idempotency key (in the body and the Idempotency-Key
 * header), so a replay after a crash is answered with the first result. Order is kept per
 * ordering key (outbox-order.ts, decision 044): a row waiting for its retry, or parked, holds
 * back the later rows of its key, and the rows of every other key go on.
 *
 * - network error, 408, 429 or 5xx → the row is retried after an exponential, jittered, capped
 *   delay, the later rows of its key waiting behind it;
 * - the same row answered 5xx (but 503) PARK_AFTER_SERVER_ERRORS times, or a local handler that
 *   throws on the server's answer → the row is parked: failed, with parkedFor and lastError, and
 *   an 'outbox-parked' event; the later rows of its key wait until the member retries or discards
 *   it (outbox.ts). Being offline never parks a row;
 * - 401 → the session is gone: stop, keep every row for when the member signs in again;
 * - any other 4xx → the row is marked failed with the server's message, an 'outbox-failed'
 *   event is emitted, and the next row goes, of its key too (the kind's rejected handler may
 *   remove the row instead, as a profile submit refused with 409 does);
 * - rows made by another member are never sent.
 *
 * Never two drains at once: an in-context promise guard plus a Web Lock (where supported), so
 * tabs and the service worker take turns. No React and no DOM here: the service worker runs
 * this code (web/sw.ts); the page's triggers are in sync.ts.
 */

export const RETRY_BASE_MS = 2_000
export const RETRY_CAP_MS = 5 * 60_000
export const DRAIN_DEBOUNCE_MS = 250
/**
 * Server errors after which a row is parked (decision 044): with the backoff above, eight answers
 * of 5xx span about 4 to 8.5 minutes, long past a redeploy or a restart, while a row the server
 * fails on every time is set aside within minutes and stops holding back its key.
 */
export const PARK_AFTER_SERVER_ERRORS = 8
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
  /** Refused by the server (4xx). */
  failed: number
  /** Set aside on this device (decision 044): server errors past the bound, or a handler threw. */
  parked: number
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

export interface OutboxParkedDetail {
  row: OutboxRow
  reason: ParkedReason
  /** What went wrong: the last server error, or the handler's error. */
  error: string
}

export interface SyncEventMap {
  'outbox-sent': { row: OutboxRow; answer: unknown }
  'outbox-parked': OutboxParkedDetail
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

/**
 * Whether a retryable answer counts toward parking the row: a 5xx says the server failed on this
 * request. 503 is the API's "database away / past the deadline, again in a moment" (api/http/
 * error-answer.ts), and 408 and 429 ask the device to slow down: they say nothing against the row.
 */
export function countsTowardParking(status: number): boolean {
  return status >= 500 && status !== 503
}

/** What became of a row that was due; a retry says when it is due again. */
type Outcome = 'sent' | 'failed' | 'parked' | 'unauthorized' | { retryAt: number }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

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

  /** Fails the row without a server refusal; the later rows of its key wait behind it. */
  async function park(row: OutboxRow, reason: ParkedReason, error: unknown): Promise<Outcome> {
    if (reason === 'local-handler') console.error(error)
    const parked = {
      status: 'failed' as const,
      parkedFor: reason,
      attempts: row.attempts + 1,
      lastError: errorText(error),
    }
    if ((await db.outbox.update(row.id!, parked)) === 0) return 'parked' // discarded meanwhile
    emit('outbox-parked', { row: { ...row, ...parked }, reason, error: parked.lastError })
    return 'parked'
  }

  /** The server answered: its answer applied and the row gone, in one transaction. */
  async function applied(row: OutboxRow, answer: unknown): Promise<Outcome> {
    const id = row.id!
    try {
      await db.transaction('rw', db.tables, async () => {
        // Gone meanwhile (signed out, discarded): nothing of it may be written back.
        if (!(await db.outbox.get(id))) return
        await syncedHandler(row.kind)?.(answer, row)
        await db.outbox.delete(id)
      })
    } catch (error) {
      return park(row, 'local-handler', error)
    }
    emit('outbox-sent', { row, answer })
    return 'sent'
  }

  /** The server refused the row for good: the kind undoes its local effect, the row is failed. */
  async function refused(row: OutboxRow, error: HttpError): Promise<Outcome> {
    const id = row.id!
    const message = serverMessage(error)
    try {
      await db.transaction('rw', db.tables, async () => {
        if (!(await db.outbox.get(id))) return
        await rejectedHandler(row.kind)?.(message, row, error.status, error.code)
        await db.outbox.update(id, {
          status: 'failed',
          attempts: row.attempts + 1,
          lastError: error.message,
        })
      })
    } catch (handlerError) {
      return park(row, 'local-handler', handlerError)
    }
    emit('outbox-failed', { row, message, code: error.code, error: error.message })
    return 'failed'
  }

  /** Network error, 408, 429 or 5xx: again later, or parked once the server errors reach the bound. */
  async function later(row: OutboxRow, error: unknown): Promise<Outcome> {
    const counts = error instanceof HttpError && countsTowardParking(error.status)
    const serverErrors = row.serverErrors + (counts ? 1 : 0)
    if (serverErrors >= PARK_AFTER_SERVER_ERRORS) return park(row, 'server-errors', error)
    const attempts = row.attempts + 1
    const retryAt = options.now() + retryDelay(attempts, options.random)
    await db.outbox.update(row.id!, {
      attempts,
      serverErrors,
      nextAttemptAt: retryAt,
      lastError: errorText(error),
    })
    logUnexpected('An outbox row could not be sent', error)
    return { retryAt }
  }

  async function send(row: OutboxRow): Promise<Outcome> {
    let answer: unknown
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
      answer = await readAnswer(response)
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await forgetMember()
        emit('session-expired', null)
        return 'unauthorized'
      }
      if (error instanceof HttpError && !isRetryable(error.status)) return refused(row, error)
      return later(row, error)
    }
    return applied(row, answer)
  }

  /**
   * One walk over the member's outbox in id order. A key is held once a row of it waits for its
   * retry or is parked: its later rows wait too, and the walk goes on with the other keys. Each
   * row is read just before its turn (nextRowOf), so rows added or changed meanwhile are seen.
   */
  async function drainPass(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, failed: 0, parked: 0, stopped: 'empty' }
    const memberId = await currentMemberId()
    if (memberId === null) return { ...report, stopped: 'signed-out' }
    const held = new Set<string>()
    let wakeAt = Infinity
    for (let row = await nextRowOf(memberId, 0); row; row = await nextRowOf(memberId, row.id!)) {
      if (held.has(row.orderKey)) continue
      if (row.status === 'failed') {
        if (row.parkedFor !== null) held.add(row.orderKey)
        continue
      }
      if (row.nextAttemptAt > options.now()) {
        held.add(row.orderKey)
        wakeAt = Math.min(wakeAt, row.nextAttemptAt)
        continue
      }
      const outcome = await send(row)
      if (outcome === 'unauthorized') return { ...report, stopped: 'unauthorized' }
      if (outcome === 'sent') report.sent++
      else if (outcome === 'failed') report.failed++
      else {
        held.add(row.orderKey)
        if (outcome === 'parked') report.parked++
        else wakeAt = Math.min(wakeAt, outcome.retryAt)
      }
    }
    if (wakeAt === Infinity) return report
    scheduleRetry(Math.max(0, wakeAt - options.now()))
    return { ...report, stopped: 'waiting' }
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
      const total: DrainReport = { sent: 0, failed: 0, parked: 0, stopped: 'empty' }
      do {
        again = false
        const pass = await withLock(drainPass)
        total.sent += pass.sent
        total.failed += pass.failed
        total.parked += pass.parked
        total.stopped = pass.stopped
        // A row waiting for its retry holds back its key only: rows added meanwhile may go.
      } while (again && (total.stopped === 'empty' || total.stopped === 'waiting'))
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
