import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnServer, stopServer, waitForHealth } from './server-process.ts'

/** Starts the server (as `npm run serve`) on a data dir and returns ms until /api/health first answers 200. */
export async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now()
  const child = spawnServer({
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  })
  try {
    await waitForHealth(child, port)
    return performance.now() - started
  } finally {
    await stopServer(child)
  }
}

/** Cold start (empty data dir: create, migrate, seed) and warm start (existing data). */
export async function measureStartup(port = 4390) {
  const dir = mkdtempSync(join(tmpdir(), 'oh-bench-start-'))
  try {
    const cold = await timeToHealthy(dir, port)
    const warm = await timeToHealthy(dir, port)
    return { cold, warm }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
