import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { MemberSettingsSchema } from '#shared/schemas/settings.ts'
import { messages, userUsage } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, type MemberOverrides } from '../testing/members.ts'
import { usePhotoVerificationApp } from '../testing/photo-verification.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * What the "Photo verified" badge gives other members (docs/safety.md "Photo verification"): the
 * deck's filter and the member setting "only photo-verified members may message me".
 */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const app = usePhotoVerificationApp(database, clock)

const signedIn = async (overrides: MemberOverrides = {}) =>
  app.signIn(await insertMember(database.db, overrides))

describe('GET /api/users?photoVerifiedOnly=true', () => {
  it('shows only photo-verified members, to every tier; false or absent is off', async () => {
    const viewer = await signedIn({ gender: 'male', lookingFor: 'female', membershipTier: 'free' })
    const verified = await insertMember(database.db, { photoVerified: true })
    await insertMember(database.db, { photoVerified: false })
    // The clergy badge is another badge: it does not pass this filter.
    await insertMember(database.db, { isVerified: true, photoVerified: false })
    const deck = async (query: string) => {
      const res = await viewer.call('GET', `/api/users${query}`)
      expect(res.status, await res.clone().text()).toBe(200)
      const page = DiscoverPageSchema.parse(await res.json())
      return page.items.map((item) => [item.id, item.photoVerified])
    }
    expect(await deck('?photoVerifiedOnly=true')).toEqual([[verified.id, true]])
    expect(await deck('?photoVerifiedOnly=false')).toHaveLength(3)
    expect(await deck('?photoVerifiedOnly=all')).toHaveLength(3)
    const bad = await viewer.call('GET', '/api/users?photoVerifiedOnly=yes')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe(
      'photoVerifiedOnly: photoVerifiedOnly must be true or false',
    )
  })
})

describe('POST /api/messages to a member who takes messages from photo-verified members only', () => {
  async function pair(senderVerified: boolean) {
    const anna = await signedIn()
    const basil = await signedIn({ gender: 'male', photoVerified: senderVerified })
    await insertMatch(database.db, anna.row.id, basil.row.id)
    const turnOn = await anna.call('PATCH', `/api/users/${anna.row.id}/settings`, {
      messagesFromPhotoVerifiedOnly: true,
    })
    expect(turnOn.status).toBe(200)
    expect(MemberSettingsSchema.parse(await turnOn.json()).messagesFromPhotoVerifiedOnly).toBe(true)
    const send = (content: string, clientId: string = crypto.randomUUID()) =>
      basil.call('POST', '/api/messages', {
        fromUserId: basil.row.id,
        toUserId: anna.row.id,
        content,
        clientId,
      })
    return { anna, basil, send }
  }

  it('refuses an unverified sender (403, naming why), storing and counting nothing', async () => {
    const { anna, basil, send } = await pair(false)
    const res = await send('Hello Anna')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      code: 'photo_verification_required',
      message: M.senderNotVerified,
    })
    expect(await database.db.select().from(messages)).toEqual([])
    expect(
      await database.db.select().from(userUsage).where(eq(userUsage.userId, basil.row.id)),
    ).toEqual([])
    // She may still write to him: the setting is about what she receives.
    const reply = await anna.call('POST', '/api/messages', {
      fromUserId: anna.row.id,
      toUserId: basil.row.id,
      content: 'Hello Basil',
      clientId: crypto.randomUUID(),
    })
    expect(reply.status).toBe(201)
  })

  it('lets a photo-verified sender through', async () => {
    const { send } = await pair(true)
    expect((await send('Hello Anna')).status).toBe(201)
  })

  it('answers a replay of a message stored before the setting with the first result', async () => {
    const anna = await signedIn()
    const basil = await signedIn({ gender: 'male' })
    await insertMatch(database.db, anna.row.id, basil.row.id)
    const body = {
      fromUserId: basil.row.id,
      toUserId: anna.row.id,
      content: 'Sent before',
      clientId: crypto.randomUUID(),
    }
    const first = await basil.call('POST', '/api/messages', body)
    expect(first.status).toBe(201)
    await anna.call('PATCH', `/api/users/${anna.row.id}/settings`, {
      messagesFromPhotoVerifiedOnly: true,
    })
    const replay = await basil.call('POST', '/api/messages', body)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(await first.json())
    expect(await database.db.select().from(messages)).toHaveLength(1)
    // A new message is refused.
    const next = await basil.call('POST', '/api/messages', {
      ...body,
      clientId: crypto.randomUUID(),
    })
    expect(next.status).toBe(403)
  })

  it('is off by default, and read back by GET settings', async () => {
    const anna = await signedIn()
    const res = await anna.call('GET', `/api/users/${anna.row.id}/settings`)
    expect(MemberSettingsSchema.parse(await res.json()).messagesFromPhotoVerifiedOnly).toBe(false)
  })
})
