/**
 * An in-process stand-in for the API, for data-layer and screen tests: it answers fetch() like
 * the real server does for outbox writes — it stores each write under its clientId and answers a
 * replay with the first result —, answers the routes a test gives it (`on`), keeps the session
 * (sign-in, sign-out, GET /api/auth/user) and can be told to fail the next requests in given ways.
 */

export type Fault = 'network' | 'lost-reply' | { status: number; body?: string }

export interface StoredWrite {
  clientId: string
  path: string
  body: Record<string, unknown>
  answer: unknown
}

export interface SeenRequest {
  method: string
  path: string
  /** The query string, with its '?' ('' when none). */
  search: string
  body: Record<string, unknown> | null
  idempotencyKey: string | null
  credentials: RequestCredentials | undefined
  contentType: string | null
}

/**
 * An answer with a status (and headers) of its own (a refusal, a 204, a download):
 * `on(route, reply(409, { code }))`.
 */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  new Reply(status, body, headers)

/**
 * What a route answers: a JSON value, a Reply, or either made from the request (a promise of one
 * holds the answer back until the test resolves it).
 */
export type RouteAnswer = unknown

/** A route answer for a server out of reach: the request fails as fetch does offline. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch')
}

/** The fields of a multipart body: text as sent, a file as `{ file: <size in bytes> }`. */
function fieldsOfForm(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  form.forEach((value, name) => {
    fields[name] = typeof value === 'string' ? value : { file: value.size }
  })
  return fields
}

/** The paths a signed-out device may call (PUBLIC_API_PATHS of api/auth/require-member.ts). */
const OPEN_PATHS = [
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/password-reset',
  '/api/auth/password-reset/confirm',
  '/api/auth/email/confirm',
  '/api/auth/email/undo',
]

export function createFakeApi(
  options: {
    member?: unknown
    /** Answers of other paths (the default is `{ ok: true }`); the body has the clientId. */
    answer?: (method: string, path: string, body: Record<string, unknown>) => unknown
  } = {},
) {
  const writes = new Map<string, StoredWrite>()
  const requests: SeenRequest[] = []
  const faults: Fault[] = []
  let inFlight = 0
  let maxInFlight = 0
  let signedIn = true
  /** Out of reach but for the routes a test gave (`offline`). */
  let offline = false
  let member = options.member
  /** The answers of "METHOD /path" a test gave (`on`). */
  const routes = new Map<string, RouteAnswer>()
  /** Faults of the next requests to one "METHOD /path" (`failOn`). */
  const routeFaults = new Map<string, Fault[]>()

  function json(status: number, body: unknown): Response {
    if (body instanceof Reply) {
      if (body.status === 204 || body.body === null)
        return new Response(null, {
          status: body.status,
          statusText: statusText(body.status),
          headers: body.headers,
        })
      return new Response(JSON.stringify(body.body), {
        status: body.status,
        statusText: statusText(body.status),
        headers: { 'Content-Type': 'application/json', ...body.headers },
      })
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  }

  function routeAnswer(request: SeenRequest): { found: boolean; answer?: unknown } {
    const key = `${request.method} ${request.path}`
    if (!routes.has(key)) return { found: false }
    const route = routes.get(key)
    return {
      found: true,
      answer:
        typeof route === 'function' ? (route as (seen: SeenRequest) => unknown)(request) : route,
    }
  }

  function answerFor(method: string, path: string, body: Record<string, unknown>): unknown {
    if (options.answer) return options.answer(method, path, body)
    if (path === '/api/likes' || path === '/api/membership/super-like')
      return { isMatch: Number(body.toUserId) % 2 === 0 }
    if (path === '/api/messages') return { id: writes.size + 1, ...body }
    if (path === '/api/profile') {
      // The completed member, as POST /api/profile answers (its version moved on).
      const { clientId: _clientId, baseVersion, ...profile } = body
      const profileEditVersion = typeof baseVersion === 'number' ? baseVersion + 1 : undefined
      return {
        ...(member as object),
        ...profile,
        profileCompletionStep: 5,
        profileEditVersion,
      }
    }
    return { ok: true }
  }

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://localhost')
    const headers = new Headers(init.headers)
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : init.body instanceof FormData
          ? fieldsOfForm(init.body)
          : null
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body,
      idempotencyKey: headers.get('Idempotency-Key'),
      credentials: init.credentials,
      contentType: headers.get('Content-Type'),
    }
    requests.push(request)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      // Let other work interleave, as a real round trip would.
      await new Promise((resolve) => setImmediate(resolve))
      const fault = routeFaults.get(`${request.method} ${request.path}`)?.shift() ?? faults.shift()
      if (fault === 'network') throw new TypeError('Failed to fetch')
      if (offline && !routes.has(`${request.method} ${request.path}`))
        throw new TypeError('Failed to fetch')
      if (fault && typeof fault === 'object') {
        return new Response(fault.body ?? '', {
          status: fault.status,
          statusText: statusText(fault.status),
        })
      }
      const signingIn = url.pathname === '/api/auth/login' || url.pathname === '/api/auth/signup'
      if (!signedIn && !OPEN_PATHS.includes(url.pathname))
        return json(401, { message: 'Not signed in' })
      const route = routeAnswer(request)
      if (!route.found && url.pathname === '/api/auth/user' && member) return json(200, member)
      const clientId = typeof body?.clientId === 'string' ? body.clientId : null
      let answer: unknown
      if (clientId) {
        const first = writes.get(clientId)
        if (first) answer = first.answer
        else {
          answer = route.found ? await route.answer : answerFor(request.method, url.pathname, body!)
          writes.set(clientId, { clientId, path: url.pathname, body: body!, answer })
        }
      } else if (route.found) answer = await route.answer
      else answer = body ? answerFor(request.method, url.pathname, body) : { ok: true }
      if (fault === 'lost-reply') throw new TypeError('Failed to fetch')
      const answered = !(answer instanceof Reply) || answer.status < 300
      if (signingIn && answered) signedIn = true
      if (url.pathname === '/api/auth/logout' && answered) signedIn = false
      return json(200, answer)
    } finally {
      inFlight--
    }
  }

  return {
    fetch,
    writes,
    requests,
    /**
     * Answers `route` ("METHOD /path", the query aside) with `answer` from now on: a JSON value,
     * a Reply (reply(status, body)), or a function of the request giving either.
     */
    on(route: string, answer: RouteAnswer) {
      routes.set(route, answer)
    },
    /** The requests made to "METHOD /path" (the query aside), in order. */
    requestsTo(route: string): SeenRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route)
    },
    /** The member GET /api/auth/user answers (and the session is on). */
    signIn(next: unknown = member) {
      member = next
      signedIn = true
    },
    /** Fail the next requests to `route` ("METHOD /path"), in order. */
    failOn(route: string, ...next: Fault[]) {
      routeFaults.set(route, [...(routeFaults.get(route) ?? []), ...next])
    },
    /**
     * Out of reach (`true`) for every request but the routes given with `on`, which answer as
     * given (`unreachable` among them); `false` answers everything again.
     */
    offline(on = true) {
      offline = on
    },
    /** Fail the next requests, in order. */
    fail(...next: Fault[]) {
      faults.push(...next)
    },
    signOut() {
      signedIn = false
    },
    get maxInFlight() {
      return maxInFlight
    },
  }
}

export type FakeApi = ReturnType<typeof createFakeApi>

function statusText(status: number): string {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
    }[status] ?? ''
  )
}
