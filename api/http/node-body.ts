import { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { Refusal } from './refusal.ts'

/**
 * The Node request under @hono/node-server (`c.env.incoming`), while its body is still unread;
 * undefined in-process (`app.request`) and anywhere else.
 */
export function unreadNodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming
  return incoming instanceof IncomingMessage && !incoming.readableEnded && !incoming.readableDidRead
    ? incoming
    : undefined
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const

/**
 * The body of a Node request as text (UTF-8, a leading byte order mark dropped, as
 * `Request.text()` decodes it), or undefined once it passes `limit` bytes (declared or read).
 * Read straight from the socket's stream: going through `c.req.json()` makes @hono/node-server
 * build a full web Request (an AbortSignal, converted headers, a web stream over the socket)
 * for every write, about 7% of the server's CPU on a like (docs/decisions/017).
 */
export function readNodeBody(
  incoming: IncomingMessage,
  limit: number,
): Promise<string | undefined> {
  if (Number(incoming.headers['content-length']) > limit) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = () => {
      incoming.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > limit) {
        finish()
        resolve(undefined)
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      finish()
      const body = Buffer.concat(chunks, size)
      const bom = UTF8_BOM.every((byte, i) => body[i] === byte)
      resolve(body.toString('utf8', bom ? UTF8_BOM.length : 0))
    }
    const onClose = () => {
      finish()
      reject(new Refusal(400, 'validation_failed', 'The request body was not received in full'))
    }
    const onError = onClose
    incoming.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onError)
  })
}
