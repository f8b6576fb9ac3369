import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

/**
 * The server as `npm run serve` (and so `npm start`) runs it, with the same Node flags, but with
 * this Node binary as the child itself rather than npm, so the bench can read the server's CPU
 * time by pid and SIGTERM reaches it. BENCH_SERVER_ROOT runs the server of another checkout
 * instead (a before/after comparison on the same machine, minutes apart).
 */
export function spawnServer(options: SpawnOptions, nodeFlags: readonly string[] = []) {
  const root = process.env.BENCH_SERVER_ROOT
    ? new URL(`file://${process.env.BENCH_SERVER_ROOT.replace(/\/?$/, '/')}`)
    : new URL('..', import.meta.url)
  const scripts = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts
  const [command, ...args] = (scripts.serve as string).split(/\s+/)
  if (command !== 'node') throw new Error(`npm run serve should start with node: ${scripts.serve}`)
  const entry = args.find((arg) => !arg.startsWith('-'))
  if (entry && !existsSync(new URL(entry, root)))
    throw new Error(
      `${entry} is missing: run npm run build (the server runs built, as npm start runs it)`,
    )
  return spawn(process.execPath, [...nodeFlags, ...args], { cwd: root, ...options })
}

/**
 * The server on `databaseUrl` at `port` as `npm run serve` runs it; resolves once it listens.
 * `nodeFlags` go before the serve script's own (e.g. `--cpu-prof` to profile it under load).
 */
export function startServer(
  databaseUrl: string,
  port: number,
  nodeFlags: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawnServer(
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
    nodeFlags,
  )
  return whenRunning(child)
}

/** Resolves with `child` once it prints "is running"; rejects if it exits first. */
export function whenRunning(child: ChildProcess): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running')) resolve(child)
    })
  })
}

/** SIGTERM to a server started here, and resolves once it has exited. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((r) => server.once('exit', r))
  server.kill('SIGTERM')
  await exited
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
