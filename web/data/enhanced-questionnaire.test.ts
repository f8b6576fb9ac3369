import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from './api-client.ts'
import { db } from './db.ts'
import {
  completeEnhancedQuestionnaire,
  fetchEnhancedAnswers,
  loadEnhancedDraft,
  saveEnhancedDraft,
  saveEnhancedProgress,
} from './enhanced-questionnaire.ts'
import { resetDevice } from './testing/member.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const stored = {
  id: 1,
  userId: 6,
  prayerFrequency: 'daily',
  isConvert: false,
  bornOrthodox: true,
  languages: ['English'],
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

describe('the wide questionnaire draft', () => {
  it("is kept per member under 'enhanced-questionnaire:<id>', apart from the faith profile's", async () => {
    await saveEnhancedDraft(6, { section: 3, answers: { prayerFrequency: 'weekly' } })
    expect((await db.drafts.get('enhanced-questionnaire:6'))?.value).toEqual({
      section: 3,
      answers: { prayerFrequency: 'weekly' },
    })
    expect(await db.drafts.get('questionnaire:6')).toBeUndefined()
    expect(await loadEnhancedDraft(6)).toEqual({
      section: 3,
      answers: { prayerFrequency: 'weekly' },
    })
    expect(await loadEnhancedDraft(7)).toBeNull()
  })
})

describe('saving to /api/questionnaires', () => {
  it('saves progress keeping the draft, and completing clears it', async () => {
    await saveEnhancedDraft(6, { section: 5, answers: { prayerFrequency: 'daily' } })
    answer = () => json(200, stored)
    await saveEnhancedProgress(6, { prayerFrequency: 'daily' })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/questionnaires')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ userId: 6, prayerFrequency: 'daily' })
    expect(await loadEnhancedDraft(6)).not.toBeNull()

    await completeEnhancedQuestionnaire(6, { prayerFrequency: 'daily' })
    expect(await db.drafts.get('enhanced-questionnaire:6')).toBeUndefined()
  })

  it('keeps the draft when offline', async () => {
    await saveEnhancedDraft(6, { section: 5, answers: {} })
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(completeEnhancedQuestionnaire(6, {})).rejects.toBeInstanceOf(NetworkError)
    expect(await loadEnhancedDraft(6)).not.toBeNull()
  })

  it('reads the saved answers from GET /api/questionnaires/{id}, null on 404', async () => {
    answer = () => json(200, stored)
    expect(await fetchEnhancedAnswers(6)).toEqual({
      prayerFrequency: 'daily',
      isConvert: false,
      bornOrthodox: true,
      languages: ['English'],
    })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/questionnaires/6')
    answer = () => json(404, { message: 'No saved questionnaire' })
    expect(await fetchEnhancedAnswers(6)).toBeNull()
  })
})
