import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { formatListTime } from './format-time.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const now = new Date(2026, 10, 26, 15, 0) // Thursday 26 November 2026, 15:00 local time
const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(...parts).toISOString()

describe('the conversation list time', () => {
  it('is the hour today, the weekday this week, the day this year, else the date', () => {
    expect(formatListTime(i18n, at(2026, 10, 26, 9, 5), now)).toBe(
      new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(2026, 10, 26, 9, 5)),
    )
    expect(formatListTime(i18n, at(2026, 10, 23, 12), now)).toBe('Mon')
    expect(formatListTime(i18n, at(2026, 10, 2, 12), now)).toBe('Nov 2')
    expect(formatListTime(i18n, at(2025, 11, 24, 12), now)).toBe('12/24/25')
  })

  it('is empty for a missing or broken time', () => {
    expect(formatListTime(i18n, '', now)).toBe('')
    expect(formatListTime(i18n, 'not a date', now)).toBe('')
  })
})
