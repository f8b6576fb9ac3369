import { eq, getTableColumns, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertMember } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { rawRows } from './raw-rows.ts'
import { tableRowDecoder } from './row-decoder.ts'
import { users } from './schema.ts'

const database = useTestDatabase()

beforeEach(() => database.reset())

describe('tableRowDecoder', () => {
  it('decodes a raw row exactly as drizzle maps it: dates, JSON, arrays, numbers and nulls', async () => {
    const member = await insertMember(database.db, {
      matchPreferences: { ageRange: [25, 40], churchAttendance: 'weekly' },
      seekingDenominations: ['Greek Orthodox', 'OCA'],
      latitude: 41.88,
      longitude: -87.63,
      boostedUntil: new Date('2026-03-02T12:00:00.123Z'),
      suspendedAt: null,
      income: 50000,
    })
    const statement = database.db
      .select(getTableColumns(users))
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('row_decoder_test')
    const [raw] = await rawRows<Record<string, unknown>>(statement, { id: member.id })
    const [mapped] = await database.db.select().from(users).where(eq(users.id, member.id))
    const decoded = tableRowDecoder(users)(raw!)
    expect(decoded).toEqual(mapped)
    expect(decoded.boostedUntil).toEqual(new Date('2026-03-02T12:00:00.123Z'))
    expect(decoded.matchPreferences).toEqual({ ageRange: [25, 40], churchAttendance: 'weekly' })
    expect(decoded.seekingDenominations).toEqual(['Greek Orthodox', 'OCA'])
    expect(decoded.suspendedAt).toBeNull()
  })
})
