import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { METER_LABELS, meterBand, meterScore } from './meter.ts'

describe('meterScore', () => {
  it('is 0 when nothing is answered', () => {
    expect(meterScore([])).toBe(0)
    expect(meterScore([null, undefined, '', null])).toBe(0)
  })

  it('adds 25 for Strongly Agree or Agree and 12 for Neutral, in any spelling', () => {
    expect(meterScore(['Strongly Agree', 'Agree', 'Neutral', 'Disagree'])).toBe(62)
    expect(meterScore(['strongly_agree', 'agree', 'neutral', 'strongly_disagree'])).toBe(62)
    expect(meterScore(['stronglyAgree', 'neutral'])).toBe(37)
    expect(meterScore(['Strongly Agree', 'Strongly Agree', 'Agree', 'Agree'])).toBe(100)
  })

  it('counts nothing for disagreeing or hedged answers', () => {
    expect(meterScore(['Disagree', 'stronglyDisagree', 'somewhat_agree', 'maybe'])).toBe(0)
  })

  it('never exceeds 100 however many answers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Strongly Agree', 'Agree', 'Neutral', 'Disagree', null)),
        (answers) => {
          const score = meterScore(answers)
          expect(score).toBeGreaterThanOrEqual(0)
          expect(score).toBeLessThanOrEqual(100)
        },
      ),
    )
  })
})

describe('meterBand', () => {
  it.each([
    [100, 'Highly Orthodox'],
    [80, 'Highly Orthodox'],
    [79, 'Moderately Orthodox'],
    [60, 'Moderately Orthodox'],
    [59, 'Developing Orthodox Understanding'],
    [40, 'Developing Orthodox Understanding'],
    [39, 'Exploring Orthodox Faith'],
    [0, 'Exploring Orthodox Faith'],
  ])('%s reads %s', (score, label) => {
    expect(METER_LABELS[meterBand(score)]).toBe(label)
  })
})
