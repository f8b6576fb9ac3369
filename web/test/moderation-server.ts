import type { CurrentUser } from '#shared/schemas/user.ts'
import type { SeenRequest } from '../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from './member-device.ts'

/**
 * The moderation screen's server for the tests of its queues: a moderator signed in, every queue
 * and list answered empty (one page), and what a test needs to fill one and answer its decisions.
 */

export const moderator: CurrentUser = { ...demoMember, id: 99, firstName: 'Mod', role: 'moderator' }

/** The field of each list's answer that holds its items. */
const ITEMS_OF = {
  reports: 'reports',
  suspended: 'members',
  actions: 'actions',
  'clergy-references': 'references',
  photos: 'photos',
  'photo-verifications': 'verifications',
  'event-proposals': 'proposals',
  'parish-corrections': 'corrections',
  support: 'threads',
} as const

export type ModerationList = keyof typeof ITEMS_OF

/** The moderator's device (or `member`'s); the server answers every moderation list empty. */
export async function moderatorDevice(member: CurrentUser = moderator) {
  const server = await signedInDevice(member)
  /** GET /api/moderation/{list}, the query (a page's cursor) aside. */
  const listRoute = (list: ModerationList) => `GET /api/moderation/${list}`
  const moderation = {
    server,
    /** GET /api/moderation/{list} answers, in one page, what `items` gives when asked. */
    answerList(list: ModerationList, items: () => unknown[]) {
      server.on(listRoute(list), () => ({ [ITEMS_OF[list]]: items(), nextCursor: null }))
    },
    /** POST /api/moderation/{path(id)} of every id (a decision on one item) answers `answer`. */
    answerDecisions(
      ids: number[],
      path: (id: number) => string,
      answer: (id: number, request: SeenRequest) => unknown,
    ) {
      for (const id of ids)
        server.on(`POST /api/moderation/${path(id)}`, (request: SeenRequest) => answer(id, request))
    },
    /** The requests for one list (each load of it). */
    loadsOf: (list: ModerationList) => server.requestsTo(listRoute(list)),
    /** The decisions sent (POST under /api/moderation), in order: path and body. */
    decisionsSent: () =>
      server.requests
        .filter(
          (request) => request.method === 'POST' && request.path.startsWith('/api/moderation/'),
        )
        .map(({ path, body }) => ({ path, body })),
    /** The bodies of the decisions sent, in order. */
    decisionBodies: () => moderation.decisionsSent().map((decision) => decision.body),
  }
  for (const list of Object.keys(ITEMS_OF) as ModerationList[])
    moderation.answerList(list, () => [])
  return moderation
}

export type ModerationServer = Awaited<ReturnType<typeof moderatorDevice>>
