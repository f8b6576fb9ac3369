import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'

export interface Exchange {
  method: string
  /** Path and query, already written as they go on the wire. */
  path: string
  headers: Record<string, string>
  body?: Buffer
}

export interface Answer {
  status: number
  contentType: string
  text: string
}

/** The app served by @hono/node-server on a free port, as server.ts serves it. */
export async function serveOnFreePort(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
) {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch, port: 0 }, () => resolve(started))
  })
  const port = (server.address() as AddressInfo).port
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * One request on a connection of its own. Rejects when the connection ends without a complete
 * answer (a reset, or closed before the status line): the failure a member sees as "network
 * error". An error writing the rest of a body after the answer arrived is not one: the server may
 * answer (413) before it has read everything.
 */
export function exchange(port: number, { method, path, headers, body }: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false
    // Node's client sends a DELETE body with neither length nor chunking unless told its length.
    const length = body ? { 'content-length': String(body.byteLength) } : {}
    const options = { port, method, path, headers: { ...headers, ...length }, agent: false }
    const req = httpRequest(options, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('aborted', () => reject(new Error(`${method} ${path}: answer cut off`)))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.on('error', (error) => {
      if (!answered) reject(new Error(`${method} ${path}: no answer (${error.message})`))
    })
    req.end(body)
  })
}
