import { questionnaireStore } from './questionnaire-version.ts'

/** The Orthodox Assessment, paged version (/comprehensive-questionnaire): its draft and saves. */
export const pagedAssessmentStore = questionnaireStore('pagedAssessment')
