import { msg } from '@lingui/core/macro'
import { pagedAssessmentStore } from '../../data/paged-assessment.ts'
import { stepStartSource, type StepQuestionnaire } from '../questionnaire/step-questionnaire.ts'
import { StepQuestionnaireScreen } from '../questionnaire/StepQuestionnaireScreen.tsx'
import { PAGED_ASSESSMENT_STEPS } from './paged-assessment-steps.ts'

const PAGED_ASSESSMENT: StepQuestionnaire = {
  layout: 'pages',
  title: msg`Orthodox Assessment`,
  steps: PAGED_ASSESSMENT_STEPS,
  store: pagedAssessmentStore,
}
const START = stepStartSource(PAGED_ASSESSMENT)

/** /comprehensive-questionnaire: the Orthodox Assessment, paged version (profile-faith-parish §2). */
export function PagedAssessmentScreen() {
  return <StepQuestionnaireScreen version={PAGED_ASSESSMENT} source={START} />
}
