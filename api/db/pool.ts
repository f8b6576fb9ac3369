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

/**
 * Connections each API process keeps for the one-round-trip writes (a like's transaction, a
 * message's statement: api/db/round-trips.ts) unless DATABASE_WRITE_POOL_SIZE says otherwise:
 * about 8 across all API processes, at least 2 each. A write waits for its commit's WAL flush
 * (about 5 ms on this VM) with little CPU on either side; on the pool of 2 that reads use, only
 * 2 commits were in flight, so the writes queued behind flushes. PostgreSQL flushes the commits
 * that wait together in one go (group commit). On 2 cores, 8 write connections beside 2 for reads
 * served likes at 1.4–1.5× the rate, with a lower p95 and less CPU per like (docs/decisions/017).
 */
export function defaultWritePoolSize(apiProcesses = 1): number {
  return Math.max(2, Math.ceil(8 / apiProcesses))
}
