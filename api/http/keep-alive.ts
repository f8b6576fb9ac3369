import type { ServerType } from '@hono/node-server'

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s by default: a client
 * (or a load balancer, whose idle timeout is commonly 60 s) that reuses the connection just as the
 * server closes it gets a reset instead of an answer (seen as ECONNRESET in the browser tests).
 * Longer than the load balancers' idle timeout, so the client side always closes first.
 */
export const KEEP_ALIVE_MS = 65_000

/** The server keeps idle connections KEEP_ALIVE_MS, and waits for headers a second longer. */
export function keepConnectionsAlive(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return // HTTP/2 keeps its sessions its own way
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Node's headers timeout must be above the keep-alive timeout, or a reused connection can be
  // cut while its next request's headers arrive.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
}
