import type { Config } from '../config.ts'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The browsers' push services. In production the server posts only to these, so a member cannot
 * make it send requests to any other host (an internal address, say) by registering that as their
 * "endpoint". A name starting with a dot matches its subdomains.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge, Opera, Samsung Internet
  'android.googleapis.com', // older Chrome subscriptions
  'updates.push.services.mozilla.com', // Firefox
  '.push.apple.com', // Safari (web.push.apple.com)
  '.notify.windows.com', // legacy Edge
]

const isPushService = (hostname: string) =>
  PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? hostname.endsWith(host) : hostname === host,
  )

/**
 * Why the server will not post to this push endpoint, or null when it will. In production: an
 * https URL of a known push service. Elsewhere any https URL, or plain http on this machine (a
 * stand-in push service in tests).
 */
export function pushEndpointProblem(endpoint: string, config: Pick<Config, 'NODE_ENV'>) {
  const url = new URL(endpoint)
  const production = config.NODE_ENV === 'production'
  if (url.protocol === 'https:') {
    return !production || isPushService(url.hostname)
      ? null
      : 'endpoint must be a browser push service (FCM, Mozilla, Apple or Windows)'
  }
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
    return production ? 'endpoint must be an https URL' : null
  }
  return 'endpoint must be an https URL (or http://127.0.0.1 or localhost outside production)'
}
