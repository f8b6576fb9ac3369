import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from './api-client.ts'
import { db } from './db.ts'
import {
  loadAssessmentDraft,
  saveAssessmentDraft,
  saveAssessmentProgress,
  submitAssessment,
} from './orthodox-assessment.ts'
import { resetDevice } from './testing/member.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const stored = {
  id: 1,
  userId: 6,
  believesOrthodoxChurch: 'strongly_agree',
  isConvert: false,
  bornOrthodox: true,
  languages: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
}

let answer: () => Response | Promise<Response>
const fetchMock = vi.fn(async (..._args: unknown[]) => answer())

beforeEach(async () => {
  await resetDevice(6)
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

const draft = { section: 2, answers: { believesOrthodoxChurch: 'strongly_agree' as const } }

describe('the assessment draft', () => {
  it("is kept per member under 'orthodox-assessment:<id>', apart from the faith profile's", async () => {
    await saveAssessmentDraft(6, draft)
    expect((await db.drafts.get('orthodox-assessment:6'))?.value).toEqual(draft)
    expect(await db.drafts.get('questionnaire:6')).toBeUndefined()
    expect(await loadAssessmentDraft(6)).toEqual(draft)
    expect(await loadAssessmentDraft(7)).toBeNull()
  })
})

describe('saving the assessment', () => {
  it('saves progress through POST /api/questionnaire and keeps the draft', async () => {
    await saveAssessmentDraft(6, draft)
    answer = () => json(200, stored)
    await saveAssessmentProgress(6, draft.answers)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/questionnaire')
    expect(JSON.parse(init.body as string)).toEqual({
      userId: 6,
      believesOrthodoxChurch: 'strongly_agree',
    })
    expect(await loadAssessmentDraft(6)).toEqual(draft)
  })

  it('completes through the same call and clears the draft', async () => {
    await saveAssessmentDraft(6, draft)
    answer = () => json(200, stored)
    await submitAssessment(6, draft.answers)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/questionnaire')
    expect(await db.drafts.get('orthodox-assessment:6')).toBeUndefined()
  })

  it('keeps the draft when offline', async () => {
    await saveAssessmentDraft(6, draft)
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(submitAssessment(6, draft.answers)).rejects.toBeInstanceOf(NetworkError)
    expect(await loadAssessmentDraft(6)).toEqual(draft)
  })
})
