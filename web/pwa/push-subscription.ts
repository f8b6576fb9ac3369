import {
  forgetSubscription,
  saveSubscription,
  serverPushKey,
  subscribeWith,
} from './push-server.ts'

/**
 * This device's web push subscription (docs/push.md): whether the browser can receive pushes,
 * whether the member allowed them, and turning them on (permission, subscribe with the server's
 * VAPID key, PUT to the server) and off (DELETE, then unsubscribe).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

/** The service worker's registration, or null where the browser has no push (or no worker). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined' ||
    typeof Notification === 'undefined'
  ) {
    return null
  }
  return (await navigator.serviceWorker.getRegistration()) ?? null
}

export async function currentPushState(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  if (Notification.permission !== 'granted') return 'off'
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off'
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const bytes = new Uint8Array(a)
  return bytes.every((byte, i) => byte === b[i])
}

/** Asks for permission, subscribes and tells the server; answers the state it ends in. */
export async function turnPushOn(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const key = await serverPushKey()
  let subscription = await worker.pushManager.getSubscription()
  // A subscription made with another key (the server's pair changed) cannot receive our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await subscribeWith(worker.pushManager, key)
  await saveSubscription(subscription)
  return 'on'
}

/** Tells the server to forget this device, then unsubscribes it. */
export async function turnPushOff(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  const subscription = await worker.pushManager.getSubscription()
  if (subscription) {
    await forgetSubscription(subscription.endpoint)
    await subscription.unsubscribe()
  }
  return Notification.permission === 'denied' ? 'denied' : 'off'
}

/**
 * Sign-out: this device stops receiving the member's pushes. The server forgets it while the
 * session still exists; offline, the device unsubscribes anyway, and the push service's 410 then
 * makes the server delete it. Never throws.
 */
export async function stopPushOnSignOut(): Promise<void> {
  try {
    await turnPushOff()
  } catch {
    const worker = await registration().catch(() => null)
    const subscription = await worker?.pushManager.getSubscription().catch(() => null)
    await subscription?.unsubscribe().catch(() => false)
  }
}
