import cluster from 'node:cluster'
import type { Config } from './config.ts'
import { configuredDatabase, migrate, openDatabase } from './db/connect.ts'
import { photoStoreFor } from './http/deps.ts'
import { moveLegacyPhotos } from './photos/legacy-photos.ts'

/**
 * The primary of API_PROCESSES > 1 (node:cluster): migrates the database once, then forks the API
 * processes, which share PORT (the primary hands connections round-robin). Sessions, limits,
 * live events (LISTEN/NOTIFY) and the version-keyed profile cache hold across processes. A
 * process that dies unasked is replaced; SIGINT/SIGTERM stop them all.
 */
export async function runPrimary(config: Config) {
  const opened = await openDatabase(configuredDatabase(config))
  await migrate(opened.db)
  await moveLegacyPhotos(opened.db, photoStoreFor(config))
  await opened.close()

  let stopping = false
  const fork = () => cluster.fork()
  for (let i = 0; i < config.API_PROCESSES; i++) fork()
  let listening = 0
  cluster.on('listening', () => {
    if (++listening === config.API_PROCESSES) {
      console.log(
        `Orthodox Hearts is running at http://localhost:${config.PORT} (${config.API_PROCESSES} API processes)`,
      )
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    fork()
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping ${config.API_PROCESSES} API processes`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}
