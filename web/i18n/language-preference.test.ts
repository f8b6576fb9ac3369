import { beforeEach, describe, expect, it } from 'vitest'
import { PREFERENCE_KEY, storedLanguage, storeLanguage } from './language-preference.ts'

beforeEach(() => localStorage.clear())

describe('stored language', () => {
  it('defaults to English when nothing or something invalid is stored', () => {
    expect(storedLanguage()).toBe('en')
    localStorage.setItem(PREFERENCE_KEY, '{not json')
    expect(storedLanguage()).toBe('en')
    localStorage.setItem(PREFERENCE_KEY, JSON.stringify({ language: 'xx' }))
    expect(storedLanguage()).toBe('en')
  })

  it('keeps other fields of the entry when storing the language', () => {
    localStorage.setItem(PREFERENCE_KEY, JSON.stringify({ other: 1 }))
    storeLanguage('ua')
    expect(JSON.parse(localStorage.getItem(PREFERENCE_KEY) ?? '')).toEqual({
      other: 1,
      language: 'ua',
    })
    expect(storedLanguage()).toBe('ua')
  })
})
