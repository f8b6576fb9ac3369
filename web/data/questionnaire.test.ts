import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from './api-client.ts'
import { db } from './db.ts'
import {
  fetchSavedAnswers,
  loadQuestionnaireDraft,
  saveQuestionnaireDraft,
  submitQuestionnaire,
} from './questionnaire.ts'
import { resetDevice } from './testing/member.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const stored = {
  id: 1,
  userId: 6,
  believesOrthodoxChurch: 'yes',
  prayerFrequency: 'daily',
  // Saved by a questionnaire version with another vocabulary: not the faith profile's.
  believesRealPresence: 'Strongly Agree',
  divorcePosition: null,
  isConvert: true,
  bornOrthodox: false,
  languages: ['Greek'],
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

describe('the questionnaire draft', () => {
  it("is kept per member under 'questionnaire:<id>'", async () => {
    await saveQuestionnaireDraft(6, { section: 2, answers: { prayerFrequency: 'weekly' } })
    expect((await db.drafts.get('questionnaire:6'))?.value).toEqual({
      section: 2,
      answers: { prayerFrequency: 'weekly' },
    })
    expect(await loadQuestionnaireDraft(6)).toEqual({
      section: 2,
      answers: { prayerFrequency: 'weekly' },
    })
    expect(await loadQuestionnaireDraft(7)).toBeNull()
  })

  it('is ignored when it no longer reads as a draft', async () => {
    await db.drafts.put({ key: 'questionnaire:6', value: { section: 'two' }, updatedAt: 1 })
    expect(await loadQuestionnaireDraft(6)).toBeNull()
  })
})

describe('saving the answers', () => {
  it('posts them for the member and clears the draft on success', async () => {
    await saveQuestionnaireDraft(6, { section: 4, answers: { prayerFrequency: 'daily' } })
    answer = () => json(200, stored)
    await submitQuestionnaire(6, { prayerFrequency: 'daily' })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/questionnaire')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ userId: 6, prayerFrequency: 'daily' })
    expect(await db.drafts.get('questionnaire:6')).toBeUndefined()
  })

  it('keeps the draft when offline', async () => {
    await saveQuestionnaireDraft(6, { section: 4, answers: { prayerFrequency: 'daily' } })
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(submitQuestionnaire(6, { prayerFrequency: 'daily' })).rejects.toBeInstanceOf(
      NetworkError,
    )
    expect(await loadQuestionnaireDraft(6)).not.toBeNull()
  })
})

describe('the saved answers', () => {
  it('are the answers of the stored row that the faith profile can show', async () => {
    answer = () => json(200, stored)
    expect(await fetchSavedAnswers(6)).toEqual({
      believesOrthodoxChurch: 'yes',
      prayerFrequency: 'daily',
      isConvert: true,
      bornOrthodox: false,
      languages: ['Greek'],
    })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/questionnaire/6')
  })

  it('are null when the member saved none (404)', async () => {
    answer = () => json(404, { message: 'No saved questionnaire' })
    expect(await fetchSavedAnswers(6)).toBeNull()
  })
})
