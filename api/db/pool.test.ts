import { describe, expect, it } from 'vitest'
import { defaultPoolSize, defaultWritePoolSize } from './pool.ts'

describe('defaultPoolSize', () => {
  it('keeps about one connection per core across the API processes', () => {
    expect(defaultPoolSize(1, 2)).toBe(2)
    expect(defaultPoolSize(1, 8)).toBe(8)
    expect(defaultPoolSize(3, 8)).toBe(3)
  })

  it('keeps at least 2 per process, so one long transaction never holds up every request', () => {
    expect(defaultPoolSize(1, 1)).toBe(2)
    expect(defaultPoolSize(2, 2)).toBe(2)
    expect(defaultPoolSize(16, 4)).toBe(2)
  })
})

describe('defaultWritePoolSize', () => {
  it('keeps about 8 write connections across the API processes, at least 2 each', () => {
    expect(defaultWritePoolSize(1)).toBe(8)
    expect(defaultWritePoolSize(3)).toBe(3)
    expect(defaultWritePoolSize(8)).toBe(2)
  })
})
