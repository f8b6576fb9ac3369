/**
 * The constraint named by a unique violation (SQLSTATE 23505), whichever driver raised it
 * (postgres.js: constraint_name, PGlite: constraint; drizzle wraps both in `cause`).
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown }
    if (candidate.code === '23505') {
      const name = candidate.constraint_name ?? candidate.constraint
      return typeof name === 'string' ? name : ''
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * SQLSTATEs that say the connection or the server went away rather than that the statement was
 * wrong: class 08 (connection exception), 57P01–57P03 (terminated by an administrator, crash
 * shutdown, cannot connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/
/** postgres.js's own codes for a lost connection, and Node's socket errors under them. */
const UNAVAILABLE_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // api/db/round-trips.ts: a transaction that waited too long on the database.
  'DATABASE_WAIT_TIMEOUT',
])

/**
 * Whether the error means the database is unreachable for now (a restart, terminated backends, a
 * full server): the request may be tried again shortly (503), not a fault of the app (500).
 */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)))
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
