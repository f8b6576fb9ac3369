/**
 * Connections each API process keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise:
 * on 2 cores 4 beat 10 (932 vs 794 deck pages a second, docs/benchmarks.md), since more
 * connections only queue more work on the same cores.
 */
export const DEFAULT_POOL_SIZE = 4
