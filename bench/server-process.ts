import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { readFileSync } from 'node:fs'

/**
 * The server as `npm run serve` (and so `npm start`) runs it, with the same Node flags, but with
 * this Node binary as the child itself rather than npm, so the bench can read the server's CPU
 * time by pid and SIGTERM reaches it.
 */
export function spawnServer(options: SpawnOptions) {
  const root = new URL('..', import.meta.url)
  const scripts = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts
  const [command, ...args] = (scripts.serve as string).split(/\s+/)
  if (command !== 'node') throw new Error(`npm run serve should start with node: ${scripts.serve}`)
  return spawn(process.execPath, args, { cwd: root, ...options })
}

/** Resolves once /api/health answers 200; throws if the server exits or takes over 120 s. */
export async function waitForHealth(child: ChildProcess, port: number): Promise<void> {
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000)
      throw new Error('server did not become healthy in 120 s')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Stops a server started by spawnServer and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}
