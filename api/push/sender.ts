import { eq, sql } from 'drizzle-orm'
import webpush from 'web-push'
import type { PushPayload } from '#shared/schemas/push.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/connect.ts'
import { pushSubscriptions, users, type PushSubscriptionRow } from '../db/schema.ts'
import { blockedEitherWay } from '../safety/blocks.ts'
import type { ReviewNotice } from '#shared/domain/review-notice.ts'
import {
  eventReminderPayload,
  pushPayloadFor,
  reviewPayload,
  supportReplyPayload,
  type PushKind,
} from './payload.ts'
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts'

/** How long a push service may take to answer before the send is given up (and logged). */
export const PUSH_TIMEOUT_MS = 10_000
/** How long the push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

/**
 * Web push to a member's devices (docs/push.md). The process that handled the request calls
 * it once the change is committed — not the LISTEN fan-out, which runs in every process — and
 * the request does not wait: sends run in the background, time out, and are logged on failure.
 */
export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  publicKey(): Promise<string>
  /** A new message from `partnerId` to `recipientId`. */
  newMessage(recipientId: number, partnerId: number): void
  /** A new match of `recipientId` with `partnerId`. */
  newMatch(recipientId: number, partnerId: number): void
  /** A new like of `recipientId` by `partnerId` (not a match): named only to a paying tier. */
  newLike(recipientId: number, partnerId: number): void
  /** The day-before reminder of an event `recipientId` is going to (docs/parishes.md). */
  eventReminder(recipientId: number, event: { id: number; title: string; startsAt: Date }): void
  /** A moderator's decision on what `recipientId` sent (shared/domain/review-notice.ts). */
  reviewed(recipientId: number, notice: ReviewNotice): void
  /** The support team answered `recipientId` (docs/support.md). */
  supportReplied(recipientId: number): void
  /** The match `partnerId` asks `recipientId` to verify their photo (docs/safety.md). */
  verifyAsked(recipientId: number, partnerId: number): void
  /** Resolves when every send started so far has finished (tests, shutdown). */
  idle(): Promise<void>
}

/**
 * The member's switch that allows a push of each kind: an ask to verify comes from a match in
 * their conversation, as a message does.
 */
const SWITCH_OF = {
  match: 'match',
  message: 'message',
  like: 'like',
  'verify-ask': 'message',
} as const satisfies Record<PushKind, string>

type Settings = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>

export function createPushSender(
  db: Database,
  config: Settings,
  options: { timeoutMs?: number } = {},
): PushSender {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS
  let keys: Promise<VapidKeys> | undefined
  const loadKeys = () =>
    (keys ??= loadVapidKeys(db, config).catch((error: unknown) => {
      keys = undefined
      throw error
    }))
  const running = new Set<Promise<void>>()

  function inBackground(work: Promise<void>) {
    const tracked = work
      .catch((error: unknown) => console.error('Web push failed:', error))
      .finally(() => running.delete(tracked))
    running.add(tracked)
  }

  /**
   * The recipient's tier, unless their switch for `kind` is off, they have no device, or the two
   * are blocked: one statement, so a like or a message to a member without devices costs one
   * statement more, not four.
   */
  async function recipientToNotify(kind: PushKind, recipientId: number, partnerId: number) {
    const [recipient] = await db
      .select({
        match: users.notifyNewMatches,
        message: users.notifyMessages,
        like: users.notifyLikes,
        tier: users.membershipTier,
        hasDevice: sql<boolean>`exists (${db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, recipientId))})`,
        blocked: blockedEitherWay(db, recipientId, partnerId),
      })
      .from(users)
      .where(eq(users.id, recipientId))
    if (!recipient?.[SWITCH_OF[kind]] || !recipient.hasDevice || recipient.blocked) return null
    return recipient
  }

  async function notify(kind: PushKind, recipientId: number, partnerId: number) {
    const recipient = await recipientToNotify(kind, recipientId, partnerId)
    if (!recipient) return
    await sendToDevicesOf(recipientId, async () => {
      const [partner] = await db
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.id, partnerId))
      return partner && pushPayloadFor(kind, partnerId, partner.firstName, recipient.tier)
    })
  }

  /** A suspended member cannot sign in: what they sent before is not news to push. */
  async function isSuspended(memberId: number) {
    const [row] = await db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, memberId))
    return !row || row.suspendedAt !== null
  }

  /**
   * The payload (built only when the member has a device; undefined sends nothing) to each of the
   * member's devices.
   */
  async function sendToDevicesOf(
    recipientId: number,
    payloadFor: () => Promise<PushPayload | undefined>,
  ) {
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, recipientId))
    if (devices.length === 0) return
    const payload = await payloadFor()
    if (!payload) return
    const vapidDetails = await loadKeys()
    const text = JSON.stringify(payload)
    await Promise.all(devices.map((device) => sendTo(device, text, vapidDetails)))
  }

  /** One encrypted, VAPID-signed POST; a device the push service no longer knows is deleted. */
  async function sendTo(device: PushSubscriptionRow, payload: string, vapidDetails: VapidKeys) {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
    )
    // fetch sets the length itself (web-push's own sender only speaks https).
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>
    const service = new URL(device.endpoint).origin
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body ?? []),
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
      } else if (!response.ok) {
        console.warn(`Web push to ${service} answered ${response.status}`)
      }
    } catch (error) {
      console.warn(`Web push to ${service} failed:`, error instanceof Error ? error.message : error)
    }
  }

  return {
    publicKey: async () => (await loadKeys()).publicKey,
    newMessage: (recipientId, partnerId) => inBackground(notify('message', recipientId, partnerId)),
    newMatch: (recipientId, partnerId) => inBackground(notify('match', recipientId, partnerId)),
    newLike: (recipientId, partnerId) => inBackground(notify('like', recipientId, partnerId)),
    eventReminder: (recipientId, event) =>
      inBackground(sendToDevicesOf(recipientId, async () => eventReminderPayload(event))),
    reviewed: (recipientId, notice) =>
      inBackground(
        sendToDevicesOf(recipientId, async () =>
          (await isSuspended(recipientId)) ? undefined : reviewPayload(notice),
        ),
      ),
    verifyAsked: (recipientId, partnerId) =>
      inBackground(notify('verify-ask', recipientId, partnerId)),
    supportReplied: (recipientId) =>
      inBackground(
        sendToDevicesOf(recipientId, async () =>
          (await isSuspended(recipientId)) ? undefined : supportReplyPayload(),
        ),
      ),
    async idle() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}
