import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import {
  OTHER_ANSWER_QUESTIONS,
  OTHER_CHOICE,
  type QuestionnaireAnswers,
} from '#shared/schemas/questionnaire.ts'
import {
  FAITH_PROFILE_SECTIONS,
  OTHER_LANGUAGE_CHOICE,
  type Question,
} from '../questionnaire/faith-profile-sections.ts'

/** The questions a member answers (a flag is a checkbox: never unanswered, so not counted). */
const ASKED = FAITH_PROFILE_SECTIONS.flatMap((section) => section.questions).filter(
  (question): question is Exclude<Question, { kind: 'flag' }> => question.kind !== 'flag',
)

/** How many of the Faith Profile's questions the saved answers answer, of how many. */
export function faithAnswersProgress(answers: QuestionnaireAnswers) {
  const answered = ASKED.filter((question) => {
    const value = answers[question.field]
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null
  }).length
  return { answered, total: ASKED.length }
}

/** The answers shown on the profile: the daily life of the faith, in a word each. */
const HIGHLIGHTS = [
  { field: 'liturgicalTradition', label: msg`Liturgical tradition` },
  { field: 'attendsLiturgyFrequency', label: msg`Divine Liturgy` },
  { field: 'prayerFrequency', label: msg`Prayer` },
  { field: 'fastingFrequency', label: msg`Fasting` },
  { field: 'eucharistFrequency', label: msg`Holy Communion` },
  { field: 'confessionFrequency', label: msg`Confession` },
  { field: 'languages', label: msg`Languages` },
] as const satisfies { field: keyof QuestionnaireAnswers; label: MessageDescriptor }[]

/**
 * The highlights the member answered, each with its answer in the Faith Profile's own words (an
 * 'Other' tradition or language as the member wrote it, when they did).
 */
export function faithHighlights(
  answers: QuestionnaireAnswers,
  i18n: I18n,
): { label: string; answer: string }[] {
  return HIGHLIGHTS.flatMap(({ field, label }) => {
    const question = ASKED.find((asked) => asked.field === field)
    const value = answers[field]
    if (!question || value === undefined || value === null) return []
    const otherQuestion = OTHER_ANSWER_QUESTIONS.find((question) => question === field)
    const other = otherQuestion && answers.otherAnswers?.[otherQuestion]
    // The intake saves its languages in lower case: the same language either way.
    const choices = [...question.choices, OTHER_LANGUAGE_CHOICE]
    const words = (Array.isArray(value) ? value : [value]).map((chosen) => {
      if (chosen === OTHER_CHOICE && other) return other
      const word = String(chosen).toLowerCase()
      const choice = choices.find((c) => c.value.toLowerCase() === word)
      return choice ? i18n._(choice.label) : String(chosen)
    })
    return words.length > 0 ? [{ label: i18n._(label), answer: words.join(', ') }] : []
  })
}
