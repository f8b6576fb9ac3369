import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { ModerationActionsSchema } from '#shared/schemas/moderation.ts'
import { moderationActions, users, type UserRow } from '../db/schema.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { fileReport } from '../testing/reports.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The moderation audit trail (docs/safety.md): who dismissed, suspended and reinstated whom. */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))

beforeEach(() => database.reset())

const as = (member: UserRow) => memberApi(database.db, clock.now, member)
const moderator = (firstName = 'Mod') =>
  insertMember(database.db, { firstName, role: 'moderator', showMe: false })

const resolve = (api: MemberApi, reportId: number, action: string, note?: string) =>
  api.post(`/api/moderation/reports/${reportId}/resolve`, { action, note })
const reinstate = (api: MemberApi, id: number) =>
  api.post(`/api/moderation/members/${id}/reinstate`, {})

async function actions(api: MemberApi, query = '') {
  const res = await api.get(`/api/moderation/actions${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return ModerationActionsSchema.parse(await res.json())
}

const storedActions = () =>
  database.db.select().from(moderationActions).orderBy(moderationActions.id)

describe('the moderation audit trail', () => {
  it('records each dismiss, suspend and reinstate once, with the moderator', async () => {
    const modRow = await moderator('Olga')
    const mod = await as(modRow)
    const anna = await insertMember(database.db, { firstName: 'Anna' })
    const boris = await insertMember(database.db, { firstName: 'Boris', lastName: 'Ivanov' })
    const dismissed = await fileReport(database.db, anna, boris)
    const suspended = await fileReport(database.db, anna, boris)

    expect((await resolve(mod, dismissed.id, 'dismiss', ' Banter ')).status).toBe(200)
    clock.advance(60_000)
    expect((await resolve(mod, suspended.id, 'suspend', 'Threats')).status).toBe(200)
    clock.advance(60_000)
    expect((await reinstate(mod, boris.id)).status).toBe(200)

    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, minutes))
    expect(await storedActions()).toMatchObject([
      {
        moderatorId: modRow.id,
        memberId: boris.id,
        reportId: dismissed.id,
        action: 'dismiss',
        note: 'Banter',
        createdAt: at(0),
      },
      {
        moderatorId: modRow.id,
        memberId: boris.id,
        reportId: suspended.id,
        action: 'suspend',
        note: 'Threats',
        createdAt: at(1),
      },
      {
        moderatorId: modRow.id,
        memberId: boris.id,
        reportId: null,
        action: 'reinstate',
        note: null,
        createdAt: at(2),
      },
    ])

    const page = await actions(mod)
    expect(page.nextCursor).toBeNull()
    expect(page.actions.map(({ id: _, ...rest }) => rest)).toEqual([
      {
        action: 'reinstate',
        createdAt: at(2).toISOString(),
        moderator: { firstName: 'Olga' },
        member: { id: boris.id, firstName: 'Boris', lastName: 'Ivanov' },
        reportId: null,
        note: null,
      },
      {
        action: 'suspend',
        createdAt: at(1).toISOString(),
        moderator: { firstName: 'Olga' },
        member: { id: boris.id, firstName: 'Boris', lastName: 'Ivanov' },
        reportId: suspended.id,
        note: 'Threats',
      },
      {
        action: 'dismiss',
        createdAt: at(0).toISOString(),
        moderator: { firstName: 'Olga' },
        member: { id: boris.id, firstName: 'Boris', lastName: 'Ivanov' },
        reportId: dismissed.id,
        note: 'Banter',
      },
    ])
    // Only what a moderator needs: no email, no other profile field.
    expect(JSON.stringify(page)).not.toContain('@')
  })

  it('writes nothing for a refused or losing action', async () => {
    const first = await moderator('First')
    const second = await moderator('Second')
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db)
    const report = await fileReport(database.db, anna, boris)
    const [a, b] = [await as(first), await as(second)]

    const answers = await Promise.all([
      resolve(a, report.id, 'suspend', 'first'),
      resolve(b, report.id, 'dismiss', 'second'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = answers[0]!.status === 200 ? first : second
    expect(await storedActions()).toMatchObject([
      { moderatorId: winner.id, reportId: report.id, note: winner === first ? 'first' : 'second' },
    ])

    // Suspend Boris (through a second report) so both moderators can race to reinstate him.
    const again = await fileReport(database.db, anna, boris)
    expect((await resolve(a, again.id, 'suspend')).status).toBe(200)
    const before = (await storedActions()).length
    const reinstated = await Promise.all([reinstate(a, boris.id), reinstate(b, boris.id)])
    expect(reinstated.map((r) => r.status).sort()).toEqual([200, 409])
    const rows = await storedActions()
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({
      action: 'reinstate',
      memberId: boris.id,
      moderatorId: reinstated[0]!.status === 200 ? first.id : second.id,
    })

    // Refused: not suspended (409), unknown member (404), already resolved (409).
    expect((await reinstate(a, boris.id)).status).toBe(409)
    expect((await reinstate(a, boris.id + 1000)).status).toBe(404)
    expect((await resolve(a, report.id, 'dismiss')).status).toBe(409)
    expect(await storedActions()).toHaveLength(before + 1)
  })

  it('pages newest first with the cursor; 400 for a bad cursor or limit, 403 for a member', async () => {
    const mod = await as(await moderator())
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db)
    const reports = [
      await fileReport(database.db, anna, boris),
      await fileReport(database.db, anna, boris),
      await fileReport(database.db, anna, boris),
    ]
    // Two in the same instant (ordered by id), one a minute later.
    expect((await resolve(mod, reports[0]!.id, 'dismiss')).status).toBe(200)
    expect((await resolve(mod, reports[1]!.id, 'dismiss')).status).toBe(200)
    clock.advance(60_000)
    expect((await resolve(mod, reports[2]!.id, 'dismiss')).status).toBe(200)

    const first = await actions(mod, '?limit=2')
    expect(first.actions.map((a) => a.reportId)).toEqual([reports[2]!.id, reports[1]!.id])
    expect(first.nextCursor).not.toBeNull()
    const second = await actions(mod, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.actions.map((a) => a.reportId)).toEqual([reports[0]!.id])
    expect(second.nextCursor).toBeNull()

    const bad = await mod.get('/api/moderation/actions?cursor=bm90LWEtY3Vyc29y')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: MODERATION_MESSAGES.cursorInvalid })
    const tooMany = await mod.get('/api/moderation/actions?limit=500')
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).message).toMatch(/limit/)
    const byMember = await (await as(anna)).get('/api/moderation/actions')
    expect(byMember.status).toBe(403)
    expect(await byMember.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
  })

  it('answers null for a moderator or member whose account is gone, keeping the row', async () => {
    const gone = await moderator('Gone')
    const mod = await as(await moderator())
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db)
    const report = await fileReport(database.db, anna, boris)
    expect((await resolve(await as(gone), report.id, 'dismiss')).status).toBe(200)

    await database.db.delete(users).where(eq(users.id, gone.id))
    await database.db.delete(users).where(eq(users.id, boris.id))

    const page = await actions(mod)
    expect(page.actions).toMatchObject([
      { action: 'dismiss', moderator: null, member: null, reportId: report.id },
    ])
  })
})
