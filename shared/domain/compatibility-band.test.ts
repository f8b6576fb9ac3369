import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compatibilityBand } from './compatibility-band.ts'

describe('compatibilityBand', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'gold'],
    [60, 'gold'],
    [59, 'orange'],
    [40, 'orange'],
    [39.5, 'red'],
    [0, 'red'],
  ] as const)('%s is %s', (score, band) => {
    expect(compatibilityBand(score)).toBe(band)
  })

  it('never goes down a band as the score rises', () => {
    const order = ['red', 'orange', 'gold', 'green']
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(order.indexOf(compatibilityBand(low))).toBeLessThanOrEqual(
            order.indexOf(compatibilityBand(high)),
          )
        },
      ),
    )
  })
})
