import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from './api-rpc.ts'
import {
  apiRequest,
  apiRequestOrNull,
  HttpError,
  NetworkError,
  serverMessage,
} from './api-client.ts'

function answer(status: number, body: string, statusText: string) {
  const fetch = vi.fn(async () => new Response(body || null, { status, statusText }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the call to fail')
}

afterEach(() => vi.unstubAllGlobals())

describe('the error convention (spec core-experience §7)', () => {
  it.each([
    [401, '{"message":"Not signed in"}', 'Unauthorized', '401: {"message":"Not signed in"}'],
    [401, '', 'Unauthorized', '401: Unauthorized'],
    [404, '{"message":"Profile not found"}', 'Not Found', '404: {"message":"Profile not found"}'],
    [404, '', 'Not Found', '404: Not Found'],
    [500, 'Internal server error', 'Internal Server Error', '500: Internal server error'],
    [500, '', 'Internal Server Error', '500: Internal Server Error'],
  ])('a %i with body %j becomes Error(%j)', async (status, body, statusText, expected) => {
    answer(status, body, statusText)
    const error = await errorOf(apiRequest('/api/users/9'))
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(HttpError)
    expect(error.message).toBe(expected)
  })

  it('yields null on 401 when asked to, and still throws other statuses', async () => {
    answer(401, '{"message":"Not signed in"}', 'Unauthorized')
    expect(await apiRequestOrNull('/api/auth/user')).toBeNull()
    answer(403, '{"message":"Forbidden"}', 'Forbidden')
    expect((await errorOf(apiRequestOrNull('/api/auth/user'))).message).toBe(
      '403: {"message":"Forbidden"}',
    )
  })

  it('tells a request that got no answer apart as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const error = await errorOf(apiRequest('/api/health'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).not.toBeInstanceOf(HttpError)
  })

  it('reads the member-facing message from a JSON body, else the text', () => {
    expect(
      serverMessage(new HttpError(409, 'Conflict', '{"message":"Already liked this user"}')),
    ).toBe('Already liked this user')
    expect(serverMessage(new HttpError(502, 'Bad Gateway', ''))).toBe('502: Bad Gateway')
    expect(serverMessage(new HttpError(500, '', 'oops'))).toBe('oops')
  })
})

describe('requests', () => {
  it('includes credentials, sends JSON with a JSON content type and returns the answer', async () => {
    const fetch = vi.fn(async () => Response.json({ isMatch: true }))
    vi.stubGlobal('fetch', fetch)

    const result = await apiRequest('/api/likes', { method: 'POST', body: { toUserId: 3 } })

    expect(result).toEqual({ isMatch: true })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/likes')
    expect(init.credentials).toBe('include')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
    expect(init.body).toBe('{"toUserId":3}')
  })

  it('returns a success answer that is not JSON as its text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('ok', { status: 200 })),
    )
    expect(await apiRequest('/api/health')).toBe('ok')
  })

  it('sends no content type without a body', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    expect(await apiRequest('/api/auth/logout', { method: 'POST' })).toBeUndefined()
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(new Headers(init.headers).has('Content-Type')).toBe(false)
  })

  it('the typed client goes through the same fetch and error convention', async () => {
    const fetch = vi.fn(
      async () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    )
    vi.stubGlobal('fetch', fetch)
    const error = await errorOf(apiClient.api.health.$get())
    expect(error.message).toBe('503: Service Unavailable')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toBe('/api/health')
    expect(init.credentials).toBe('include')
  })
})
