import type * as z from 'zod/mini'
import { readErrorBody, type ErrorCode } from '#shared/domain/error-codes.ts'

/**
 * The one way the PWA talks to the API (spec core-experience §7): every request carries the
 * session cookie, JSON bodies say so, and a non-success answer becomes
 * `Error("<status>: <body text or status text>")` carrying the answer's `code` (the contract's
 * ErrorCode: decide by it, never by the message's text). A request that never reached the server
 * is a NetworkError instead, so the sync engine can tell "try again later" from "the server said
 * no".
 */

/** The request did not get an answer (offline, DNS, connection reset, CORS). */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network request failed', { cause })
  }
}

/** A failure because the device is offline (the request never reached the server). */
export const isOfflineFailure = (error: unknown) =>
  error instanceof NetworkError || !navigator.onLine

/**
 * The server answered with a non-success status. `message` is exactly "<status>: <body>" (for
 * logs and the outbox's lastError); what happened is `code` (undefined when the body was not the
 * contract's, e.g. a proxy's page), the field a 400 is about is `field`.
 */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly bodyText: string
  readonly code: ErrorCode | undefined
  readonly field: string | undefined
  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.status = status
    this.bodyText = bodyText
    const { code, field } = readErrorBody(bodyText)
    this.code = code
    this.field = field
  }
}

/** The code of a stored "<status>: <body>" error text (an outbox row's lastError), if any. */
export function codeOfErrorText(errorText: string | null | undefined): ErrorCode | undefined {
  return readErrorBody((errorText ?? '').replace(/^\d{3}: /, '')).code
}

/**
 * The message a member should read from an API error: the JSON body's `message` when there
 * is one, else the error's own text.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError) {
    try {
      const body: unknown = JSON.parse(error.bodyText)
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
        return body.message
    } catch {
      // not JSON: the text itself is the message
    }
    return error.bodyText || error.message
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * The member-readable message of a stored "<status>: <body>" error text (an outbox row's
 * lastError): the body's JSON `message` when there is one, else the body text.
 */
export function messageOfErrorText(errorText: string): string {
  const body = errorText.replace(/^\d{3}: /, '')
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed) return String(parsed.message)
  } catch {
    // not JSON: the text is the message
  }
  return body
}

/**
 * A `fetch` with the API's conventions: credentials included, a network failure thrown as
 * NetworkError, a non-success answer thrown as HttpError. Also the fetch of the typed client.
 */
export const apiFetch = async (
  input: RequestInfo | URL,
  init?: RequestInit,
  /** What sends the request: fetch, or one that reports upload progress (upload-request.ts). */
  transport: typeof fetch = fetch,
): Promise<Response> => {
  let response: Response
  try {
    response = await transport(input, { ...init, credentials: 'include' })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError(error)
  }
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '')
    throw new HttpError(response.status, response.statusText, bodyText)
  }
  return response
}

/** A success answer's body: its JSON, its text when it is not JSON, undefined when empty. */
export async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export interface RequestOptions<S extends z.ZodMiniType = z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON with a JSON content type. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Parse the answer with this schema (the shared contract). */
  schema?: S
  /** The answer to this very request, already asked for (web/data/early-answers.ts): not sent again. */
  answered?: Promise<Response>
}

/**
 * Calls the API and returns the JSON answer (parsed with `schema` when given; undefined for an
 * empty answer). Throws HttpError / NetworkError as described above.
 */
export async function apiRequest<S extends z.ZodMiniType = z.ZodMiniType<unknown>>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body: string | undefined
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const { answered } = options
  const response = await apiFetch(
    path,
    {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    },
    answered && (() => answered),
  )
  const data = await readAnswer(response)
  return options.schema ? options.schema.parse(data) : (data as z.output<S>)
}

/** Like apiRequest, but a 401 (signed out) yields null instead of an error (spec §7). */
export async function apiRequestOrNull<S extends z.ZodMiniType = z.ZodMiniType<unknown>>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S> | null> {
  try {
    return await apiRequest(path, options)
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null
    throw error
  }
}
