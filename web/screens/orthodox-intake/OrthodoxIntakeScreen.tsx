import { msg } from '@lingui/core/macro'
import { orthodoxIntakeStore } from '../../data/orthodox-intake.ts'
import { stepStartSource, type StepQuestionnaire } from '../questionnaire/step-questionnaire.ts'
import { StepQuestionnaireScreen } from '../questionnaire/StepQuestionnaireScreen.tsx'
import { INTAKE_SECTIONS } from './intake-sections.ts'

const ORTHODOX_INTAKE: StepQuestionnaire = {
  layout: 'sections',
  title: msg`Orthodox Match Intake`,
  steps: INTAKE_SECTIONS,
  store: orthodoxIntakeStore,
}
const START = stepStartSource(ORTHODOX_INTAKE)

/** /comprehensive-orthodox-intake: the Orthodox Match Intake in six sections (profile-faith-parish §2). */
export function OrthodoxIntakeScreen() {
  return <StepQuestionnaireScreen version={ORTHODOX_INTAKE} source={START} />
}
