import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnServer } from './server-process.ts'

/** Starts the server (as `npm run serve`) on a data dir and returns ms until /api/health first answers 200. */
export async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now()
  const child = spawnServer({
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (res.status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000)
        throw new Error('server did not become healthy in 120 s')
      await new Promise((r) => setTimeout(r, 25))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
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
