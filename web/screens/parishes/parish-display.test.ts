import { describe, expect, it } from 'vitest'
import { formatEventDate, jurisdictionClass } from './parish-display.ts'

describe('formatEventDate', () => {
  it("writes 'MMM d, yyyy h:mm a' in English and the Russian equivalent", () => {
    const iso = new Date(2025, 2, 5, 15, 0).toISOString() // local time, as the member sees it
    expect(formatEventDate(iso, 'en')).toMatch(/^Mar 5, 2025 3:00\sPM$/)
    expect(formatEventDate(iso, 'ru')).toMatch(/^5 мар\. 2025 г\. 15:00$/)
  })
})

describe('jurisdictionClass', () => {
  it('colours the legend jurisdictions and gives any other one the neutral badge', () => {
    expect(jurisdictionClass('ROCOR')).toContain('jurisdiction-rocor')
    expect(jurisdictionClass('Serbian')).toContain('jurisdiction-other')
  })
})
