import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/domain/service-unavailable.ts'
import { databaseUnavailable } from '../db/errors.ts'
import { codeOfStatus, errorBody, Refusal } from './refusal.ts'
import { DeadlinePassed } from './request-deadline.ts'

/** The driver's own message (drizzle's wraps it after the whole statement and its parameters). */
const errorText = (error: unknown): string => {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) return cause.message
  return error instanceof Error ? error.message : String(error)
}

/**
 * The answer to an error a handler threw (the app's onError), always `{ message, code }`: a
 * refusal as the 4xx (or 503) it is, a
 * database that is away or a request past its deadline as 503 with Retry-After (the outbox sends
 * it again), anything else as a 500, logged.
 */
export function answerError(error: Error, c: Context) {
  if (error instanceof DeadlinePassed) {
    console.error(`${c.req.method} ${c.req.path}: no answer within the request's deadline`)
    c.header('Retry-After', '1')
    return c.json(errorBody('service_unavailable', error.message), 503)
  }
  if (error instanceof Refusal) return c.json(errorBody(error.code, error.message), error.status)
  if (error instanceof HTTPException && error.status < 500) {
    // The framework's own (a body it could not read as JSON …): its code by its status.
    const body = errorBody(codeOfStatus(error.status), error.message || 'Bad request')
    return c.json(body, error.status)
  }
  if (databaseUnavailable(error)) {
    // The database restarts or dropped the connection: postgres.js reconnects on the next
    // query, so the request may be sent again in a moment (the outbox retries a 503).
    console.error(`${c.req.method} ${c.req.path}: database unavailable:`, errorText(error))
    c.header('Retry-After', '1')
    return c.json(errorBody('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503)
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error)
  return c.json(errorBody('internal', 'Internal server error'), 500)
}
