/** One parsed server-sent event. */
export interface ReceivedEvent {
  event: string
  data: string
}

/**
 * Reads a text/event-stream answer (from app.request or fetch): `next(type)` resolves with the
 * next event of that type (other events are skipped), `close()` disconnects. Comments
 * (heartbeats) are counted in `comments`.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error('The answer has no body')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const queue: ReceivedEvent[] = []
  const stats = { comments: 0 }
  // A read outlives a timed-out wait: the next wait takes it over, so no chunk is lost.
  let pendingRead: Promise<ReadableStreamReadResult<string>> | undefined

  function takeBuffered(): void {
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) stats.comments++
        else if (line.startsWith('event: ')) event = line.slice(7)
        else if (line.startsWith('data: ')) data.push(line.slice(6))
      }
      if (data.length > 0) queue.push({ event, data: data.join('\n') })
    }
  }

  async function next(type?: string, timeoutMs = 10_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = queue.findIndex((e) => type === undefined || e.event === type)
      if (index !== -1) return queue.splice(index, 1)[0]!
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new Error(`No '${type ?? 'any'}' event within ${timeoutMs} ms`)
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), remaining)
      })
      pendingRead ??= reader.read()
      const read = await Promise.race([pendingRead, timeout])
      clearTimeout(timer)
      if (read === 'timeout') continue
      pendingRead = undefined
      if (read.done) throw new Error(`The stream ended before a '${type ?? 'any'}' event`)
      buffer += read.value
      takeBuffered()
    }
  }

  return {
    next,
    /** Events received and not yet taken. */
    pending: () => queue.slice(),
    stats,
    close: () => reader.cancel().catch(() => {}),
  }
}
export type EventStreamReader = ReturnType<typeof readEventStream>
