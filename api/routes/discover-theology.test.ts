import { beforeEach, describe, expect, it } from 'vitest'
import { QUESTIONNAIRE_FIELDS } from '#shared/domain/compatibility.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { PublicProfileSchema } from '#shared/schemas/user.ts'
import { orthodoxQuestionnaireResponses, type UserRow } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The why of the theological score (issue 33): what the deck and a profile tell the viewer. */
const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']
let viewer: UserRow
let member: UserRow

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
  viewer = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
  member = await insertMember(database.db, { gender: 'female', lookingFor: 'male' })
})

type Answers = Partial<Record<(typeof QUESTIONNAIRE_FIELDS)[number], string>>
const answer = (who: UserRow, answers: Answers) =>
  database.db.insert(orthodoxQuestionnaireResponses).values({ userId: who.id, ...answers })

/** The member as `who` sees them: on their deck, and by GET /api/users/{id}; both raw answers. */
async function seenBy(who: UserRow, seen: UserRow) {
  const cookie = await sessionCookie(database.db, who.id, clock.now())
  const deck = await app.request('/api/users', { headers: { cookie } })
  expect(deck.status).toBe(200)
  const deckText = await deck.text()
  const card = DiscoverPageSchema.parse(JSON.parse(deckText)).items.find((i) => i.id === seen.id)
  const profile = await app.request(`/api/users/${seen.id}`, { headers: { cookie } })
  expect(profile.status).toBe(200)
  const profileText = await profile.text()
  return {
    card,
    profile: PublicProfileSchema.parse(JSON.parse(profileText)),
    deckText,
    profileText,
  }
}

const VIEWER_ANSWERS: Answers = {
  believesOrthodoxChurch: 'yes',
  acceptsEcumenicalCouncils: 'yes',
  eucharistFrequency: 'weekly',
  confessionFrequency: 'monthly',
  contraceptionPosition: 'agree',
  ecumenicalUnionPosition: 'strongly_disagree',
  traditionalWedding: 'important',
}
const MEMBER_ANSWERS: Answers = {
  believesOrthodoxChurch: 'yes',
  acceptsEcumenicalCouncils: 'unsure',
  eucharistFrequency: 'monthly',
  confessionFrequency: 'never',
  contraceptionPosition: 'strongly_disagree',
  ecumenicalUnionPosition: 'agree',
  traditionalWedding: 'important',
  spouseMustPray: 'important',
}

describe('the theological score and its why, on the deck and the profile', () => {
  it('tells by area where the two agreed and differed, over how many questions, the same both ways', async () => {
    await answer(viewer, VIEWER_ANSWERS)
    await answer(member, MEMBER_ANSWERS)
    const theology = {
      kind: 'compared',
      questions: 7,
      // Background & Preferences: one question in common, too few to tell without giving the
      // answer away.
      areas: { beliefs: 'agree', practice: 'mixed', issues: 'differ' },
    }
    for (const [who, seen] of [
      [viewer, member],
      [member, viewer],
    ] as const) {
      const { card, profile } = await seenBy(who, seen)
      for (const shown of [card!, profile]) {
        expect(shown.theologicalScore).toBe(61)
        expect(shown.theology).toEqual(theology)
      }
    }
  })

  it('never carries either member’s answers, or which questions they answered', async () => {
    await answer(viewer, VIEWER_ANSWERS)
    await answer(member, MEMBER_ANSWERS)
    const { deckText, profileText } = await seenBy(viewer, member)
    for (const text of [deckText, profileText]) {
      for (const field of QUESTIONNAIRE_FIELDS) expect(text).not.toContain(`"${field}"`)
      for (const value of ['strongly_disagree', '"unsure"', '"monthly"', '"never"', '"important"'])
        expect(text).not.toContain(value)
    }
  })

  it('says who has no questionnaire, or that no question is shared, beside no score', async () => {
    const unscored = async (missing: string) => {
      const seen = await seenBy(viewer, member)
      for (const profile of [seen.card, seen.profile])
        expect(profile).toMatchObject({
          theologicalScore: null,
          theology: { kind: 'unscored', missing },
        })
    }
    await unscored('both')
    await answer(member, { prayerFrequency: 'daily' })
    await unscored('viewer')
    expect((await seenBy(member, viewer)).profile.theology).toEqual({
      kind: 'unscored',
      missing: 'member',
    })
    await answer(viewer, { fastingFrequency: 'daily' })
    await unscored('shared')
  })
})
