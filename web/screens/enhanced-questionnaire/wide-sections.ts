import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QuestionnaireAnswerField } from '#shared/schemas/questionnaire.ts'
import {
  FAITH_PROFILE_SECTIONS,
  LANGUAGE_CHOICES,
  OTHER_LANGUAGE_CHOICE,
  type WizardAnswers,
} from '../questionnaire/faith-profile-sections.ts'
import {
  askedQuestionsOf,
  isAnswered,
  questionOf,
  type StepQuestion,
} from '../questionnaire/step-questions.ts'

export type WideQuestion = StepQuestion
export type WideSection = { title: MessageDescriptor; questions: WideQuestion[] }

/** The faith profile's question of a field: the wide version asks the same questions, laid out in six. */
const asked = (field: QuestionnaireAnswerField | 'languages'): WideQuestion =>
  questionOf(FAITH_PROFILE_SECTIONS, field)

const sectionOf = (index: number): WideSection => {
  const section = FAITH_PROFILE_SECTIONS[index]!
  return { title: section.title, questions: askedQuestionsOf(section) }
}

/**
 * The six sections of the Orthodox Match Questionnaire (profile-faith-parish §2, §9); its
 * languages add 'Other' with a free-text field (§5: the free-text 'other' fields are optional).
 */
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
      {
        kind: 'languages',
        field: 'languages',
        label: msg`Which languages do you speak?`,
        choices: [...LANGUAGE_CHOICES, OTHER_LANGUAGE_CHOICE],
      },
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
