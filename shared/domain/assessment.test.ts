import { describe, expect, it } from 'vitest'
import {
  ASSESSMENT_BELIEF_FIELDS,
  ASSESSMENT_SCALE,
  QuestionnaireSaveSchema,
} from '../schemas/questionnaire.ts'
import { assessmentMeterScore, assessmentScaleKey, storedAssessmentAnswer } from './assessment.ts'
import { answerAgreement } from './compatibility.ts'

describe('the assessment scale as stored', () => {
  it('maps each key to the agreement vocabulary', () => {
    expect(ASSESSMENT_SCALE.map(storedAssessmentAnswer)).toEqual([
      'strongly_agree',
      'agree',
      'neutral',
      'disagree',
      'strongly_disagree',
    ])
  })

  it('reads a stored answer back as its key, and nothing else as a key', () => {
    for (const key of ASSESSMENT_SCALE) {
      expect(assessmentScaleKey(storedAssessmentAnswer(key))).toBe(key)
    }
    expect(assessmentScaleKey('yes')).toBeNull()
    expect(assessmentScaleKey('Strongly Agree')).toBeNull()
    expect(assessmentScaleKey(null)).toBeNull()
  })

  it('is accepted by the server for the belief statements and the theological views', () => {
    const fields = [...ASSESSMENT_BELIEF_FIELDS, 'divorcePosition', 'contraceptionPosition']
    for (const field of fields) {
      for (const key of ASSESSMENT_SCALE) {
        const value = storedAssessmentAnswer(key)
        expect(QuestionnaireSaveSchema.parse({ [field]: value })).toEqual({ [field]: value })
      }
    }
    // The faith profile's yes / no / unsure stay accepted for the same beliefs.
    expect(QuestionnaireSaveSchema.safeParse({ believesRealPresence: 'unsure' }).success).toBe(true)
    expect(QuestionnaireSaveSchema.safeParse({ believesRealPresence: 'agreed' }).success).toBe(
      false,
    )
  })

  it('keeps the order of the scale for compatibility (closer answers agree more)', () => {
    const stored = ASSESSMENT_SCALE.map(storedAssessmentAnswer)
    expect(stored.map((answer) => answerAgreement(stored[0]!, answer))).toEqual([
      1, 0.75, 0.5, 0.25, 0,
    ])
  })
})

describe('the assessment meter', () => {
  it('reads only the four belief statements', () => {
    expect(assessmentMeterScore({})).toBe(0)
    expect(
      assessmentMeterScore({
        believesOrthodoxChurch: 'strongly_agree',
        believesRealPresence: 'agree',
        believesTheotokosIntercession: 'neutral',
        believesIconVeneration: 'disagree',
        divorcePosition: 'strongly_agree',
      }),
    ).toBe(62)
    expect(
      assessmentMeterScore(
        Object.fromEntries(ASSESSMENT_BELIEF_FIELDS.map((field) => [field, 'agree'])),
      ),
    ).toBe(100)
  })
})
