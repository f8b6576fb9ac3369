import { questionnaireStore } from './questionnaire-version.ts'

/** The Orthodox Match Intake (/comprehensive-orthodox-intake): its draft and saves. */
export const orthodoxIntakeStore = questionnaireStore('intake')
