import { describe, expect, it } from 'vitest'
import { safeNext } from './safe-next.ts'

describe('safeNext', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNext('/messages?partner=3')).toBe('/messages?partner=3')
  })

  it('refuses anything that could leave the site, and falls back home', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(next)).toBe('/')
    }
  })
})
