import { describe, expect, it } from 'vitest'
import { choseOther, keptOtherAnswers } from './other-answers.ts'

describe('choseOther', () => {
  it('reads the tradition itself and the languages as a list', () => {
    expect(choseOther('liturgicalTradition', { liturgicalTradition: 'other' })).toBe(true)
    expect(choseOther('liturgicalTradition', { liturgicalTradition: 'greek' })).toBe(false)
    expect(choseOther('languages', { languages: ['english', 'other'] })).toBe(true)
    expect(choseOther('languages', { languages: ['English'] })).toBe(false)
    expect(choseOther('languages', {})).toBe(false)
  })
})

describe('keptOtherAnswers', () => {
  const both = { liturgicalTradition: 'other', languages: ['other'] }

  it('keeps a text sent for a question answered Other', () => {
    expect(keptOtherAnswers(both, { liturgicalTradition: 'Carpatho-Rusyn' })).toEqual({
      liturgicalTradition: 'Carpatho-Rusyn',
    })
  })

  it('keeps the saved text of a key left out, and clears one sent as null', () => {
    const saved = { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' }
    expect(keptOtherAnswers(both, { languages: null }, saved)).toEqual({
      liturgicalTradition: 'Carpatho-Rusyn',
    })
    expect(keptOtherAnswers(both, undefined, saved)).toEqual(saved)
  })

  it('drops the text of a question whose answer is no longer Other', () => {
    const saved = { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' }
    expect(
      keptOtherAnswers({ liturgicalTradition: 'greek', languages: ['other'] }, undefined, saved),
    ).toEqual({ languages: 'Church Slavonic' })
    expect(
      keptOtherAnswers({ liturgicalTradition: null, languages: null }, { languages: 'Slavonic' }),
    ).toEqual({})
  })
})
