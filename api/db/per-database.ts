import type { Database } from './connect.ts'

/**
 * A value built once per database handle, on first use: prepared statements (drizzle's
 * `.prepare()`), so a hot path does not build the same SQL text on every request.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let value = built.get(db)
    if (value === undefined) {
      value = build(db)
      built.set(db, value)
    }
    return value
  }
}
