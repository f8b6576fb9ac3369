import type { QuestionnaireDraft } from './questionnaire.ts'
import { questionnaireStore } from './questionnaire-version.ts'

export { fetchSavedAnswers } from './questionnaire.ts'

const store = questionnaireStore('assessment')

/** The Dexie drafts key of a member's half-filled Orthodox Assessment. */
export const assessmentDraftKey = store.draftKey

export type AssessmentDraft = QuestionnaireDraft

/** The saved draft, or null when there is none (or it no longer reads as one). */
export const loadAssessmentDraft = store.loadDraft
export const saveAssessmentDraft = store.saveDraft

/**
 * Save progress: POST /api/questionnaire with the answers so far (profile-faith-parish §4: the
 * same call as completing). The draft stays. Needs the network (throws NetworkError offline).
 */
export const saveAssessmentProgress = store.saveProgress

/** Complete: the same call, then the draft is gone. Offline it throws and the draft stays. */
export const submitAssessment = store.submit
