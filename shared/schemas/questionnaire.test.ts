import { describe, expect, it } from 'vitest'
import { fieldErrors } from './issues.ts'
import {
  QUESTIONNAIRE_ANSWER_FIELDS,
  QUESTIONNAIRE_FIELD_ANSWERS,
  QuestionnaireResponseSchema,
  OtherAnswersSchema,
  QuestionnaireSaveSchema,
} from './questionnaire.ts'

describe('QuestionnaireResponseSchema', () => {
  it('requires the user id only', () => {
    expect(fieldErrors(QuestionnaireResponseSchema, {})).toEqual({
      userId: 'Must be a positive whole number',
    })
    expect(QuestionnaireResponseSchema.parse({ userId: 6 })).toEqual({
      userId: 6,
      isConvert: false,
      bornOrthodox: false,
      otherAnswers: {},
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

describe('QuestionnaireSaveSchema', () => {
  it('takes any subset of answers, keeping absent fields absent and null as a clear', () => {
    expect(
      QuestionnaireSaveSchema.parse({ prayerFrequency: 'daily', divorcePosition: null }),
    ).toEqual({ prayerFrequency: 'daily', divorcePosition: null })
    expect(QuestionnaireSaveSchema.parse({})).toEqual({})
  })

  it("refuses a value outside each field's vocabulary, naming the field", () => {
    for (const field of QUESTIONNAIRE_ANSWER_FIELDS) {
      const allowed = QUESTIONNAIRE_FIELD_ANSWERS[field]
      expect(QuestionnaireSaveSchema.safeParse({ [field]: allowed[0] }).success).toBe(true)
      expect(fieldErrors(QuestionnaireSaveSchema, { [field]: 'whatever' })).toEqual({
        [field]: `Choose one of: ${allowed.join(', ')}`,
      })
    }
    expect(Object.keys(fieldErrors(QuestionnaireSaveSchema, { languages: ['Klingon'] }))).toEqual([
      'languages.0',
    ])
  })
})

describe('OtherAnswersSchema', () => {
  it("keeps the 'Other' texts trimmed, an empty one as a clear", () => {
    expect(
      OtherAnswersSchema.parse({ liturgicalTradition: '  Carpatho-Rusyn ', languages: '   ' }),
    ).toEqual({ liturgicalTradition: 'Carpatho-Rusyn', languages: null })
    expect(OtherAnswersSchema.parse({ languages: null })).toEqual({ languages: null })
  })

  it('refuses a text over 200 characters, a non-text, and a question without an Other choice', () => {
    expect(OtherAnswersSchema.safeParse({ languages: 'x'.repeat(200) }).success).toBe(true)
    expect(
      fieldErrors(QuestionnaireSaveSchema, { otherAnswers: { languages: 'x'.repeat(201) } }),
    ).toEqual({ 'otherAnswers.languages': 'Must be at most 200 characters' })
    expect(fieldErrors(QuestionnaireSaveSchema, { otherAnswers: { languages: 5 } })).toEqual({
      'otherAnswers.languages': 'Must be text',
    })
    expect(
      fieldErrors(QuestionnaireSaveSchema, { otherAnswers: { prayerFrequency: 'hourly' } }),
    ).toEqual({
      otherAnswers:
        "prayerFrequency: No 'Other' choice to describe (only liturgicalTradition, languages)",
    })
    expect(fieldErrors(QuestionnaireSaveSchema, { otherAnswers: 'Slavonic' })).toEqual({
      otherAnswers: 'otherAnswers must be an object of texts',
    })
  })
})
