import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boxContains, boxOfView, formatBbox, parseBbox } from './map-bounds.ts'

describe('boxContains', () => {
  it('takes the edges in, and across the antimeridian both sides of it', () => {
    const box = { west: -10, south: 0, east: 10, north: 5 }
    expect(boxContains(box, 0, -10)).toBe(true)
    expect(boxContains(box, 5, 10)).toBe(true)
    expect(boxContains(box, 5.01, 0)).toBe(false)
    const across = { west: 170, south: -20, east: -170, north: 20 }
    expect(boxContains(across, 0, 175)).toBe(true)
    expect(boxContains(across, 0, -175)).toBe(true)
    expect(boxContains(across, 0, 0)).toBe(false)
  })
})

describe('boxOfView', () => {
  it('wraps a view scrolled round the globe and spans the world when it shows it twice', () => {
    expect(boxOfView(170, 10, 190, 20)).toEqual({ west: 170, south: 10, east: -170, north: 20 })
    expect(boxOfView(-200, -100, 250, 100)).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    })
    expect(boxOfView(-100, 30, -80, 45)).toEqual({ west: -100, south: 30, east: -80, north: 45 })
  })

  it('always gives a box the API accepts', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 800, noNaN: true }),
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (west, width, south, height) => {
          const box = boxOfView(west, south, west + width, south + height)
          expect(parseBbox(formatBbox(box))).not.toHaveProperty('problem')
        },
      ),
    )
  })
})

describe('parseBbox', () => {
  it('reads west,south,east,north and names what is wrong', () => {
    expect(parseBbox('-88,41.5,-87.4,42.2')).toEqual({
      west: -88,
      south: 41.5,
      east: -87.4,
      north: 42.2,
    })
    expect(parseBbox('170,0,-170,10')).toEqual({ west: 170, south: 0, east: -170, north: 10 })
    expect(parseBbox('1,2,3,Infinity')).toHaveProperty('problem')
    expect(parseBbox('181,0,0,1')).toEqual({
      problem: 'west and east must be longitudes from -180 to 180',
    })
  })
})
