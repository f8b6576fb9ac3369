import { checkSessionOnce, currentMemberId } from './current-member.ts'
import { makeRowsDue, pendingRowCount } from './outbox-queue.ts'
import { syncEngine } from './sync-engine.ts'

/**
 * The page side of syncing: when to drain (the engine itself is sync-engine.ts, shared with
 * the service worker).
 */

export { drainOutbox, onSyncEvent } from './sync-engine.ts'
export type {
  DrainReport,
  OutboxFailedDetail,
  OutboxParkedDetail,
  SyncEventMap,
} from './sync-engine.ts'

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Called after an action committed: drain soon, and ask for Background Sync where supported. */
export function outboxChanged(): void {
  drainSoon()
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  if (!navigator.serviceWorker.controller) return
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register('outbox'))
    .catch(() => {
      // Background Sync refused (permission, private mode): the in-page triggers remain.
    })
}

let answers: Promise<unknown> | undefined

/**
 * Loads the handlers of the server's answers (outbox-answers.ts) once. Offline before the service
 * worker holds their file, the import fails: the next call imports again.
 */
export function loadAnswerHandlers(): Promise<unknown> {
  answers ??= import('./outbox-answers.ts').catch((error: unknown) => {
    answers = undefined
    throw error
  })
  return answers
}

/**
 * Drains soon, once the handlers of the server's answers are registered: they load with the
 * first drain of a signed-in member that has something to send, rather than with the first
 * screen. Signed out, a drain sends nothing (only the signed-in member's rows go), so the sign-in
 * page loads no handlers; nor does a member's first screen when nothing waits in the outbox (the
 * first change they make loads them, through outboxChanged).
 */
function drainSoon(): void {
  void currentMemberId().then(async (memberId) => {
    if (memberId === null) return
    if (!answers && (await pendingRowCount(memberId)) === 0) return
    // A failed import is tried again at the next trigger (back online, the app shown again).
    loadAnswerHandlers().then(
      () => syncEngine.requestDrain(),
      () => {},
    )
  })
}

let started = false

/**
 * Starts the page's triggers (idempotent): checks the session and drains at start, on
 * `online`, when the app becomes visible again, and when the service worker asks.
 */
export function startSyncEngine(): void {
  if (started || typeof window === 'undefined') return
  started = true
  // Ask the browser not to evict IndexedDB under storage pressure: the outbox lives there.
  void navigator.storage?.persist?.().catch(() => false)
  // What waited goes now, not when its backoff ends: at start (the page may have queued it
  // offline before the engine was running) and whenever the connection is back.
  const sendWaiting = () =>
    void currentMemberId()
      .then((memberId) => (memberId === null ? undefined : makeRowsDue(memberId)))
      .finally(drainSoon)
  void checkSessionOnce().finally(sendWaiting)
  window.addEventListener('online', sendWaiting)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') drainSoon()
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'DRAIN_OUTBOX') drainSoon()
  })
}
