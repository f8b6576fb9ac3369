import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createThrowawayDatabase } from '../db/throwaway-database.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * `api/server.ts` as its own process (API_PROCESSES of them, node:cluster) on a free port and a
 * new throwaway database on the PostgreSQL server at `serverUrl`; resolves once every API process
 * listens. `stop()` kills what is left and drops the database.
 */
export async function startApiServer(options: {
  serverUrl: string
  prefix: string
  processes: number
  env?: NodeJS.ProcessEnv
}) {
  const database = await createThrowawayDatabase(options.serverUrl, options.prefix)
  const port = await freePort()
  let output = ''
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      API_PROCESSES: String(options.processes),
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const listening =
    options.processes > 1 ? `(${options.processes} API processes)` : 'Orthodox Hearts is running'
  try {
    await new Promise<void>((resolve, reject) => {
      const started = setInterval(() => {
        if (output.includes(listening)) {
          clearInterval(started)
          resolve()
        }
      }, 50)
      server.once('exit', (code) => {
        clearInterval(started)
        reject(new Error(`server exited with ${code}: ${output}`))
      })
    })
  } catch (error) {
    await database.drop()
    throw error
  }
  return {
    port,
    databaseUrl: database.url,
    server,
    output: () => output,
    /** The pids of the forked API processes (API_PROCESSES > 1; not tsx's esbuild service). */
    workerPids: () =>
      execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('api/server.ts'))
        .map((line) => Number.parseInt(line.trim(), 10)),
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        const killer = setTimeout(() => server.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(killer)
      }
      await database.drop()
    },
  }
}
export type ApiServer = Awaited<ReturnType<typeof startApiServer>>
