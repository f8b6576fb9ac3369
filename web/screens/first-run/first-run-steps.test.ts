import { describe, expect, it } from 'vitest'
import { firstRunPath, stepAfter, stepOf } from './first-run-steps.ts'

describe('first run steps', () => {
  it('starts where the deck minimum is missing, unless a step is asked for', () => {
    expect(stepOf(null, 'photo')).toBe('photos')
    expect(stepOf(null, 'city')).toBe('city')
    expect(stepOf(null, 'denomination')).toBe('faith')
    expect(stepOf(null, undefined)).toBe('discovery')
    expect(stepOf('faith', 'photo')).toBe('faith')
    expect(stepOf('nonsense', 'city')).toBe('city')
  })

  it('goes photos, city, faith, who and how far, then the deck', () => {
    expect(stepAfter('photos')).toBe('city')
    expect(stepAfter('city')).toBe('faith')
    expect(stepAfter('faith')).toBe('discovery')
    expect(stepAfter('discovery')).toBe('ready')
    expect(stepAfter('ready')).toBe('ready')
  })

  it('keeps where to go afterwards in the address', () => {
    expect(firstRunPath()).toBe('/welcome')
    expect(firstRunPath('city')).toBe('/welcome?step=city')
    expect(firstRunPath('faith', '/matches')).toBe('/welcome?step=faith&next=%2Fmatches')
    expect(firstRunPath(undefined, '/')).toBe('/welcome')
  })
})
