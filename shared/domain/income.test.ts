import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { abbreviateIncome } from './income.ts'

/** Reads an abbreviation back into dollars. */
function expand(text: string): number {
  const match = /^\$(\d+(?:\.\d)?)([KM]?)$/.exec(text)
  if (!match) throw new Error(`not an abbreviation: ${text}`)
  const unit = match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1000 : 1
  return Number(match[1]) * unit
}

describe('abbreviateIncome', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [1000, '$1K'],
    [85_000, '$85K'],
    [125_400, '$125K'],
    [999_499, '$999K'],
    [999_500, '$1M'],
    [1_000_000, '$1M'],
    [1_250_000, '$1.3M'],
    [12_000_000, '$12M'],
  ])('%s → %s', (income, text) => {
    expect(abbreviateIncome(income)).toBe(text)
  })

  it('gives nothing for a value that is not a number', () => {
    expect(abbreviateIncome(Number.NaN)).toBe('')
  })

  it('reads back within 5% of the income, with K or M from a thousand on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (income) => {
        const text = abbreviateIncome(income)
        expect(Math.abs(expand(text) - income)).toBeLessThanOrEqual(Math.max(0.5, income * 0.05))
        if (income >= 1000) expect(text).toMatch(/[KM]$/)
      }),
    )
  })
})
