import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { EVENT_STREAM_RETRY_MS } from '#shared/schemas/live-events.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'

/** A comment line keeps idle proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000

/**
 * GET /api/events: the signed-in member's live events as server-sent events. The stream opens
 * with `event: ready` (and the `retry:` hint) once this process listens for the member, then
 * carries `message`, `match` and `read` events (data: the LiveEvent JSON) and a heartbeat comment
 * every 25 s, until the client disconnects or the server stops. Another `ready` comes after the
 * server's database listener reconnected: on every `ready` the client refetches what it shows,
 * since events may have been missed before it.
 */
export function eventRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const memberId = c.var.member.id
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      const ended = new Promise<void>((resolve) => {
        stream.onAbort(resolve)
        void deps.notifier.closed.then(resolve)
      })
      const ready = () =>
        stream.writeSSE({ event: 'ready', data: '{}', retry: EVENT_STREAM_RETRY_MS })
      const unsubscribe = await deps.notifier.subscribe(
        memberId,
        (event) => void stream.writeSSE({ event: event.type, data: JSON.stringify(event) }),
        () => void ready(),
      )
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS)
      try {
        await ready()
        await ended
      } finally {
        clearInterval(heartbeat)
        unsubscribe()
      }
    })
  })
}
