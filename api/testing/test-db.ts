import { afterAll, beforeAll } from 'vitest'
import { migrate, openDatabase, type Database, type OpenedDatabase } from '../db/connect.ts'
import { emptyDatabase } from '../db/empty-database.ts'
import { createThrowawayDatabase } from '../db/throwaway-database.ts'

export interface TestDatabase {
  /** The migrated database (available from beforeAll on). */
  readonly db: Database
  readonly kind: OpenedDatabase['kind']
  /** The PostgreSQL URL of this database (undefined on PGlite), to open more connections. */
  readonly url: string | undefined
  /** Empties every table (call in beforeEach where a test needs a clean slate). */
  reset(): Promise<void>
}

/**
 * One fresh, migrated database for the calling test file: in-memory PGlite, or a new database
 * on the TEST_DATABASE_URL PostgreSQL server when that is set.
 */
export function useTestDatabase(): TestDatabase {
  let opened: OpenedDatabase | undefined
  let drop: (() => Promise<void>) | undefined
  let url: string | undefined
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL
    if (serverUrl) {
      const created = await createThrowawayDatabase(serverUrl, 'oh_test')
      drop = created.drop
      url = created.url
      opened = await openDatabase({ kind: 'postgres', url: created.url })
    } else {
      opened = await openDatabase({ kind: 'memory' })
    }
    await migrate(opened.db)
  })
  afterAll(async () => {
    await opened?.close()
    await drop?.()
  })
  const current = () => {
    if (!opened) throw new Error('The test database is ready only from beforeAll on')
    return opened
  }
  return {
    get db() {
      return current().db
    },
    get kind() {
      return current().kind
    },
    get url() {
      return url
    },
    reset: () => emptyDatabase(current().db),
  }
}
