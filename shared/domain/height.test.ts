import { describe, expect, it } from 'vitest'
import { heightInInches } from './height.ts'

describe('heightInInches', () => {
  it.each([
    [`5'6"`, 66],
    [`5' 6`, 66],
    [`6'`, 72],
    ['168cm', 66],
    ['180 cm', 71],
    ['66in', 66],
  ])('reads %s as %i inches', (text, inches) => {
    expect(heightInInches(text)).toBe(inches)
  })

  it('gives null for what it cannot read', () => {
    expect(heightInInches('tall')).toBeNull()
    expect(heightInInches(null)).toBeNull()
  })
})
