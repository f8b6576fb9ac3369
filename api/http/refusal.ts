import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ErrorCode } from '#shared/schemas/errors.ts'

/**
 * The one way the API says no: `{ message, code }` (shared/schemas/errors.ts) with its status.
 *
 * - A handler answers `return refuse(c, 404, 'not_found', MESSAGE)`: a typed `c.json(body,
 *   status)`, so the client sees the branch.
 * - Code below a handler (a service, a middleware's helper) throws `new Refusal(status, code,
 *   MESSAGE)`; the app's onError (error-answer.ts) answers it the same way, and a transaction
 *   it is thrown in rolls back.
 */
export class Refusal extends HTTPException {
  readonly code: ErrorCode
  constructor(status: RefusalStatus, code: ErrorCode, message: string) {
    super(status, { message })
    this.code = code
  }
}

/** The statuses a refusal is answered with: 4xx, or 503 / 507 for what is away or full. */
export type RefusalStatus = ContentfulStatusCode &
  (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503 | 507)

/** The body of a refusal. */
export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return field === undefined ? { message, code } : { message, code, field }
}

/** A handler's refusal: `{ message, code }` with `status`. */
export function refuse<Status extends RefusalStatus>(
  c: Context,
  status: Status,
  code: ErrorCode,
  message: string,
) {
  return c.json(errorBody(code, message), status)
}

/**
 * The code of a 4xx the app did not raise as a Refusal (the framework's own HTTPException, a
 * library's), by its status.
 */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'validation_failed'
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 413:
      return 'payload_too_large'
    case 415:
      return 'unsupported_media_type'
    case 429:
      return 'rate_limited'
    case 503:
      return 'service_unavailable'
    default:
      return status >= 500 ? 'internal' : 'bad_request'
  }
}
