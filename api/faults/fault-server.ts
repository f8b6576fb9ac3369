import { writeFileSync } from 'node:fs'
import { openDatabase } from '../db/connect.ts'
import { startApiServer } from '../testing/api-server.ts'

/** The PostgreSQL server the fault tests run on; without it they are skipped, loudly. */
export const faultServerUrl = process.env.TEST_DATABASE_URL
if (!faultServerUrl) {
  console.warn('\n!!! FAULT TESTS SKIPPED: set TEST_DATABASE_URL to a PostgreSQL server !!!\n')
}

/**
 * API_PROCESSES=2 of api/server.ts on a new database, and a connection of the test's own to that
 * database (to set up members and read what was stored).
 */
export async function startFaultServer(prefix: string) {
  const api = await startApiServer({ serverUrl: faultServerUrl!, prefix, processes: 2 })
  const opened = await openDatabase({ kind: 'postgres', url: api.databaseUrl, poolSize: 4 })
  return {
    api,
    db: opened.db,
    url: (path: string) => `http://127.0.0.1:${api.port}${path}`,
    async stop() {
      // The API processes' own output (crashes, errors), for a failure's investigation.
      const log = process.env.FAULTS_SERVER_LOG
      if (log) writeFileSync(log, api.output(), { flag: 'a' })
      await opened.close()
      await api.stop()
    },
  }
}
export type FaultServer = Awaited<ReturnType<typeof startFaultServer>>
