import { Hono } from 'hono'
import { EVENT_STREAM_RETRY_MS } from '#shared/schemas/live-events.ts'
import type { AppEnv } from '../http/app-env.ts'
import { eventStream } from '../realtime/event-stream.ts'
import type { RouteDeps } from '../http/deps.ts'
import { sessionExists } from '../auth/member-sessions.ts'

/** A comment line keeps idle proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000

/**
 * GET /api/events: the signed-in member's live events as server-sent events. The stream opens
 * with `event: ready` (and the `retry:` hint) once this process listens for the member, then
 * carries `message`, `match` and `read` events (data: the LiveEvent JSON) and a heartbeat comment
 * every 25 s, until the client disconnects, the server stops or the session is signed out. Another `ready` comes after the
 * server's database listener reconnected: on every `ready` the client refetches what it shows,
 * since events may have been missed before it.
 */
export function eventRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const memberId = c.var.member.id
    // What the stream's end undoes (the client can only disconnect once the answer is returned).
    const onEnd: (() => void)[] = []
    const stream = eventStream(() => onEnd.forEach((undo) => undo()))
    const ready = () => stream.send('ready', '{}', EVENT_STREAM_RETRY_MS)
    const sessionId = c.var.sessionId
    const unsubscribe = await deps.notifier.subscribe(
      memberId,
      (event) => {
        if (event.type !== 'sessions-ended') return stream.send(event.type, JSON.stringify(event))
        // A stream of a session signed out from another device ends (docs/accounts.md): the
        // browser's reconnect is then refused. (A stream whose token has since rotated ends too,
        // and reconnects with the new cookie.)
        void sessionExists(deps.db, sessionId).then(
          (exists) => exists || stream.close(),
          () => {},
        )
      },
      ready,
      () => stream.close(),
    )
    ready()
    const heartbeat = setInterval(() => stream.comment('heartbeat'), HEARTBEAT_MS)
    onEnd.push(unsubscribe, () => clearInterval(heartbeat))
    return c.body(stream.body, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
  })
}
