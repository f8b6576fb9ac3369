import { beforeEach, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema.ts'
import { insertMember } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { deleteExpiredSessions } from './session-sweep.ts'
import { startSession } from './sessions.ts'

const database = useTestDatabase()
const DAY = 24 * 60 * 60 * 1000

beforeEach(() => database.reset())

describe('deleteExpiredSessions', () => {
  it('deletes the sessions expired by now and keeps the others', async () => {
    const start = new Date('2026-03-01T12:00:00Z')
    const member = await insertMember(database.db)
    await startSession(database.db, member.id, start, 1)
    const kept = await startSession(database.db, member.id, start, 30)

    const now = new Date(start.getTime() + 2 * DAY)
    expect(await deleteExpiredSessions(database.db, now)).toBe(1)
    const left = await database.db.select({ expiresAt: sessions.expiresAt }).from(sessions)
    expect(left).toEqual([{ expiresAt: kept.expiresAt }])
    expect(await deleteExpiredSessions(database.db, now)).toBe(0)
  })
})
