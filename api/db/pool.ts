import { availableParallelism } from 'node:os'

/**
 * Connections each API process keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise:
 * about one per core for all the API processes together, and at least 2 per process, so one long
 * transaction never holds up every other request. More connections only queue more work on the
 * same cores, and on a VM every extra sleeping backend costs wake-ups: on 2 cores a pool of 2
 * served 2,100–2,400 deck pages a second where 4 served 1,800–1,900 (docs/decisions/010).
 */
export function defaultPoolSize(apiProcesses = 1, cores = availableParallelism()): number {
  return Math.max(2, Math.ceil(cores / apiProcesses))
}
