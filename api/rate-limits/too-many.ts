import type { Context } from 'hono'
import type { RouteDeps } from '../http/deps.ts'
import { takeRateLimits, type LimitCheck, type LimitOutcome, type LimitRefusal } from './counter.ts'
import { tooManyMessage } from './limits.ts'
import { refuse } from '../http/refusal.ts'

/** Counts the request against its limits at the app's clock and scale (RATE_LIMIT_SCALE). */
export function countRequest(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  ...checks: LimitCheck[]
): Promise<LimitOutcome> {
  return takeRateLimits(deps.db, checks, deps.clock(), deps.config.RATE_LIMIT_SCALE)
}

/** 429 with Retry-After (seconds) and a message naming what was done too often and the wait. */
export function tooManyRequests(c: Context, refusal: LimitRefusal) {
  c.header('Retry-After', String(refusal.retryAfterSeconds))
  return refuse(c, 429, 'rate_limited', tooManyMessage(refusal.limit, refusal.retryAfterSeconds))
}
