import { PushKeySchema } from '#shared/schemas/push.ts'
import { apiRequest } from '../data/api-client.ts'

/**
 * The calls between a device's push subscription and the server (docs/push.md), with no DOM:
 * used by the page (push-subscription.ts) and by the service worker when the browser changes the
 * subscription by itself (push-handlers.ts).
 */

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** The server's VAPID public key, as PushManager.subscribe takes it. */
export async function serverPushKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey } = await apiRequest('/api/push/key', { schema: PushKeySchema })
  return base64urlBytes(publicKey)
}

/** Tells the server this device's subscription (PUT, idempotent). */
export async function saveSubscription(subscription: Pick<PushSubscription, 'toJSON'>) {
  await apiRequest('/api/push/subscription', { method: 'PUT', body: subscription.toJSON() })
}

/** Subscribes this device with the VAPID key `key` (every push is shown). */
export function subscribeWith(pushManager: Pick<PushManager, 'subscribe'>, key: BufferSource) {
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

/** Tells the server to forget the device with `endpoint` (only the member's own). */
export async function forgetSubscription(endpoint: string) {
  await apiRequest('/api/push/subscription', { method: 'DELETE', body: { endpoint } })
}
