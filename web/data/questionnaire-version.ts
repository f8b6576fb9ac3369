import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { db } from './db.ts'
import { faithDraftKey, type FaithDraft } from './faith-drafts.ts'
import {
  fetchSavedAnswers,
  postQuestionnaireAnswers,
  readQuestionnaireDraft,
  writeQuestionnaireDraft,
  type QuestionnaireDraft,
} from './questionnaire.ts'

/** What a questionnaire version keeps on the device and sends to the server. */
export interface QuestionnaireStore {
  draftKey: (memberId: number) => string
  /** The saved draft, or null when there is none (or it no longer reads as one). */
  loadDraft: (memberId: number) => Promise<QuestionnaireDraft | null>
  saveDraft: (memberId: number, draft: QuestionnaireDraft) => Promise<void>
  /** GET /api/questionnaire/{userId}: the saved answers (every version's), null when none. */
  fetchSaved: (memberId: number) => Promise<QuestionnaireAnswers | null>
  /** Save progress: POST /api/questionnaire with the answers so far; the draft stays. */
  saveProgress: (memberId: number, answers: QuestionnaireAnswers) => Promise<void>
  /** Complete: the same call (profile-faith-parish §4), then the draft is gone. */
  submit: (memberId: number, answers: QuestionnaireAnswers) => Promise<void>
}

/**
 * A questionnaire version whose draft lives under its own Dexie key (faith-drafts.ts) and that
 * saves and completes through POST /api/questionnaire (the one row per member). Both calls need
 * the network: offline they throw NetworkError and the draft stays for another try.
 */
export function questionnaireStore(version: FaithDraft): QuestionnaireStore {
  const draftKey = (memberId: number) => faithDraftKey(version, memberId)
  return {
    draftKey,
    loadDraft: (memberId) => readQuestionnaireDraft(draftKey(memberId)),
    saveDraft: (memberId, draft) => writeQuestionnaireDraft(draftKey(memberId), draft),
    fetchSaved: fetchSavedAnswers,
    saveProgress: postQuestionnaireAnswers,
    async submit(memberId, answers) {
      await postQuestionnaireAnswers(memberId, answers)
      await db.drafts.delete(draftKey(memberId))
    },
  }
}
