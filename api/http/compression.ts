import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { accepts } from 'hono/accepts'
import type { AnswerHeaders } from './answer-headers.ts'

/** JSON answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_JSON_MIN_BYTES = 1024

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i

/**
 * Brotli at quality 1 and gzip at level 1: for a first deck page (127 KB of JSON) Brotli 1 takes
 * 0.18 ms for 9.0 KB, where Brotli 4 took 0.81 ms for 7.9 KB and cut the deck's throughput by
 * two thirds in the bench (docs/decisions/013-compression.md).
 */
const compressors = {
  br: (body: Uint8Array) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body: Uint8Array) => gzipSync(body, { level: 1 }),
} as const

type Encoding = keyof typeof compressors

/**
 * The encoding the client rates highest among ours; on a tie (browsers list all with q=1) Brotli,
 * the smaller. None when the client accepts neither (absent, or q=0).
 */
function chosenEncoding(c: Context): Encoding | undefined {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: 'identity',
    match: (offered, { supports, default: none }) => {
      const rating = (encoding: string) =>
        offered.find((o) => o.type.toLowerCase() === encoding)?.q ??
        offered.find((o) => o.type === '*')?.q ??
        0
      const best = supports.reduce((a, b) => (rating(b) > rating(a) ? b : a))
      return rating(best) > 0 ? best : none
    },
  })
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined
}

/**
 * Compresses JSON answers of at least `minBytes` with the client's preferred encoding, always
 * saying `Vary: Accept-Encoding` when the client accepts one. Synchronous zlib on purpose: Hono's `compress` goes
 * through CompressionStream (about five times the CPU for the same page here) and cannot apply its
 * threshold to `c.json` answers, which carry no Content-Length. Event streams and files are not
 * JSON and pass untouched.
 *
 * The JSON is compressed before its Response exists: `c.json`, and `c.body` with a JSON content
 * type, are wrapped for the request. Compressing after the handler meant reading the body back
 * out of the finished Response and setting `c.res` again, which turns @hono/node-server's light
 * response into a web-streams Response on both counts and cost more than the compression itself
 * (decision 013). An answer built some other way (a `Response` returned directly) is still
 * compressed that way.
 */
export function compressJson(
  minBytes = COMPRESS_JSON_MIN_BYTES,
  plainAnswer?: AnswerHeaders['plainAnswer'],
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'HEAD') return next()
    // A client that accepts neither gets the answer untouched (API answers are no-store, so no
    // cache keeps one copy for all clients).
    const encoding = chosenEncoding(c)
    if (!encoding) return next()
    const respond = c.newResponse
    let made: Response | undefined
    const send = (data: string | Uint8Array, status: Status, headers: HeaderRecord): Response => {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data
      const compressed = bytes.byteLength >= minBytes
      const payload = compressed ? compressors[encoding](bytes) : bytes
      const own = {
        ...headers,
        ...(compressed ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': String(payload.byteLength),
      }
      const body = payload as Uint8Array<ArrayBuffer>
      made = plainAnswer?.(c, body, status, { ...own, Vary: 'Accept-Encoding' })
      if (made) return made
      c.header('Vary', 'Accept-Encoding', { append: true })
      made = respond(body, status as never, own)
      return made
    }
    const json = c.json
    c.json = ((object: unknown, status?: Status, headers?: HeaderRecord) => {
      const text: string | undefined = JSON.stringify(object)
      // `undefined` (and functions) stringify to nothing: an empty answer, as Hono sends it.
      if (text === undefined) return json(object as never, status as never, headers)
      return send(text, status, { 'Content-Type': 'application/json', ...headers })
    }) as Context['json']
    const body = c.body
    c.body = ((data: unknown, status?: Status, headers?: HeaderRecord) =>
      (typeof data === 'string' || data instanceof Uint8Array) && isJsonUnencoded(headers)
        ? send(data, status, headers!)
        : body(data as never, status as never, headers)) as Context['body']
    await next()
    if (made !== undefined && c.res === made) return
    await compressFinished(c, encoding, minBytes)
  }
}

type Status = Parameters<Context['newResponse']>[1]
type HeaderRecord = Record<string, string | string[]>

function headerIn(headers: HeaderRecord | undefined, name: string): string | undefined {
  if (!headers) return undefined
  for (const key in headers) {
    if (key.length === name.length && key.toLowerCase() === name) {
      const value = headers[key]
      return Array.isArray(value) ? value.join(', ') : value
    }
  }
  return undefined
}

/** `c.body`'s headers say JSON and no encoding (the deck's page of cached fragments). */
function isJsonUnencoded(headers: HeaderRecord | undefined): boolean {
  return (
    JSON_TYPE.test(headerIn(headers, 'content-type') ?? '') &&
    headerIn(headers, 'content-encoding') === undefined
  )
}

/** A JSON answer that was not built through `c.json` or `c.body`: read back and compressed. */
async function compressFinished(c: Context, encoding: Encoding, minBytes: number) {
  const res = c.res
  if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return
  if (res.headers.has('Content-Encoding') || !res.body) return
  const body = new Uint8Array(await res.arrayBuffer())
  const headers = new Headers(res.headers)
  headers.append('Vary', 'Accept-Encoding')
  let payload: Uint8Array<ArrayBuffer> = body
  if (body.byteLength >= minBytes) {
    payload = new Uint8Array(compressors[encoding](body))
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(payload.byteLength))
  c.res = new Response(payload, { status: res.status, headers })
}
