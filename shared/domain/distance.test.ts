import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coarsen, DISTANCE_STEP_MILES, milesBetween, shownDistanceMiles } from './distance.ts'

const chicago = { latitude: 41.88, longitude: -87.63 }
const athens = { latitude: 37.98, longitude: 23.73 }
const coordinate = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
})

describe('distance', () => {
  it('measures Chicago to Athens at about 5,450 miles', () => {
    expect(milesBetween(chicago, athens)).toBeGreaterThan(5400)
    expect(milesBetween(chicago, athens)).toBeLessThan(5500)
  })

  it('shows members in the same city as 5 miles away, never 0', () => {
    expect(shownDistanceMiles(chicago, chicago)).toBe(5)
  })

  it('is symmetric, a multiple of the step, and never under the true distance', () => {
    fc.assert(
      fc.property(coordinate, coordinate, (a, b) => {
        const shown = shownDistanceMiles(a, b)
        expect(shown).toBe(shownDistanceMiles(b, a))
        expect(shown % DISTANCE_STEP_MILES).toBe(0)
        expect(shown).toBeGreaterThanOrEqual(milesBetween(a, b) - 1e-9)
        expect(shown - milesBetween(a, b)).toBeLessThanOrEqual(DISTANCE_STEP_MILES)
      }),
    )
  })

  it('keeps two decimals of a coordinate', () => {
    expect(coarsen(41.878113)).toBe(41.88)
    expect(coarsen(-87.629799)).toBe(-87.63)
  })
})
