import { Hono, type Context, type MiddlewareHandler } from 'hono'

/** A header set, names in lower case, as @hono/node-server writes a plain record. */
export type HeaderRecord = Record<string, string>

/**
 * The headers every answer carries: the security headers (CSP and hardening, from the middleware
 * given) and, on /api, `Cache-Control: no-store` unless the route set its own (docs/decisions/041).
 *
 * Most answers get them after the route ran, as Hono's secureHeaders sets them. A JSON answer
 * (api/http/compression.ts) can instead be built with them all in one plain record
 * (`plainAnswer`): @hono/node-server then writes that record as it is, where a `Headers` object
 * is filled, validated, sorted and copied out again (about 4% of the server's CPU for a deck
 * page). That is only done while nothing else set a header or a status on the request.
 */
export interface AnswerHeaders {
  middleware: MiddlewareHandler
  /**
   * The answer with every fixed header and `headers` (lower-cased, winning over the fixed ones),
   * or undefined when the request has headers or a status of its own to keep (Set-Cookie, CORS),
   * or `headers` holds a list, or the status comes with other options: then it takes Hono's way, and the middleware adds the fixed headers
   * after the route.
   */
  plainAnswer(
    c: Context,
    body: Uint8Array<ArrayBuffer>,
    status: unknown,
    headers: Record<string, string | string[]>,
  ): Response | undefined
}

interface RequestState {
  fixed: HeaderRecord
  /** Something set a header or status through the context: Hono's response must carry it. */
  touched: boolean
  /** The answer plainAnswer built, if it did. */
  plain?: Response
}

/** Where a request's state sits on its context (a WeakMap of contexts slowed every scavenge). */
const STATE = Symbol('answer headers')
type WithState = Context & { [STATE]?: RequestState }

const isApi = (c: Context) => c.req.path.startsWith('/api/')

/** The headers a middleware sets on an empty answer, read once from a probe app. */
async function headersSetBy(middleware: MiddlewareHandler): Promise<HeaderRecord> {
  const probe = new Hono().use(middleware).get('/', (c) => c.body(null, 204))
  const answer = await probe.request('/')
  return Object.fromEntries(answer.headers)
}

export function answerHeaders(security: MiddlewareHandler): AnswerHeaders {
  let fixed: { page: HeaderRecord; api: HeaderRecord } | undefined
  const ready = headersSetBy(security).then((page) => {
    fixed = { page, api: { ...page, 'cache-control': 'no-store' } }
    return fixed
  })

  const middleware: MiddlewareHandler = async (c, next) => {
    const sets = fixed ?? (await ready)
    const api = isApi(c)
    const state: RequestState = { fixed: api ? sets.api : sets.page, touched: false }
    const { header, status } = c
    c.header = ((...args: Parameters<Context['header']>) => {
      state.touched = true
      return header(...args)
    }) as Context['header']
    c.status = (code) => {
      state.touched = true
      status(code)
    }
    ;(c as WithState)[STATE] = state
    await next()
    if (state.plain !== undefined && c.res === state.plain) return
    const headers = c.res.headers
    for (const name in sets.page) headers.set(name, sets.page[name]!)
    if (api && !headers.has('cache-control')) headers.set('cache-control', 'no-store')
  }

  return {
    middleware,
    plainAnswer(c, body, status, headers) {
      const state = (c as WithState)[STATE]
      // A status given with other response options (an object) takes Hono's way too.
      if (!state || state.touched || (status !== undefined && typeof status !== 'number')) {
        return undefined
      }
      const record: HeaderRecord = { ...state.fixed }
      for (const name in headers) {
        const value = headers[name]!
        if (typeof value !== 'string') return undefined // a list: Hono's way joins it right
        record[name.toLowerCase()] = value
      }
      const answer = new Response(body, {
        status: status ?? 200,
        headers: record,
      })
      state.plain = answer
      return answer
    },
  }
}
