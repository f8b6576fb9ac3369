import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QuestionnaireAnswerField } from '#shared/schemas/questionnaire.ts'
import {
  FAITH_PROFILE_SECTIONS,
  type Question,
  type WizardAnswers,
} from '../questionnaire/faith-profile-sections.ts'

/** Born Orthodox or a convert: one required choice, stored as the two flags bornOrthodox / isConvert. */
export type BackgroundQuestion = {
  kind: 'background'
  field: 'background'
  label: MessageDescriptor
}
type AskedQuestion = Exclude<Question, { kind: 'flag' }>
export type WideQuestion = AskedQuestion | BackgroundQuestion

/** The faith profile's two flags become the background question here. */
const isAsked = (question: Question): question is AskedQuestion => question.kind !== 'flag'
export type WideSection = { title: MessageDescriptor; questions: WideQuestion[] }

/** The faith profile's question of a field: the wide version asks the same questions, laid out in six. */
function asked(field: QuestionnaireAnswerField | 'languages'): WideQuestion {
  for (const section of FAITH_PROFILE_SECTIONS) {
    const question = section.questions.filter(isAsked).find((q) => q.field === field)
    if (question) return question
  }
  throw new Error(`No question asks ${field}`)
}

const sectionOf = (index: number): WideSection => {
  const section = FAITH_PROFILE_SECTIONS[index]!
  return {
    title: section.title,
    questions: section.questions.filter(isAsked),
  }
}

/** The six sections of the Orthodox Match Questionnaire (profile-faith-parish §2, §9). */
export const WIDE_SECTIONS: WideSection[] = [
  sectionOf(0),
  sectionOf(1),
  sectionOf(2),
  sectionOf(3),
  {
    title: msg`Orthodox Background`,
    questions: [
      { kind: 'background', field: 'background', label: msg`What is your Orthodox background?` },
      asked('liturgicalTradition'),
      asked('languages'),
    ],
  },
  {
    title: msg`Dealbreakers & Must-Haves`,
    questions: [
      asked('spouseMustBeOrthodox'),
      asked('spouseMustPray'),
      asked('spouseMustAttendChurch'),
      asked('similarBackground'),
      asked('homeschoolingPreference'),
      asked('traditionalWedding'),
    ],
  },
]

export const WIDE_SECTION_COUNT = WIDE_SECTIONS.length

/**
 * Whether a question is answered (§5): the languages need at least one choice, the background one
 * of its two, every other question a value. All questions of the wide version are required.
 */
export function isAnswered(question: WideQuestion, answers: WizardAnswers): boolean {
  if (question.kind === 'background') return Boolean(answers.bornOrthodox || answers.isConvert)
  if (question.kind === 'languages') return (answers.languages ?? []).length > 0
  const value = answers[question.field]
  return value !== null && value !== undefined && value !== ''
}

export const isSectionComplete = (index: number, answers: WizardAnswers) =>
  WIDE_SECTIONS[index]!.questions.every((q) => isAnswered(q, answers))

/** The first section with an unanswered question, or -1 when all are complete. */
export const firstIncompleteSection = (answers: WizardAnswers) =>
  WIDE_SECTIONS.findIndex((_, index) => !isSectionComplete(index, answers))

/** Percent of all questions answered, 0-100. */
export function percentComplete(answers: WizardAnswers): number {
  const questions = WIDE_SECTIONS.flatMap((s) => s.questions)
  const answered = questions.filter((q) => isAnswered(q, answers)).length
  return Math.round((answered / questions.length) * 100)
}

/** Autosave waits for at least one answer besides the user id (§4). */
export const hasAnyAnswer = (answers: WizardAnswers) =>
  Object.values(answers).some(
    (value) =>
      value !== null &&
      value !== undefined &&
      value !== false &&
      !(Array.isArray(value) && !value.length),
  )
