/**
 * The Orthodox Assessment (profile-faith-parish §2): how its scale is stored and what its live
 * meter reads. The scale keys become stored answers through ASSESSMENT_STORED_ANSWERS only.
 */
import {
  ASSESSMENT_BELIEF_FIELDS,
  ASSESSMENT_SCALE,
  ASSESSMENT_STORED_ANSWERS,
  type AssessmentScaleKey,
  type QuestionnaireAnswers,
} from '../schemas/questionnaire.ts'
import { meterScore } from './meter.ts'

export type AssessmentStoredAnswer = (typeof ASSESSMENT_STORED_ANSWERS)[AssessmentScaleKey]

/** The stored answer of a scale key ('stronglyAgree' → 'strongly_agree'). */
export function storedAssessmentAnswer(key: AssessmentScaleKey): AssessmentStoredAnswer {
  return ASSESSMENT_STORED_ANSWERS[key]
}

/** The scale key of a stored answer, or null when it is not an answer of the assessment's scale. */
export function assessmentScaleKey(stored: string | null | undefined): AssessmentScaleKey | null {
  return ASSESSMENT_SCALE.find((key) => ASSESSMENT_STORED_ANSWERS[key] === stored) ?? null
}

/** The live 'Orthodox Compatibility' meter of the answers so far (the four belief statements). */
export function assessmentMeterScore(answers: QuestionnaireAnswers): number {
  return meterScore(ASSESSMENT_BELIEF_FIELDS.map((field) => answers[field]))
}
