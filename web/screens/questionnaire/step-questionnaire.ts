import type { MessageDescriptor } from '@lingui/core'
import type { QuestionnaireStore } from '../../data/questionnaire-version.ts'
import type { WizardAnswers } from './faith-profile-sections.ts'
import type { StartSource } from './QuestionnaireLoader.tsx'
import { answersAsked, areAnswered, type StepQuestion } from './step-questions.ts'

/** Questions under the title of the area they come from. */
export type StepPart = { title: MessageDescriptor; questions: StepQuestion[] }
/** One page (paged assessment) or one section (intake): what is checked before moving on. */
export type QuestionnaireStep = { parts: StepPart[] }

/**
 * A questionnaire version that moves step by step and requires answers before moving on: the
 * paged Orthodox Assessment ('pages', several areas on a page) and the Orthodox Match Intake
 * ('sections', one area each, with Save & Continue).
 */
export interface StepQuestionnaire {
  layout: 'pages' | 'sections'
  title: MessageDescriptor
  steps: QuestionnaireStep[]
  store: QuestionnaireStore
}

export const stepQuestions = (step: QuestionnaireStep) => step.parts.flatMap((p) => p.questions)

export const isStepComplete = (step: QuestionnaireStep, answers: WizardAnswers) =>
  areAnswered(stepQuestions(step), answers)

/** The first step with a required question unanswered, or -1 when all are complete. */
export const firstIncompleteStep = (steps: QuestionnaireStep[], answers: WizardAnswers) =>
  steps.findIndex((step) => !isStepComplete(step, answers))

/** Where a step version resumes: its draft, else the saved answers it asks (in its words), else empty. */
export function stepStartSource(version: StepQuestionnaire): StartSource<WizardAnswers> {
  const questions = version.steps.flatMap(stepQuestions)
  return {
    loadDraft: version.store.loadDraft,
    loadSaved: async (memberId) => {
      const saved = await version.store.fetchSaved(memberId)
      return saved ? answersAsked(questions, saved) : null
    },
    sectionCount: version.steps.length,
    empty: {},
  }
}
