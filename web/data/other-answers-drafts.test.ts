import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { db } from './db.ts'
import {
  completeEnhancedQuestionnaire,
  fetchEnhancedAnswers,
  loadEnhancedDraft,
  saveEnhancedDraft,
} from './enhanced-questionnaire.ts'
import { orthodoxIntakeStore } from './orthodox-intake.ts'
import { pagedAssessmentStore } from './paged-assessment.ts'
import {
  fetchSavedAnswers,
  loadQuestionnaireDraft,
  saveQuestionnaireDraft,
  submitQuestionnaire,
  type QuestionnaireDraft,
} from './questionnaire.ts'
import { resetDevice } from './testing/member.ts'

const OTHER_ANSWERS = { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' }
const answers = {
  liturgicalTradition: 'other',
  languages: ['english', 'other'],
  otherAnswers: OTHER_ANSWERS,
} satisfies QuestionnaireAnswers
const draft = { section: 4, answers }

const stored = {
  id: 1,
  userId: 6,
  isConvert: false,
  bornOrthodox: true,
  ...answers,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
}
const fetchMock = vi.fn(async (..._args: unknown[]) => Response.json(stored))

beforeEach(async () => {
  await resetDevice(6)
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

/** The drafts and calls of each version that asks a question with an 'Other' text. */
const VERSIONS: {
  name: string
  key: string
  loadDraft: (memberId: number) => Promise<QuestionnaireDraft | null>
  saveDraft: (memberId: number, draft: QuestionnaireDraft) => Promise<void>
  submit: (memberId: number, answers: QuestionnaireAnswers) => Promise<void>
  fetchSaved: (memberId: number) => Promise<QuestionnaireAnswers | null>
  path: string
}[] = [
  {
    name: 'faith profile',
    key: 'questionnaire:6',
    loadDraft: loadQuestionnaireDraft,
    saveDraft: saveQuestionnaireDraft,
    submit: submitQuestionnaire,
    fetchSaved: fetchSavedAnswers,
    path: '/api/questionnaire',
  },
  {
    name: 'wide questionnaire',
    key: 'enhanced-questionnaire:6',
    loadDraft: loadEnhancedDraft,
    saveDraft: saveEnhancedDraft,
    submit: completeEnhancedQuestionnaire,
    fetchSaved: fetchEnhancedAnswers,
    path: '/api/questionnaires',
  },
  {
    name: 'paged assessment',
    key: 'comprehensive-questionnaire:6',
    ...pagedAssessmentStore,
    path: '/api/questionnaire',
  },
  { name: 'intake', key: 'orthodox-intake:6', ...orthodoxIntakeStore, path: '/api/questionnaire' },
]

describe.each(VERSIONS)("the 'Other' texts in the $name draft", (version) => {
  it('are kept on the device under its key, restored, and sent with the answers', async () => {
    await version.saveDraft(6, draft)
    expect((await db.drafts.get(version.key))?.value).toEqual(draft)
    expect(await version.loadDraft(6)).toEqual(draft)

    await version.submit(6, (await version.loadDraft(6))!.answers)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(version.path)
    expect(JSON.parse(init.body as string)).toMatchObject({
      userId: 6,
      otherAnswers: OTHER_ANSWERS,
    })
    expect(await version.loadDraft(6)).toBeNull()
  })

  it('come back with the saved answers when there is no draft', async () => {
    expect(await version.fetchSaved(6)).toMatchObject({ otherAnswers: OTHER_ANSWERS })
  })
})

describe('a draft written before the texts were kept', () => {
  it('still reads, without texts', async () => {
    await db.drafts.put({
      key: 'orthodox-intake:6',
      value: { section: 2, answers: { liturgicalTradition: 'other' } },
      updatedAt: Date.now(),
    })
    expect(await orthodoxIntakeStore.loadDraft(6)).toEqual({
      section: 2,
      answers: { liturgicalTradition: 'other' },
    })
  })
})
