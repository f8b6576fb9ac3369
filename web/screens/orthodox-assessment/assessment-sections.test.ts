import { describe, expect, it } from 'vitest'
import {
  ASSESSMENT_BELIEF_FIELDS,
  QuestionnaireAnswersSchema,
} from '#shared/schemas/questionnaire.ts'
import { ASSESSMENT_SECTIONS, assessmentAnswersOf } from './assessment-sections.ts'

describe('the assessment sections', () => {
  it('are four, each asking one type of question', () => {
    expect(ASSESSMENT_SECTIONS).toHaveLength(4)
    const types = ASSESSMENT_SECTIONS.map((section) => {
      const kinds = new Set(
        section.questions.map((q) =>
          q.kind === 'choice' ? q.choices.map((c) => c.value).join('|') : q.kind,
        ),
      )
      expect(kinds.size).toBe(1)
      return [...kinds][0]
    })
    expect(types).toEqual([
      'strongly_agree|agree|neutral|disagree|strongly_disagree',
      'daily|weekly|monthly|rarely|never',
      'strongly_agree|agree|neutral|disagree|strongly_disagree',
      'flag',
    ])
  })

  it('ask the four beliefs the meter reads in the first section', () => {
    expect(ASSESSMENT_SECTIONS[0]!.questions.map((q) => q.field)).toEqual([
      ...ASSESSMENT_BELIEF_FIELDS,
    ])
  })

  it('offer only answers the server accepts for each field', () => {
    for (const q of ASSESSMENT_SECTIONS.flatMap((section) => section.questions)) {
      if (q.kind !== 'choice') continue
      for (const choice of q.choices) {
        expect(QuestionnaireAnswersSchema.safeParse({ [q.field]: choice.value }).success).toBe(true)
      }
    }
  })

  it('take from saved answers only the ones of their own questions and scales', () => {
    expect(
      assessmentAnswersOf({
        believesOrthodoxChurch: 'yes',
        believesRealPresence: 'agree',
        prayerFrequency: 'daily',
        liturgicalTradition: 'greek',
        divorcePosition: null,
        isConvert: true,
        bornOrthodox: false,
      }),
    ).toEqual({
      believesRealPresence: 'agree',
      prayerFrequency: 'daily',
      isConvert: true,
      bornOrthodox: false,
    })
  })
})
