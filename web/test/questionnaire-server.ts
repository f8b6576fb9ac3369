import type { FakeApi, SeenRequest } from '../data/testing/fake-api.ts'
import { reply } from '../data/testing/fake-api.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { expect } from 'vitest'
import { demoMember, signedInDevice } from './member-device.ts'
import { eventually } from '#shared/testing/eventually.ts'

/**
 * The questionnaire as the fake API keeps it for the demo member (one row per member, every
 * questionnaire version saving through POST /api/questionnaire; the wide layout calls the same
 * routes under /api/questionnaires, api/app.ts).
 */

/** The path of the questionnaire versions' calls. */
export const QUESTIONNAIRE = '/api/questionnaire'
/** The path of the wide questionnaire's (/enhanced-questionnaire) calls. */
export const WIDE_QUESTIONNAIRE = '/api/questionnaires'

/** GET {base}/{id}: the answers the member saved on the server. */
export const savedAnswersRouteOf = (base = QUESTIONNAIRE) => `GET ${base}/${demoMember.id}`
export const savedAnswersRoute = savedAnswersRouteOf()
const saveRoute = (base: string) => `POST ${base}`

/** The stored response as the server answers it, holding `answers`. */
export const storedAnswers = (answers: Record<string, unknown>) => ({
  id: 1,
  userId: demoMember.id,
  ...answers,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: null,
})

/** POST /api/questionnaire's answer: the response as stored. */
export const storeAnswers = (request: SeenRequest) => storedAnswers(request.body ?? {})

/** The server holds `saved` (nothing: 404) and stores every save. */
export function answerQuestionnaire(
  server: FakeApi,
  saved: Record<string, unknown> | null = null,
  base = QUESTIONNAIRE,
) {
  server.on(
    savedAnswersRouteOf(base),
    saved ? storedAnswers(saved) : reply(404, { code: 'not_found' }),
  )
  server.on(saveRoute(base), storeAnswers)
}

/** A save the server holds back until the test calls the returned `finish`. */
export function holdSave(server: FakeApi, base = QUESTIONNAIRE): () => void {
  let finish = () => {}
  server.on(
    saveRoute(base),
    (request: SeenRequest) =>
      new Promise((resolve) => (finish = () => resolve(storeAnswers(request)))),
  )
  return () => finish()
}

/** The answers the server was sent, one entry per save (without the member's id). */
export function answersSent(server: FakeApi, base = QUESTIONNAIRE): Record<string, unknown>[] {
  return server.requestsTo(saveRoute(base)).map(({ body }) => {
    const { userId: _userId, ...answers } = body ?? {}
    return answers
  })
}

/** The member's device, with a server that holds no answers of theirs yet and stores every save. */
export async function questionnaireDevice(
  member: CurrentUser = demoMember,
  base = QUESTIONNAIRE,
): Promise<FakeApi> {
  const server = await signedInDevice(member)
  answerQuestionnaire(server, null, base)
  return server
}

/**
 * Waits until the draft `load` reads for the demo member on this device is `expected`:
 * `const draftReads = draftReader(loadQuestionnaireDraft)`.
 */
export const draftReader = (load: (memberId: number) => Promise<unknown>) => (expected: unknown) =>
  eventually(async () => expect(await load(demoMember.id)).toEqual(expected))
