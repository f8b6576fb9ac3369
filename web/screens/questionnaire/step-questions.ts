import type { MessageDescriptor } from '@lingui/core'
import { keptOtherAnswers } from '#shared/domain/other-answers.ts'
import type {
  QuestionnaireAnswerField,
  QuestionnaireAnswers,
} from '#shared/schemas/questionnaire.ts'
import type { Question, WizardAnswers } from './faith-profile-sections.ts'

/** Born Orthodox or a convert: one required choice, stored as the two flags bornOrthodox / isConvert. */
export type BackgroundQuestion = {
  kind: 'background'
  field: 'background'
  label: MessageDescriptor
}
/** A question that can be required: any but the faith profile's two separate flags. */
export type AskedQuestion = Exclude<Question, { kind: 'flag' }>
/** A question of a version that requires answers; `optional` ones may be left unanswered. */
export type StepQuestion = (AskedQuestion | BackgroundQuestion) & { optional?: boolean }

const isAsked = (question: Question): question is AskedQuestion => question.kind !== 'flag'

/** The question of a field in a version's sections: versions ask the same questions, laid out anew. */
export function questionOf(
  sections: readonly { questions: readonly Question[] }[],
  field: QuestionnaireAnswerField | 'languages',
): AskedQuestion {
  for (const section of sections) {
    const question = section.questions.filter(isAsked).find((q) => q.field === field)
    if (question) return question
  }
  throw new Error(`No question asks ${field}`)
}

/** The questions of a section without the two flags (versions that ask them as the background). */
export const askedQuestionsOf = (section: { questions: readonly Question[] }) =>
  section.questions.filter(isAsked)

/**
 * Whether a question is answered (§5): the languages need at least one choice, the background one
 * of its two, every other question a value.
 */
export function isAnswered(question: StepQuestion, answers: WizardAnswers): boolean {
  if (question.kind === 'background') return Boolean(answers.bornOrthodox || answers.isConvert)
  if (question.kind === 'languages') return (answers.languages ?? []).length > 0
  const value = answers[question.field]
  return value !== null && value !== undefined && value !== ''
}

/** Whether every required question of a list is answered. */
export const areAnswered = (questions: readonly StepQuestion[], answers: WizardAnswers) =>
  questions.every((question) => question.optional || isAnswered(question, answers))

/** Autosave waits for at least one answer besides the user id (§4). */
export const hasAnyAnswer = (answers: WizardAnswers) =>
  Object.values(answers).some(
    (value) =>
      value !== null &&
      value !== undefined &&
      value !== false &&
      !(Array.isArray(value) && !value.length),
  )

/**
 * The answers a version asks, taken from saved answers: another version's words for the same
 * field (a faith profile 'yes' on an agreement question) are left out, so each version shows and
 * sends only its own (and the 'Other' texts of those it asks).
 */
export function answersAsked(
  questions: readonly (Question | StepQuestion)[],
  saved: QuestionnaireAnswers,
): QuestionnaireAnswers {
  const answers: Record<string, unknown> = {}
  for (const question of questions) {
    if (question.kind === 'background') {
      if (saved.bornOrthodox || saved.isConvert) {
        answers.bornOrthodox = saved.bornOrthodox ?? false
        answers.isConvert = saved.isConvert ?? false
      }
      continue
    }
    if (question.kind === 'languages') {
      const offered = (saved.languages ?? []).filter((language) =>
        question.choices.some((choice) => choice.value === language),
      )
      if (offered.length) answers.languages = offered
      continue
    }
    const value = saved[question.field]
    if (value === undefined || value === null) continue
    if (question.kind === 'choice' && !question.choices.some((c) => c.value === value)) continue
    answers[question.field] = value
  }
  // The 'Other' texts of the questions asked, while their answer is still 'Other'.
  const otherAnswers = keptOtherAnswers(answers, undefined, saved.otherAnswers ?? {})
  if (Object.keys(otherAnswers).length) answers.otherAnswers = otherAnswers
  return answers as QuestionnaireAnswers
}
