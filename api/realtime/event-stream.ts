/**
 * A text/event-stream answer as one ReadableStream the handler enqueues into. Hono's streamSSE
 * puts a TransformStream, a writer, a reader and a second ReadableStream behind every open stream,
 * with a pending promise chain for each; one stream per connection held about 27 KB of heap, and
 * an API process holds thousands of them (issue 13: 5,000).
 */
const encoder = new TextEncoder()

export interface EventStreamWriter {
  readonly body: ReadableStream<Uint8Array>
  /** An event (`event:`, one `data:` line per line of `data`, and the `retry:` hint if given). */
  send(event: string, data: string, retry?: number): void
  /** A comment line (`: text`), which clients ignore: keeps idle connections open. */
  comment(text: string): void
  /** Ends the stream (the server is stopping). */
  close(): void
}

/** The stream; `onEnd` runs once, when the client disconnects or close() ends it. */
export function eventStream(onEnd: () => void): EventStreamWriter {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    onEnd()
  }
  const enqueue = (text: string) => {
    if (!ended) controller!.enqueue(encoder.encode(text))
  }
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: end,
  })
  return {
    body,
    send(event, data, retry) {
      if (/[\r\n]/.test(event)) throw new Error('An event name must not contain a line break')
      const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`)
      enqueue(
        `event: ${event}\n${lines.join('')}${retry === undefined ? '' : `retry: ${retry}\n`}\n`,
      )
    },
    comment: (text) => enqueue(`: ${text}\n\n`),
    close() {
      if (ended) return
      end()
      controller!.close()
    },
  }
}
