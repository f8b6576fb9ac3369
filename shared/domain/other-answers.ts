import {
  OTHER_ANSWER_QUESTIONS,
  OTHER_CHOICE,
  type OtherAnswerQuestion,
  type OtherAnswers,
  type StoredOtherAnswers,
} from '../schemas/questionnaire.ts'

/** A field sent replaces the saved one (null included); a field left out keeps it. */
export const sentOrSaved = <T>(sent: T | undefined, saved: T | undefined) =>
  sent !== undefined ? sent : saved

/** The answers that decide whether an 'Other' text is kept. */
export type OtherChoiceAnswers = {
  liturgicalTradition?: string | null
  languages?: readonly string[] | null
}

/** Whether the member chose 'Other' on a question: the tradition itself, or among the languages. */
export function choseOther(question: OtherAnswerQuestion, answers: OtherChoiceAnswers): boolean {
  if (question === 'languages') return (answers.languages ?? []).includes(OTHER_CHOICE)
  return answers.liturgicalTradition === OTHER_CHOICE
}

/**
 * The 'Other' texts to keep: each one sent replaces the saved one (null clears it, a key left out
 * keeps it), and only the texts of questions whose answer is 'Other' stay — so choosing another
 * answer clears the text. `answers` are the answers as they will be saved.
 */
export function keptOtherAnswers(
  answers: OtherChoiceAnswers,
  sent: OtherAnswers | undefined,
  saved: OtherAnswers = {},
): StoredOtherAnswers {
  const kept: StoredOtherAnswers = {}
  for (const question of OTHER_ANSWER_QUESTIONS) {
    const text = sentOrSaved(sent?.[question], saved[question])
    if (text && choseOther(question, answers)) kept[question] = text
  }
  return kept
}
