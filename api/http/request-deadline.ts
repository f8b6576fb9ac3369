import type { Context, MiddlewareHandler } from 'hono'
import { timeout } from 'hono/timeout'
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/domain/service-unavailable.ts'
import { Refusal } from './refusal.ts'

/** The answer of a request past its deadline: the database (or a store) is not answering. */
export class DeadlinePassed extends Refusal {
  constructor() {
    super(503, 'service_unavailable', DATABASE_UNAVAILABLE_MESSAGE)
  }
}

/**
 * Uploads (multipart, as long as the member's connection needs) and live event streams (open for
 * as long as the app is) have no deadline.
 */
function runsLong(c: Context): boolean {
  const type = c.req.header('content-type') ?? ''
  const accept = c.req.header('accept') ?? ''
  return type.startsWith('multipart/') || accept.includes('text/event-stream')
}

/**
 * Every other request is answered within `ms` (REQUEST_DEADLINE_MS, 4 s unless set: far above any
 * request's time under load, the benches' p99 is under 200 ms, and under the 5 s after which a
 * client counts a request as hanging): a driver that never settles a query (a connection lost in
 * a way the driver missed) must not leave the member's request hanging (docs/scaling.md). A
 * request cut off may still complete behind the answer; the outbox sends it again with the same
 * clientId, which answers the first result.
 */
export function requestDeadline(ms: number): MiddlewareHandler {
  const limited = timeout(ms, () => new DeadlinePassed())
  return (c, next) => (runsLong(c) ? next() : limited(c, next))
}
