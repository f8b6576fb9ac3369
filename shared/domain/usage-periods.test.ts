import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayKey, isoWeekKey, monthKey } from './usage-periods.ts'

describe('usage periods', () => {
  it('counts days and months in UTC', () => {
    expect(dayKey(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22')
    expect(dayKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
    expect(monthKey(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11')
    expect(monthKey(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12')
  })

  it('starts a new ISO week on Monday: Sunday 23:59:59 and Monday 00:00:01 differ', () => {
    expect(isoWeekKey(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47') // a Sunday
    expect(isoWeekKey(new Date('2026-11-23T00:00:01Z'))).toBe('2026-W48') // the Monday after
  })

  it('gives the ISO week-year at year ends', () => {
    expect(isoWeekKey(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53')
    expect(isoWeekKey(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01')
    expect(isoWeekKey(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01')
  })

  it('keeps the seven days from a Monday in one week', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
          monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
          const keys = new Set(
            Array.from({ length: 7 }, (_, i) =>
              isoWeekKey(new Date(monday.getTime() + i * 86_400_000 + 3_600_000)),
            ),
          )
          expect(keys.size).toBe(1)
          expect(isoWeekKey(new Date(monday.getTime() - 1))).not.toBe([...keys][0])
        },
      ),
    )
  })
})
