import { describe, expect, it } from 'vitest'
import { fieldErrors } from './issues.ts'
import { QUESTIONNAIRE_ANSWER_FIELDS, QuestionnaireResponseSchema } from './questionnaire.ts'

describe('QuestionnaireResponseSchema', () => {
  it('requires the user id only', () => {
    expect(fieldErrors(QuestionnaireResponseSchema, {})).toEqual({
      userId: 'Must be a positive whole number',
    })
    expect(QuestionnaireResponseSchema.parse({ userId: 6 })).toEqual({
      userId: 6,
      isConvert: false,
      bornOrthodox: false,
    })
  })

  it('keeps every answer column of the spec as optional text or null', () => {
    expect(QUESTIONNAIRE_ANSWER_FIELDS).toHaveLength(36)
    const allNull = Object.fromEntries(QUESTIONNAIRE_ANSWER_FIELDS.map((f) => [f, null]))
    expect(QuestionnaireResponseSchema.parse({ userId: 6, ...allNull })).toMatchObject(allNull)
    const parsed = QuestionnaireResponseSchema.parse({
      userId: 6,
      believesRealPresence: 'Strongly Agree',
      prayerFrequency: 'daily',
      isConvert: true,
      languages: ['English', 'Greek'],
    })
    expect(parsed).toMatchObject({
      believesRealPresence: 'Strongly Agree',
      isConvert: true,
      languages: ['English', 'Greek'],
    })
  })

  it('refuses non-text answers and non-boolean flags', () => {
    expect(
      Object.keys(
        fieldErrors(QuestionnaireResponseSchema, {
          userId: 6,
          prayerFrequency: 3,
          bornOrthodox: 'yes',
        }),
      ),
    ).toEqual(['prayerFrequency', 'bornOrthodox'])
  })
})
