/**
 * An in-process stand-in for the API, for data-layer tests: it answers fetch() like the real
 * server does for outbox writes — it stores each write under its clientId and answers a
 * replay with the first result — and can be told to fail the next requests in given ways.
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
  body: Record<string, unknown> | null
  idempotencyKey: string | null
  credentials: RequestCredentials | undefined
  contentType: string | null
}

/** The fields of a multipart body: text as sent, a file as `{ file: <size in bytes> }`. */
function fieldsOfForm(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  form.forEach((value, name) => {
    fields[name] = typeof value === 'string' ? value : { file: value.size }
  })
  return fields
}

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

  function json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
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
        ...(options.member as object),
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
    requests.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey: headers.get('Idempotency-Key'),
      credentials: init.credentials,
      contentType: headers.get('Content-Type'),
    })
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      // Let other work interleave, as a real round trip would.
      await new Promise((resolve) => setImmediate(resolve))
      const fault = faults.shift()
      if (fault === 'network') throw new TypeError('Failed to fetch')
      if (fault && typeof fault === 'object') {
        return new Response(fault.body ?? '', {
          status: fault.status,
          statusText: statusText(fault.status),
        })
      }
      if (!signedIn && url.pathname !== '/api/auth/login')
        return json(401, { message: 'Not signed in' })
      if (url.pathname === '/api/auth/user' && options.member) return json(200, options.member)
      const clientId = typeof body?.clientId === 'string' ? body.clientId : null
      let answer: unknown
      if (clientId) {
        const first = writes.get(clientId)
        if (first) answer = first.answer
        else {
          answer = answerFor(init.method ?? 'GET', url.pathname, body!)
          writes.set(clientId, { clientId, path: url.pathname, body: body!, answer })
        }
      } else answer = body ? answerFor(init.method ?? 'GET', url.pathname, body) : { ok: true }
      if (fault === 'lost-reply') throw new TypeError('Failed to fetch')
      return json(200, answer)
    } finally {
      inFlight--
    }
  }

  return {
    fetch,
    writes,
    requests,
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
