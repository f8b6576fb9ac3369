import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  OwnPromptAnswersSchema,
  PROFILE_PROMPT_MESSAGES as M,
} from '#shared/schemas/profile-prompts.ts'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { PublicProfileSchema } from '#shared/schemas/user.ts'
import { users, type UserRow } from '../db/schema.ts'
import { memberApi } from '../testing/member-api.ts'
import { insertMan, insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** GET and PUT /api/profile/prompts, and the answers in the public profile (issue #37). */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-29T12:00:00Z'))
beforeEach(() => database.reset())

const as = (member: UserRow) => memberApi(database.db, clock.now, member)
const PATH = '/api/profile/prompts'

const THREE = [
  {
    promptId: 'patron-saint',
    answer: 'St Nina, who brought the faith to Georgia with a cross of vines',
  },
  { promptId: 'perfect-sunday', answer: 'Liturgy, a long lunch with my family, a walk by the sea' },
  { promptId: 'looking-for', answer: 'someone who sings in the choir, or at least tries' },
] as const

async function stored(memberId: number) {
  const [row] = await database.db
    .select({ answers: users.promptAnswers, revision: users.promptsRevision })
    .from(users)
    .where(eq(users.id, memberId))
  return row
}

describe('PUT /api/profile/prompts', () => {
  it('stores three answers in order, trimmed; GET reads them; another member sees them', async () => {
    const anna = await insertMember(database.db)
    const api = await as(anna)
    expect(OwnPromptAnswersSchema.parse(await (await api.get(PATH)).json())).toEqual({
      answers: [],
      revision: 0,
    })
    const put = await api.put(PATH, {
      answers: THREE.map((a, i) => (i === 0 ? { ...a, answer: `  ${a.answer}  ` } : a)),
      revision: 0,
      clientId: randomUUID(),
    })
    expect(put.status, await put.clone().text()).toBe(200)
    expect(await put.json()).toEqual({ answers: THREE, revision: 1 })
    expect(await stored(anna.id)).toEqual({ answers: THREE, revision: 1 })
    expect(await (await api.get(PATH)).json()).toEqual({ answers: THREE, revision: 1 })

    const basil = await as(await insertMan(database.db))
    const profile = PublicProfileSchema.parse(
      await (await basil.get(`/api/users/${anna.id}`)).json(),
    )
    expect(profile.prompts).toEqual(THREE)
    // Her copy of her data holds them too.
    const exported = PrivacyExportSchema.parse(await (await api.get('/api/privacy/export')).json())
    expect(exported.profile.prompts).toEqual(THREE)
  })

  it('replaces the set: a new order, one removed, or none', async () => {
    const anna = await insertMember(database.db)
    const api = await as(anna)
    const put = (answers: unknown[], revision: number) =>
      api.put(PATH, { answers, revision, clientId: randomUUID() })
    expect((await put([...THREE], 0)).status).toBe(200)
    expect((await put([THREE[2], THREE[0]], 1)).status).toBe(200)
    expect(await stored(anna.id)).toEqual({ answers: [THREE[2], THREE[0]], revision: 2 })
    expect((await put([], 2)).status).toBe(200)
    expect(await stored(anna.id)).toEqual({ answers: [], revision: 3 })
  })

  it('applies a change once: its replay answers again, an edit from an older version is 409', async () => {
    const anna = await insertMember(database.db)
    const phone = await as(anna)
    const laptop = await as(anna)
    const change = { answers: [THREE[0]], revision: 0, clientId: randomUUID() }
    const [first, replay] = await Promise.all([phone.put(PATH, change), phone.put(PATH, change)])
    expect([first.status, replay.status]).toEqual([200, 200])
    expect(await replay.json()).toEqual({ answers: [THREE[0]], revision: 1 })
    expect(await stored(anna.id)).toEqual({ answers: [THREE[0]], revision: 1 })

    // The laptop edited from version 0 too, offline: its change would overwrite the phone's.
    const stale = await laptop.put(PATH, {
      answers: [THREE[1]],
      revision: 0,
      clientId: randomUUID(),
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ code: 'edit_conflict' })
    expect(await stored(anna.id)).toEqual({ answers: [THREE[0]], revision: 1 })
    // The phone's replay still answers after the laptop's refusal.
    expect((await phone.put(PATH, change)).status).toBe(200)
  })

  it.each([
    [
      'a prompt not in the list',
      [{ promptId: 'favourite-colour', answer: 'Blue' }],
      M.unknownPrompt,
    ],
    ['an empty answer', [{ promptId: 'pascha', answer: '   ' }], M.answerRequired],
    [
      'an answer of 151 characters',
      [{ promptId: 'pascha', answer: 'a'.repeat(151) }],
      M.answerTooLong,
    ],
    ['four answers', [...THREE, { promptId: 'pascha', answer: 'Joy' }], M.tooMany],
    ['one prompt twice', [THREE[0], { ...THREE[1], promptId: 'patron-saint' }], M.repeated],
    [
      'a control character',
      [{ promptId: 'pascha', answer: 'Christ is\u0007 risen' }],
      'Contains a character that cannot be stored',
    ],
  ])('refuses %s with 400 naming it, changing nothing', async (_case, answers, message) => {
    const anna = await insertMember(database.db)
    const api = await as(anna)
    const res = await api.put(PATH, { answers, revision: 0, clientId: randomUUID() })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; code: string }
    expect(body.code).toBe('validation_failed')
    expect(body.message).toContain(message)
    expect(await stored(anna.id)).toEqual({ answers: [], revision: 0 })
  })

  it('accepts an answer of exactly 150 characters, and a line break in it', async () => {
    const anna = await insertMember(database.db)
    const answer = `${'a'.repeat(100)}\n${'b'.repeat(49)}`
    const res = await (
      await as(anna)
    ).put(PATH, {
      answers: [{ promptId: 'pascha', answer }],
      revision: 0,
      clientId: randomUUID(),
    })
    expect(res.status).toBe(200)
    expect((await stored(anna.id))?.answers).toEqual([{ promptId: 'pascha', answer }])
  })
})
