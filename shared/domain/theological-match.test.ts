import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type * as z from '../schemas/zod.ts'
import { TheologicalMatchSchema } from '../schemas/theological-match.ts'
import {
  QUESTIONNAIRE_FIELDS,
  theologicalScore,
  type CompatibilityProfile,
} from './compatibility.ts'
import { theologicalMatch } from './theological-match.ts'
import type { TheologicalMatch } from './theology-areas.ts'

const member = (answers: CompatibilityProfile['answers']): CompatibilityProfile => ({
  age: 30,
  answers,
})

describe('theologicalMatch (the why of the theological score)', () => {
  it('tells, by area, where two members agreed and differed, and over how many questions', () => {
    const a = member({
      believesRealPresence: 'yes',
      believesIconVeneration: 'yes',
      prayerFrequency: 'daily',
      fastingFrequency: 'weekly',
      divorcePosition: 'strongly_agree',
      cohabitationPosition: 'strongly_agree',
      raiseChildrenOrthodox: 'true',
    })
    const b = member({
      believesRealPresence: 'yes',
      believesIconVeneration: 'yes',
      prayerFrequency: 'weekly',
      fastingFrequency: 'rarely',
      divorcePosition: 'strongly_disagree',
      cohabitationPosition: 'disagree',
      raiseChildrenOrthodox: 'true',
      spouseStayHome: 'false',
    })
    const match = theologicalMatch(a, b)
    expect(match).toEqual({
      kind: 'compared',
      questions: 7,
      // Family: one question in common is too few to tell (it would give away the answer).
      areas: { beliefs: 'agree', practice: 'mixed', issues: 'differ' },
    })
    expect(theologicalMatch(b, a)).toEqual(match)
    expect(TheologicalMatchSchema.parse(match)).toEqual(match)
  })

  it('says who has no questionnaire, or that they share no question, instead of a score', () => {
    const taken = member({ prayerFrequency: 'daily' })
    expect(theologicalMatch(member(null), taken)).toEqual({ kind: 'unscored', missing: 'viewer' })
    expect(theologicalMatch(taken, member(null))).toEqual({ kind: 'unscored', missing: 'member' })
    expect(theologicalMatch(member(null), member(null))).toEqual({
      kind: 'unscored',
      missing: 'both',
    })
    expect(theologicalMatch(taken, member({ fastingFrequency: 'daily' }))).toEqual({
      kind: 'unscored',
      missing: 'shared',
    })
  })

  it('is compared exactly when the theological score means something, never naming an answer', () => {
    const answers = fc.option(
      fc.dictionary(
        fc.constantFrom(...QUESTIONNAIRE_FIELDS),
        fc.constantFrom('yes', 'no', 'agree', 'disagree', 'daily', 'never', 'true', 'important'),
      ),
      { nil: null },
    )
    fc.assert(
      fc.property(answers, answers, (x, y) => {
        const match = theologicalMatch(member(x), member(y))
        expect(TheologicalMatchSchema.safeParse(match).success).toBe(true)
        expect(theologicalMatch(member(y), member(x)).kind).toBe(match.kind)
        if (match.kind === 'compared') {
          expect(match.questions).toBeGreaterThan(0)
          const told = Object.values(match.areas)
          expect(told.every((level) => ['agree', 'mixed', 'differ'].includes(level))).toBe(true)
        } else {
          expect(theologicalScore(member(x), member(y))).toBeNull()
        }
      }),
    )
  })

  it('is the type the wire contract parses', () => {
    expectTypeOf<z.infer<typeof TheologicalMatchSchema>>().toEqualTypeOf<TheologicalMatch>()
  })
})
