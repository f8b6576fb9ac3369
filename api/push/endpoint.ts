import type { Config } from '../config.ts'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Why the server will not post to this push endpoint, or null when it will: push services are
 * https; a plain-http endpoint on this machine (a stand-in push service) only outside production.
 */
export function pushEndpointProblem(endpoint: string, config: Pick<Config, 'NODE_ENV'>) {
  const url = new URL(endpoint)
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) {
    return config.NODE_ENV === 'production' ? 'endpoint must be an https URL' : null
  }
  return 'endpoint must be an https URL (or http://127.0.0.1 or localhost outside production)'
}
