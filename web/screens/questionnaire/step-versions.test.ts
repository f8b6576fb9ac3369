import { describe, expect, it } from 'vitest'
import { beliefAgreement } from '#shared/domain/compatibility.ts'
import {
  QUESTIONNAIRE_FIELD_ANSWERS,
  QuestionnaireAnswersSchema,
} from '#shared/schemas/questionnaire.ts'
import { firstChoices } from '../../test/step-questionnaire.ts'
import { INTAKE_SECTIONS } from '../orthodox-intake/intake-sections.ts'
import { PAGED_ASSESSMENT_STEPS } from '../paged-assessment/paged-assessment-steps.ts'
import { firstIncompleteStep, stepQuestions, type QuestionnaireStep } from './step-questionnaire.ts'

const VERSIONS: [string, QuestionnaireStep[]][] = [
  ['paged assessment', PAGED_ASSESSMENT_STEPS],
  ['intake', INTAKE_SECTIONS],
]
const titles = (steps: QuestionnaireStep[]) =>
  steps.flatMap((step) => step.parts.map((part) => part.title.message))

describe('the paged assessment', () => {
  it('is four pages of five questions drawn from six areas, all required', () => {
    expect(PAGED_ASSESSMENT_STEPS.map((step) => stepQuestions(step).length)).toEqual([5, 5, 5, 5])
    expect(new Set(titles(PAGED_ASSESSMENT_STEPS)).size).toBe(6)
    expect(PAGED_ASSESSMENT_STEPS.flatMap(stepQuestions).some((q) => q.optional)).toBe(false)
  })
})

describe('the intake', () => {
  it('is the six sections of the spec, every question required but the languages', () => {
    expect(titles(INTAKE_SECTIONS)).toEqual([
      'Core Orthodox Beliefs',
      'Lifestyle & Spiritual Practice',
      'Positions on Contemporary Issues',
      'Family & Gender Roles',
      'Spiritual & Cultural Identity',
      'Dealbreakers & Must-Haves',
    ])
    const optional = INTAKE_SECTIONS.flatMap(stepQuestions).filter((q) => q.optional)
    expect(optional.map((q) => q.field)).toEqual(['languages'])
  })

  it('asks every answer column once, so its answers feed compatibility like the others', () => {
    const fields = INTAKE_SECTIONS.flatMap(stepQuestions).map((q) => q.field)
    expect(new Set(fields).size).toBe(fields.length)
    expect(fields.filter((f) => f in QUESTIONNAIRE_FIELD_ANSWERS).sort()).toEqual(
      Object.keys(QUESTIONNAIRE_FIELD_ANSWERS).sort(),
    )
  })
})

describe('answers of the two versions', () => {
  it('compare in compatibility like any other versions: same affirmation, full agreement', () => {
    const member = (steps: QuestionnaireStep[]) => ({
      age: 30,
      answers: firstChoices(steps) as Record<string, string | null>,
    })
    // Beliefs: the intake's 'yes' and the paged assessment's 'strongly_agree' both affirm fully.
    expect(firstChoices(INTAKE_SECTIONS).believesOrthodoxChurch).toBe('yes')
    expect(firstChoices(PAGED_ASSESSMENT_STEPS).believesOrthodoxChurch).toBe('strongly_agree')
    expect(beliefAgreement(member(INTAKE_SECTIONS), member(PAGED_ASSESSMENT_STEPS))).toBe(1)
    const disagreeing = { age: 30, answers: { believesOrthodoxChurch: 'strongly_disagree' } }
    expect(beliefAgreement(member(INTAKE_SECTIONS), disagreeing)).toBe(0)
  })
})

describe.each(VERSIONS)('the %s', (_, steps) => {
  it('offers only answers the server accepts, each stored in an existing column', () => {
    for (const question of steps.flatMap(stepQuestions)) {
      if (question.kind === 'background') continue
      for (const choice of question.choices) {
        const value = question.kind === 'languages' ? [choice.value] : choice.value
        expect(QuestionnaireAnswersSchema.safeParse({ [question.field]: value }).success).toBe(true)
      }
    }
    expect(QuestionnaireAnswersSchema.safeParse(firstChoices(steps)).success).toBe(true)
  })

  it('finds the first step with a required question unanswered', () => {
    const all = firstChoices(steps)
    expect(firstIncompleteStep(steps, all)).toBe(-1)
    expect(firstIncompleteStep(steps, {})).toBe(0)
    expect(firstIncompleteStep(steps, { ...all, bornOrthodox: false, isConvert: false })).toBe(
      steps.findIndex((step) => stepQuestions(step).some((q) => q.kind === 'background')),
    )
  })
})
