import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { WizardAnswers } from '../screens/questionnaire/faith-profile-sections.ts'
import type { QuestionnaireStep } from '../screens/questionnaire/step-questionnaire.ts'

/** Clicks the first choice of every question shown, as a member answering the step would. */
export async function answerShownQuestions(user: UserEvent) {
  for (const group of screen.getAllByRole('group')) {
    const first =
      within(group).queryAllByRole('radio')[0] ?? within(group).getAllByRole('checkbox')[0]!
    await user.click(first)
  }
}

/** The answers of the first choice of every question of some steps (what answerShownQuestions gives). */
export function firstChoices(steps: QuestionnaireStep[]): WizardAnswers {
  const answers: Record<string, unknown> = {}
  for (const question of steps.flatMap((step) => step.parts.flatMap((part) => part.questions))) {
    if (question.kind === 'background')
      Object.assign(answers, { bornOrthodox: true, isConvert: false })
    else if (question.kind === 'languages') answers.languages = [question.choices[0]!.value]
    else answers[question.field] = question.choices[0]!.value
  }
  return answers as WizardAnswers
}
