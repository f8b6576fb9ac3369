/**
 * The Dexie `drafts` keys of faith answers: one per questionnaire version and member, as
 * `<name>:<memberId>`. Withdrawing consent forgets all of them (docs/privacy.md).
 */
export const FAITH_DRAFT_NAMES = {
  faithProfile: 'questionnaire',
  assessment: 'orthodox-assessment',
  wideQuestionnaire: 'enhanced-questionnaire',
  pagedAssessment: 'comprehensive-questionnaire',
  intake: 'orthodox-intake',
} as const
export type FaithDraft = keyof typeof FAITH_DRAFT_NAMES

export const faithDraftKey = (version: FaithDraft, memberId: number) =>
  `${FAITH_DRAFT_NAMES[version]}:${memberId}`

/** Every faith draft key of a member. */
export const faithDraftKeys = (memberId: number) =>
  (Object.keys(FAITH_DRAFT_NAMES) as FaithDraft[]).map((version) =>
    faithDraftKey(version, memberId),
  )
