import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { photoFileUrl, type PhotoStatus } from '#shared/domain/photos.ts'
import { LikesReceivedSchema } from '#shared/schemas/likes-received.ts'
import { MatchListSchema } from '#shared/schemas/likes.ts'
import { ConversationListSchema } from '#shared/schemas/messages.ts'
import { BlockListSchema } from '#shared/schemas/safety.ts'
import { blocks, likes, messages, photos, type UserRow } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import { memberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { refreshGallerySnapshot } from './gallery-snapshot.ts'

/**
 * Every list that shows another member carries the pictures the member screens draw
 * (MemberPicture, MemberFace): the approved photos in order with their BlurHash, and the main
 * one's thumbnail as profileImageUrl; never a photo under review or rejected (docs/photos.md).
 */

const database = useTestDatabase()
beforeEach(() => database.reset())
const now = () => new Date('2026-11-26T08:00:00Z')

/** Gives the member photos in these states, in this order, and rewrites their snapshot. */
async function withPhotos(member: UserRow, statuses: PhotoStatus[]) {
  const rows = await database.db
    .insert(photos)
    .values(
      statuses.map((status, position) => ({
        userId: member.id,
        name: `${member.id}-${randomUUID()}`,
        position,
        width: 720,
        height: 900,
        placeholder: `LKO2?U%2Tw=w]~RBVZRi};RPxuwH${position}`,
        status,
      })),
    )
    .returning()
  await database.db.transaction((tx) => refreshGallerySnapshot(tx, member.id))
  return rows
}

/** What others may see of those photos: the approved ones, in order, without moderation state. */
const publicOf = (rows: Awaited<ReturnType<typeof withPhotos>>) =>
  rows
    .filter((row) => row.status === 'approved')
    .map(({ id, name, width, height, placeholder }) => ({ id, name, width, height, placeholder }))

async function scenario() {
  const me = await insertMember(database.db, { membershipTier: 'premium', gender: 'male' })
  const anna = await insertMember(database.db, { firstName: 'Anna' })
  const maria = await insertMember(database.db, { firstName: 'Maria' })
  // Anna: a pending photo first, then two approved ones and a rejected one.
  const annasPhotos = await withPhotos(anna, ['pending', 'approved', 'rejected', 'approved'])
  // Maria: only a photo under review.
  await withPhotos(maria, ['pending'])
  return {
    me,
    anna,
    maria,
    annasPublic: publicOf(annasPhotos),
    api: await memberApi(database.db, now, me),
  }
}

describe('photos in the lists of members', () => {
  it('matches carry the approved photos and their main thumbnail, none under review', async () => {
    const { me, anna, maria, annasPublic, api } = await scenario()
    await insertMatch(database.db, me.id, anna.id)
    await insertMatch(database.db, me.id, maria.id)
    const list = MatchListSchema.parse(await (await api.get(`/api/users/${me.id}/matches`)).json())
    const byName = new Map(list.map((match) => [match.user.firstName, match.user]))
    expect(annasPublic).toHaveLength(2)
    expect(byName.get('Anna')).toMatchObject({
      photos: annasPublic,
      profileImageUrl: photoFileUrl(annasPublic[0]!.name, 'thumb'),
    })
    expect(byName.get('Maria')).toMatchObject({ photos: [], profileImageUrl: null })
  })

  it('likes you carries the same', async () => {
    const { me, anna, annasPublic, api } = await scenario()
    await database.db
      .insert(likes)
      .values({ fromUserId: anna.id, toUserId: me.id, clientId: randomUUID() })
    const body = LikesReceivedSchema.parse(await (await api.get('/api/likes/received')).json())
    expect(body.members).toHaveLength(1)
    expect(body.members[0]).toMatchObject({
      photos: annasPublic,
      profileImageUrl: photoFileUrl(annasPublic[0]!.name, 'thumb'),
    })
  })

  it('the conversation list carries the partner’s approved photos', async () => {
    const { me, anna, annasPublic, api } = await scenario()
    await insertMatch(database.db, me.id, anna.id)
    await database.db
      .insert(messages)
      .values({ fromUserId: anna.id, toUserId: me.id, content: 'Hi' })
    const list = ConversationListSchema.parse(
      await (await api.get(`/api/users/${me.id}/conversations`)).json(),
    )
    expect(list).toHaveLength(1)
    expect(list[0]!.fromUser).toMatchObject({ id: anna.id, photos: annasPublic })
  })

  it('the blocked list shows no photo of a blocked member (blocks hide them)', async () => {
    const { me, anna, annasPublic, api } = await scenario()
    await database.db.insert(blocks).values({ blockerId: me.id, blockedId: anna.id })
    const answer: unknown = await (await api.get('/api/blocks')).json()
    expect(JSON.stringify(answer)).not.toContain(annasPublic[0]!.name)
    const list = BlockListSchema.parse(answer)
    expect(list.map((item) => item.user)).toEqual([
      { id: anna.id, firstName: 'Anna', lastName: 'Test', profileImageUrl: null },
    ])
  })
})
