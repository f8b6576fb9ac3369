import { describe, expect, it } from 'vitest'
import {
  QUESTIONNAIRE_ANSWER_FIELDS,
  QUESTIONNAIRE_FIELD_ANSWERS,
  QuestionnaireAnswersSchema,
} from '#shared/schemas/questionnaire.ts'
import { FAITH_PROFILE_SECTIONS } from './faith-profile-sections.ts'

describe('the faith profile sections', () => {
  const questions = FAITH_PROFILE_SECTIONS.flatMap((section) => section.questions)

  it('ask every answer field of the schema exactly once', () => {
    const fields = questions.map((q) => q.field)
    expect(new Set(fields).size).toBe(fields.length)
    expect([...fields].sort()).toEqual(
      [...QUESTIONNAIRE_ANSWER_FIELDS, 'isConvert', 'bornOrthodox', 'languages'].sort(),
    )
  })

  it('offer only answers the server accepts for each field', () => {
    for (const q of questions) {
      if (q.kind !== 'choice') continue
      for (const choice of q.choices) {
        expect(QUESTIONNAIRE_FIELD_ANSWERS[q.field]).toContain(choice.value)
        expect(QuestionnaireAnswersSchema.safeParse({ [q.field]: choice.value }).success).toBe(true)
      }
    }
  })
})
