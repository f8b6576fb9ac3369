import { describe, expect, it } from 'vitest'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { VerifyAskSchema } from '#shared/schemas/photo-verification.ts'
import { photoVerificationAsks } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, type MemberOverrides } from '../testing/members.ts'
import { usePhotoVerificationApp } from '../testing/photo-verification.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** POST /api/matches/{userId}/ask-to-verify (docs/safety.md "Photo verification"). */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const app = usePhotoVerificationApp(database, clock)
const DAY = 24 * 60 * 60 * 1000

const signedIn = async (overrides: MemberOverrides = {}) =>
  app.signIn(await insertMember(database.db, overrides))

async function matched() {
  const anna = await signedIn()
  const basil = await signedIn({ gender: 'male' })
  await insertMatch(database.db, anna.row.id, basil.row.id)
  const ask = () => anna.call('POST', `/api/matches/${basil.row.id}/ask-to-verify`, {})
  return { anna, basil, ask }
}

describe('POST /api/matches/:userId/ask-to-verify', () => {
  it('asks a match: 201, the match hears it live and sees who asked', async () => {
    const { anna, basil, ask } = await matched()
    const res = await ask()
    expect(res.status).toBe(201)
    expect(VerifyAskSchema.parse(await res.json())).toEqual({
      userId: basil.row.id,
      askedAt: clock.now().toISOString(),
    })
    expect(app.published).toEqual([
      { to: [basil.row.id], event: { type: 'verify-ask', fromUserId: anna.row.id } },
    ])
    expect((await basil.status()).askedBy).toEqual([anna.row.id])
    expect((await anna.status()).askedBy).toEqual([])
  })

  it('asks once in 30 days (409 already_asked), then again; racing asks store one', async () => {
    const { anna, basil, ask } = await matched()
    const answers = await Promise.all([ask(), ask()])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await answers.find((r) => r.status === 409)!.json()).toEqual({
      code: 'already_asked',
      message: M.alreadyAsked,
    })
    expect(await database.db.select().from(photoVerificationAsks)).toHaveLength(1)
    clock.advance(29 * DAY)
    expect((await ask()).status).toBe(409)
    expect(app.published).toHaveLength(1)
    clock.advance(DAY)
    // Signed in again: a session lasts 30 days.
    const later = await app.signIn(anna.row)
    expect(
      (await later.call('POST', `/api/matches/${basil.row.id}/ask-to-verify`, {})).status,
    ).toBe(201)
    expect((await (await app.signIn(basil.row)).status()).askedBy).toEqual([anna.row.id])
    // Asks older than 30 days are no longer listed.
    clock.advance(31 * DAY)
    expect((await (await app.signIn(basil.row)).status()).askedBy).toEqual([])
  })

  it('asks only a match (403), and not one who is photo-verified (409)', async () => {
    const anna = await signedIn()
    const stranger = await insertMember(database.db, { gender: 'male' })
    for (const userId of [stranger.id, anna.row.id]) {
      const res = await anna.call('POST', `/api/matches/${userId}/ask-to-verify`, {})
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ code: 'not_a_match', message: M.askNotAMatch })
    }
    const verified = await insertMember(database.db, { gender: 'male', photoVerified: true })
    await insertMatch(database.db, anna.row.id, verified.id)
    const res = await anna.call('POST', `/api/matches/${verified.id}/ask-to-verify`, {})
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ code: 'already_photo_verified', message: M.askVerified })
    expect(await database.db.select().from(photoVerificationAsks)).toEqual([])
    expect(app.published).toEqual([])
  })

  it('is limited to 20 asks a day (429)', async () => {
    const anna = await signedIn()
    for (let i = 0; i < 21; i++) {
      const match = await insertMember(database.db, { gender: 'male' })
      await insertMatch(database.db, anna.row.id, match.id)
      const res = await anna.call('POST', `/api/matches/${match.id}/ask-to-verify`, {})
      expect(res.status, `ask ${i + 1}`).toBe(i < 20 ? 201 : 429)
    }
    expect(await database.db.select().from(photoVerificationAsks)).toHaveLength(20)
  })
})
