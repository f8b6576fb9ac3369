/**
 * The cases of the scale curve (bench/scale.ts), each a function of one size's context: the deck
 * (bench/discover.ts's two cases) and the write path's likes and messages (bench/writes.ts's
 * workloads: paying members, fresh clientIds, an outbox replay every tenth request). Another case
 * joins by being a ScaleCase in SCALE_CASES.
 */
import { CASES, CONCURRENCY, deckQuery, type DeckPage } from './discover.ts'
import { loadHttp, loadServer } from './load.ts'
import type { ScaleCase } from './scale.ts'
import { WriteLedger, httpWrites, prepareLikes, prepareMessages, type Workload } from './writes.ts'

/** Seconds of load before each measured run, and of the run. */
const WARMUP_SECONDS = 3
const SECONDS = 10

/** GET /api/users for the viewer with `query`'s filters (a first page or a next one), at CONCURRENCY. */
function deckCase(name: string, caseQuery: string, page: DeckPage): ScaleCase {
  return {
    name: `GET /api/users: ${name}`,
    async run({ base, serverPid, viewer }) {
      const query = await deckQuery(base, viewer.cookie, caseQuery, page)
      const options = {
        url: `${base}/api/users?${query}`,
        headers: { cookie: viewer.cookie },
        connections: CONCURRENCY,
      }
      await loadHttp({ ...options, duration: WARMUP_SECONDS })
      return loadServer(serverPid, { ...options, duration: SECONDS })
    },
  }
}

/** POST /api/likes or /api/messages of bench/writes.ts's workload, after a warm-up of the same. */
function writeCase(name: string, prepare: (databaseUrl: string) => Promise<Workload>): ScaleCase {
  return {
    name,
    async run({ base, serverPid, databaseUrl }) {
      const workload = await prepare(databaseUrl)
      const target = { baseUrl: base, serverPid, databaseUrl }
      const ledger = new WriteLedger()
      await httpWrites(target, workload, ledger, {
        concurrency: CONCURRENCY,
        seconds: WARMUP_SECONDS,
      })
      return httpWrites(target, workload, ledger, { concurrency: CONCURRENCY, seconds: SECONDS })
    },
  }
}

export const SCALE_CASES: ScaleCase[] = [
  ...CASES.map(([name, query, page]) => deckCase(name, query, page)),
  writeCase('POST /api/likes (32 paying members in turn)', (url) => prepareLikes(url)),
  writeCase('POST /api/messages (32 paying members in turn)', (url) => prepareMessages(url)),
]
