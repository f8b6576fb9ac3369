/**
 * The cases of the scale curve (bench/scale.ts), each a function of one size's context: the deck
 * (bench/discover.ts's two cases) and likes. A case from elsewhere (the write benches) joins by
 * being a ScaleCase in SCALE_CASES.
 */
import {
  CASES,
  CONCURRENCY,
  loadHttp,
  loadLikes,
  loadServer,
  signInLikers,
  type Liker,
} from './discover.ts'
import type { ScaleCase, ScaleContext } from './scale.ts'

/** Seconds of load before each measured run, and of the run. */
const WARMUP_SECONDS = 3
const SECONDS = 10

/** GET /api/users for the viewer with `query`'s filters, at CONCURRENCY. */
function deckCase(name: string, query: string): ScaleCase {
  return {
    name: `GET /api/users: ${name}`,
    async run({ base, serverPid, viewer }) {
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

/**
 * The women (even ids) in turn from `start`, wrapping before the last member: a liker meets the
 * same woman again only after members / 2 of its likes, more than a run sends.
 */
function women(members: number, start: number) {
  let k = start
  return () => 2 + 2 * (k++ % Math.floor(members / 2 - 1))
}

/** POST /api/likes from `likers` in turn, after a warm-up of the same. */
async function likesFrom(context: ScaleContext, likers: Liker[], start: number) {
  const target = women(context.members, start)
  let turn = 0
  const next = () => ({ liker: likers[turn++ % likers.length]!, target: target() })
  await loadLikes(context.base, context.serverPid, next, WARMUP_SECONDS)
  return loadLikes(context.base, context.serverPid, next, SECONDS)
}

const oneMemberLikes: ScaleCase = {
  name: 'POST /api/likes (one verified member)',
  run: (context) => likesFrom(context, [context.viewer], 0),
}

const manyMembersLikes: ScaleCase = {
  name: 'POST /api/likes (32 verified members in turn)',
  run: async (context) =>
    likesFrom(context, await signInLikers(context.db), Math.floor(context.members / 4)),
}

export const SCALE_CASES: ScaleCase[] = [
  ...CASES.map(([name, query]) => deckCase(name, query)),
  oneMemberLikes,
  manyMembersLikes,
]
