import { describe, expect, it } from 'vitest'
import { SNOOZE_UNTIL_RETURN, snoozeEnd, snoozeState, timeLeftParts } from './snooze.ts'

const from = new Date('2026-11-26T12:00:00.000Z')

describe('snooze', () => {
  it('ends 24 hours, 3 days or a week after it starts, or never by time', () => {
    expect(snoozeEnd('24h', from).toISOString()).toBe('2026-11-27T12:00:00.000Z')
    expect(snoozeEnd('3d', from).toISOString()).toBe('2026-11-29T12:00:00.000Z')
    expect(snoozeEnd('1w', from).toISOString()).toBe('2026-12-03T12:00:00.000Z')
    expect(snoozeEnd('until-return', from).toISOString()).toBe(SNOOZE_UNTIL_RETURN)
  })

  it('is visible with no snooze or one that has ended, hidden while it runs', () => {
    expect(snoozeState(null, from)).toEqual({ status: 'visible' })
    expect(snoozeState('2026-11-26T11:59:59.000Z', from)).toEqual({ status: 'visible' })
    expect(snoozeState('2026-11-26T12:00:00.000Z', from)).toEqual({ status: 'visible' })
    expect(snoozeState('2026-11-26T13:00:00.000Z', from)).toMatchObject({
      status: 'timed',
      msLeft: 60 * 60 * 1000,
    })
    expect(snoozeState(SNOOZE_UNTIL_RETURN, from)).toEqual({ status: 'until-return' })
  })

  it('tells the time left in days, hours and minutes, rounded up to the minute', () => {
    const ms = ((2 * 24 + 3) * 60 + 5) * 60 * 1000 - 1
    expect(timeLeftParts(ms)).toEqual({ days: 2, hours: 3, minutes: 5 })
    expect(timeLeftParts(1)).toEqual({ days: 0, hours: 0, minutes: 1 })
  })
})
