import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from './api-client.ts'
import { db } from './db.ts'
import { orthodoxIntakeStore } from './orthodox-intake.ts'
import { pagedAssessmentStore } from './paged-assessment.ts'
import { resetDevice } from './testing/member.ts'

const stored = {
  id: 1,
  userId: 6,
  believesRealPresence: 'yes',
  isConvert: false,
  bornOrthodox: true,
  languages: ['greek'],
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
}
const fetchMock = vi.fn<(...args: unknown[]) => Promise<Response>>()

beforeEach(async () => {
  await resetDevice(6)
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () =>
    Response.json(stored, { headers: { 'Content-Type': 'application/json' } }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const draft = { section: 3, answers: { believesRealPresence: 'yes' as const } }

describe('the paged assessment and intake stores', () => {
  it('keep their drafts under their own keys per member', async () => {
    await pagedAssessmentStore.saveDraft(6, draft)
    await orthodoxIntakeStore.saveDraft(6, { section: 1, answers: {} })
    expect((await db.drafts.get('comprehensive-questionnaire:6'))?.value).toEqual(draft)
    expect((await db.drafts.get('orthodox-intake:6'))?.value).toEqual({ section: 1, answers: {} })
    expect(await pagedAssessmentStore.loadDraft(6)).toEqual(draft)
    expect(await pagedAssessmentStore.loadDraft(7)).toBeNull()
  })

  it('save progress and complete through POST /api/questionnaire; completing clears the draft', async () => {
    await orthodoxIntakeStore.saveDraft(6, draft)
    await orthodoxIntakeStore.saveProgress(6, { languages: ['greek'] })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/questionnaire')
    expect(JSON.parse(init.body as string)).toEqual({ userId: 6, languages: ['greek'] })
    expect(await orthodoxIntakeStore.loadDraft(6)).toEqual(draft)

    await orthodoxIntakeStore.submit(6, draft.answers)
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/questionnaire')
    expect(await orthodoxIntakeStore.loadDraft(6)).toBeNull()
  })

  it('keep the draft when completing fails offline', async () => {
    await pagedAssessmentStore.saveDraft(6, draft)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(pagedAssessmentStore.submit(6, draft.answers)).rejects.toBeInstanceOf(NetworkError)
    expect(await pagedAssessmentStore.loadDraft(6)).toEqual(draft)
  })

  it('read the saved answers from GET /api/questionnaire/{userId}', async () => {
    expect(await pagedAssessmentStore.fetchSaved(6)).toMatchObject({
      believesRealPresence: 'yes',
      languages: ['greek'],
    })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/questionnaire/6')
  })
})
