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
