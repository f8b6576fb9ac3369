import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  answerAgreement,
  compatibilityScore,
  pairScores,
  preferenceFit,
  QUESTIONNAIRE_FIELDS,
  theologicalScore,
  type CompatibilityProfile,
} from './compatibility.ts'
import { CHURCH_ATTENDANCE, DENOMINATIONS, JURISDICTIONS, RACES } from './vocabularies.ts'

const AGREEMENT = ['strongly_agree', 'agree', 'neutral', 'disagree', 'strongly_disagree']

const answers = fc.dictionary(
  fc.constantFrom(...QUESTIONNAIRE_FIELDS),
  fc.constantFrom(...AGREEMENT, 'yes', 'no', 'unsure', 'daily', 'weekly', 'never'),
)
const profile: fc.Arbitrary<CompatibilityProfile> = fc.record({
  age: fc.integer({ min: 18, max: 80 }),
  denomination: fc.option(fc.constantFrom(...DENOMINATIONS), { nil: null }),
  jurisdiction: fc.option(fc.constantFrom(...JURISDICTIONS), { nil: null }),
  churchAttendanceFrequency: fc.option(fc.constantFrom(...CHURCH_ATTENDANCE), { nil: null }),
  race: fc.option(fc.constantFrom(...RACES), { nil: null }),
  height: fc.option(fc.constantFrom(`5'2"`, `5'8"`, `6'1"`, '170cm'), { nil: null }),
  matchPreferences: fc.option(
    fc.record(
      {
        ageRange: fc.tuple(fc.integer({ min: 18, max: 40 }), fc.integer({ min: 41, max: 65 })),
        heightRange: fc.constant<[number, number]>([60, 72]),
        ethnicBackgrounds: fc.subarray(['Greek', 'Russian', 'Serbian', 'Other']),
        acceptableJurisdictions: fc.subarray([
          'Greek Orthodox (GOARCH)',
          'Orthodox Church in America (OCA)',
          'Other',
        ]),
        churchAttendance: fc.constantFrom('weekly', 'monthly', 'occasionally', 'doesnt-matter'),
        theologicalIssues: fc.record({
          contraception: fc.constantFrom('not-important', 'open-to-discussion', 'important'),
          genderRoles: fc.constantFrom('not-important', 'open-to-discussion', 'important'),
        }),
      },
      { requiredKeys: [] },
    ),
    { nil: null },
  ),
  answers: fc.option(answers, { nil: null }),
})

const base: CompatibilityProfile = {
  age: 30,
  denomination: 'Greek Orthodox',
  jurisdiction: 'GOARCH',
  churchAttendanceFrequency: 'Weekly',
  race: 'Greek',
  height: `5'8"`,
}

describe('compatibilityScore', () => {
  it('is an integer from 0 to 100 (or none, for members who said too little), and symmetric', () => {
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        const s = compatibilityScore(a, b)
        expect(compatibilityScore(b, a)).toBe(s)
        const scored = Boolean(
          a.denomination &&
          b.denomination &&
          a.churchAttendanceFrequency &&
          b.churchAttendanceFrequency,
        )
        expect(s !== null).toBe(scored)
        if (s === null) return
        expect(Number.isInteger(s)).toBe(true)
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(100)
        expect(compatibilityScore(b, a)).toBe(s)
      }),
    )
  })

  it('never falls when one more answer comes to agree', () => {
    fc.assert(
      fc.property(profile, profile, fc.constantFrom(...QUESTIONNAIRE_FIELDS), (a, b, field) => {
        const mine = a.answers?.[field]
        if (!mine || !b.answers) return
        const agreeing = { ...b, answers: { ...b.answers, [field]: mine } }
        // Answers never decide whether there is a score (scoreable), only how high it is.
        expect(compatibilityScore(a, agreeing) ?? 0).toBeGreaterThanOrEqual(
          compatibilityScore(a, b) ?? 0,
        )
      }),
    )
  })

  it('gives the same tradition, practice and age 100, and a different tradition less', () => {
    expect(compatibilityScore(base, { ...base, age: 31 })).toBe(100)
    const serbian = { ...base, denomination: 'Serbian Orthodox', jurisdiction: 'Serbian' }
    expect(compatibilityScore(base, serbian)).toBeLessThan(100)
  })

  it('lowers the score for a wide age gap and for a far church practice', () => {
    const older = { ...base, age: 55 }
    const rarely = { ...base, churchAttendanceFrequency: 'Occasionally' }
    expect(compatibilityScore(base, older)).toBeLessThan(
      compatibilityScore(base, { ...base, age: 35 })!,
    )
    expect(compatibilityScore(base, rarely)).toBeLessThan(compatibilityScore(base, base)!)
  })

  it('gives no score, not 100, until both members name a denomination and church attendance', () => {
    const empty = { age: 30 }
    expect(compatibilityScore(empty, { age: 30 })).toBeNull()
    expect(compatibilityScore(base, empty)).toBeNull()
    expect(compatibilityScore(base, { ...base, churchAttendanceFrequency: null })).toBeNull()
    expect(compatibilityScore(base, { ...base, denomination: null })).toBeNull()
    expect(pairScores(empty, empty)).toEqual({ compatibilityScore: null, theologicalScore: null })
  })
})

describe('pairScores', () => {
  it('gives the same two scores as compatibilityScore and theologicalScore', () => {
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        expect(pairScores(a, b)).toEqual({
          compatibilityScore: compatibilityScore(a, b),
          theologicalScore: theologicalScore(a, b),
        })
      }),
    )
  })
})

describe('preferenceFit', () => {
  it('checks the age range, background and jurisdiction one way', () => {
    const seeker = {
      ...base,
      matchPreferences: { ageRange: [25, 35] as [number, number], ethnicBackgrounds: ['Greek'] },
    }
    expect(preferenceFit(seeker, { ...base, age: 30 })).toBe(1)
    expect(preferenceFit(seeker, { ...base, age: 40 })).toBe(0.5)
    expect(preferenceFit(seeker, { ...base, age: 40, race: 'Russian' })).toBe(0)
  })

  it('counts a must-have theological issue by the two members’ answers', () => {
    const seeker = {
      ...base,
      answers: { contraceptionPosition: 'strongly_agree' },
      matchPreferences: { theologicalIssues: { contraception: 'important' as const } },
    }
    expect(
      preferenceFit(seeker, { ...base, answers: { contraceptionPosition: 'strongly_agree' } }),
    ).toBe(1)
    expect(
      preferenceFit(seeker, { ...base, answers: { contraceptionPosition: 'strongly_disagree' } }),
    ).toBe(0)
  })

  it('is null when nothing was stated', () => {
    expect(preferenceFit(base, base)).toBeNull()
  })
})

describe('answers and theological score', () => {
  it('measures closeness on the agreement scale', () => {
    expect(answerAgreement('agree', 'agree')).toBe(1)
    expect(answerAgreement('strongly_agree', 'agree')).toBe(0.75)
    expect(answerAgreement('strongly_agree', 'strongly_disagree')).toBe(0)
    expect(answerAgreement('yes', 'unsure')).toBe(0.5)
  })

  it('compares a yes/unsure/no belief with the same belief on the agreement scale (assessment)', () => {
    expect(answerAgreement('yes', 'strongly_agree')).toBe(1)
    expect(answerAgreement('agree', 'yes')).toBe(0.75)
    expect(answerAgreement('unsure', 'neutral')).toBe(1)
    expect(answerAgreement('no', 'strongly_disagree')).toBe(1)
    expect(answerAgreement('yes', 'strongly_disagree')).toBe(0)
    expect(answerAgreement('agree', 'somewhat_agree')).toBe(1)
  })

  it('reads must-have answers on a scale, whichever questionnaire spelled "open to discussion"', () => {
    expect(answerAgreement('open_discussion', 'open_to_discussion')).toBe(1)
    expect(answerAgreement('important', 'open_discussion')).toBe(0.5)
    expect(answerAgreement('important', 'not_important')).toBe(0)
  })

  it('does not compare answers of unrelated scales', () => {
    expect(answerAgreement('yes', 'daily')).toBe(0)
    expect(answerAgreement('true', 'strongly_agree')).toBe(0)
  })

  it('is null when either member has no questionnaire (no default, issue #35), else their agreement', () => {
    expect(theologicalScore(base, base)).toBeNull()
    const a = { ...base, answers: { believesRealPresence: 'yes', prayerFrequency: 'daily' } }
    expect(
      theologicalScore(a, {
        ...base,
        answers: { believesRealPresence: 'yes', prayerFrequency: 'never' },
      }),
    ).toBe(50)
  })
})
