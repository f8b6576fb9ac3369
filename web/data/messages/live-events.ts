import { liveQuery, type Subscription } from 'dexie'
import { LIVE_EVENT_TYPES, LiveEventSchema } from '#shared/schemas/live-events.ts'
import { currentMemberId } from '../current-member.ts'
import { db } from '../db.ts'
import { refreshConversations } from './conversation-refresh.ts'
import { refreshMemberSettings } from '../member-settings.ts'
import { addUnread, emptyConversation, storeServerMessages } from './message-store.ts'

/**
 * The live stream of the signed-in member (GET /api/events, server-sent events `message`,
 * `match`, `read`, `review`, `support-reply`, `verify-ask`) keeps Dexie current. While it is down, `liveStatus()` says so and
 * the open chat polls its conversation every 3 s instead (spec core-experience §7). No React here.
 */

export type LiveStatus = 'connecting' | 'open' | 'down'
export const EVENTS_PATH = '/api/events'
/** The spec's chat polling, used while the stream is down. */
export const CHAT_POLL_MS = 3_000
const REOPEN_MS = 3_000

let status: LiveStatus = 'down'
/** How many times the stream became ready: a change tells the open chat to refetch. */
let readyCount = 0
const listeners = new Set<() => void>()

export function liveStatus(): LiveStatus {
  return status
}

/** Changes each time the stream is (again) ready; see subscribeLiveStatus. */
export function liveReadyCount(): number {
  return readyCount
}

export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setStatus(next: LiveStatus): void {
  if (status === next) return
  status = next
  for (const listener of listeners) listener()
}

/** Applies one event of the stream to Dexie for `memberId`. Exported for tests. */
export async function applyLiveEvent(memberId: number, data: unknown): Promise<void> {
  const parsed = LiveEventSchema.safeParse(data)
  if (!parsed.success) return
  const event = parsed.data
  if (event.type === 'message') {
    const { message } = event
    if (message.fromUserId !== memberId && message.toUserId !== memberId) return
    await db.transaction('rw', [db.messages, db.conversations], async () => {
      const fresh = await storeServerMessages(memberId, [message])
      await addUnread(message.fromUserId, fresh.filter((m) => m.fromUserId !== memberId).length)
    })
    // A first message from someone this device knows nothing of: fetch who they are.
    const partnerId = message.fromUserId === memberId ? message.toUserId : message.fromUserId
    if (!(await db.profiles.get(partnerId))) await refreshConversations(memberId).catch(() => {})
  } else if (event.type === 'read') {
    const { readerId, partnerId, lastReadMessageId } = event
    await db.transaction('rw', db.conversations, async () => {
      if (readerId === memberId) {
        // Read on another device of the member: nothing is unread here either.
        const row = await db.conversations.get(partnerId)
        if (row && row.unread > 0) await db.conversations.update(partnerId, { unread: 0 })
        return
      }
      // A read point only moves on, but events of two API processes may arrive in either order.
      const row = (await db.conversations.get(readerId)) ?? emptyConversation(readerId)
      const partnerReadId = Math.max(row.partnerReadId ?? 0, lastReadMessageId)
      await db.conversations.put({ ...row, partnerReadId })
    })
  } else if (event.type === 'review' || event.type === 'verify-ask') {
    // Rare, and their refreshers (gallery, contributions, verification) are not the first
    // screen's: fetched then.
    const { heardLiveNotice } = await import('../live-notices.ts')
    await heardLiveNotice(memberId, event)
  } else if (event.type === 'support-reply') {
    const { refreshSupport } = await import('../support.ts')
    await refreshSupport()
  } else if (event.type === 'match') {
    await db.matches.put({
      id: event.matchId,
      userId: event.partnerId,
      createdAt: new Date().toISOString(),
    })
  }
}

let source: EventSource | null = null
let sourceMember: number | null = null
let reopenTimer: ReturnType<typeof setTimeout> | null = null

function close(): void {
  if (reopenTimer !== null) clearTimeout(reopenTimer)
  reopenTimer = null
  source?.close()
  source = null
  sourceMember = null
  setStatus('down')
}

function open(memberId: number): void {
  if (sourceMember === memberId && source) return
  close()
  if (typeof EventSource === 'undefined') return
  sourceMember = memberId
  setStatus('connecting')
  const stream = new EventSource(EVENTS_PATH, { withCredentials: true })
  source = stream
  // The server sends `ready` once it listens for the member, and again after its database
  // listener reconnected: events may have been missed, so what the page shows is refetched.
  stream.addEventListener('ready', () => {
    setStatus('open')
    refreshConversations(memberId).catch(() => {})
    refreshMemberSettings(memberId).catch(() => {})
    readyCount++
    for (const listener of listeners) listener()
  })
  stream.onopen = () => setStatus('open')
  stream.onerror = () => {
    setStatus('down')
    if (stream.readyState !== EventSource.CLOSED) return // the browser reconnects by itself
    reopenTimer = setTimeout(() => {
      reopenTimer = null
      if (source === stream) {
        source = null
        open(memberId)
      }
    }, REOPEN_MS)
  }
  for (const type of LIVE_EVENT_TYPES) {
    stream.addEventListener(type, (event) => {
      let data: unknown
      try {
        data = JSON.parse((event as MessageEvent<string>).data)
      } catch {
        return
      }
      applyLiveEvent(memberId, data).catch((error: unknown) =>
        console.error('A live event could not be stored', error),
      )
    })
  }
}

let sessionWatch: Subscription | null = null

/**
 * Keeps one stream open while a member is signed in on this page (idempotent); it follows
 * sign-in and sign-out, and reopens when the browser comes back online.
 */
export function startLiveEvents(): void {
  if (sessionWatch || typeof window === 'undefined') return
  sessionWatch = liveQuery(currentMemberId).subscribe({
    next: (memberId) => (memberId === null ? close() : open(memberId)),
    error: (error: unknown) => console.error('The session could not be watched', error),
  })
  window.addEventListener('online', () => {
    if (sourceMember !== null && status !== 'open') {
      const memberId = sourceMember
      close()
      open(memberId)
    }
  })
}
