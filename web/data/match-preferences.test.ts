import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MATCH_PREFERENCES } from '#shared/schemas/preferences.ts'
import { NetworkError } from './api-client.ts'
import { currentMember } from './current-member.ts'
import { db } from './db.ts'
import {
  loadPreferencesDraft,
  saveMatchPreferences,
  savePreferencesDraft,
} from './match-preferences.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

const saved = { ...DEFAULT_MATCH_PREFERENCES, ageRange: [27, 41] as [number, number] }
let requests: { method: string; path: string; body: unknown }[] = []

beforeEach(async () => {
  await resetDevice(6)
  requests = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as { matchPreferences: unknown }
    requests.push({ method: init.method ?? 'GET', path: String(input), body })
    const member = memberFixture(6, { matchPreferences: saved })
    return new Response(JSON.stringify(member), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('the preferences draft and save', () => {
  it("keeps each member's draft under preferences:<memberId>", async () => {
    await savePreferencesDraft(6, { step: 2, values: saved })
    expect((await db.drafts.get('preferences:6'))?.value).toEqual({ step: 2, values: saved })
    expect(await loadPreferencesDraft(6)).toEqual({ step: 2, values: saved })
    expect(await loadPreferencesDraft(7)).toBeNull()
  })

  it('reads a draft that no longer fits the schema as none', async () => {
    await db.drafts.put({
      key: 'preferences:6',
      value: { step: 1, values: { ageRange: [40, 20] } },
      updatedAt: 0,
    })
    expect(await loadPreferencesDraft(6)).toBeNull()
  })

  it('PATCHes the member, keeps the draft after Save Progress and forgets it after the final save', async () => {
    await savePreferencesDraft(6, { step: 1, values: saved })
    await saveMatchPreferences(6, saved, { done: false })
    expect(requests).toEqual([
      { method: 'PATCH', path: '/api/users/6', body: { matchPreferences: saved } },
    ])
    expect(await loadPreferencesDraft(6)).not.toBeNull()
    expect((await currentMember())?.matchPreferences).toEqual(saved)

    await saveMatchPreferences(6, saved, { done: true })
    expect(await loadPreferencesDraft(6)).toBeNull()
  })

  it('keeps the draft when the device is offline', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await savePreferencesDraft(6, { step: 3, values: saved })
    await expect(saveMatchPreferences(6, saved, { done: true })).rejects.toBeInstanceOf(
      NetworkError,
    )
    expect(await loadPreferencesDraft(6)).toEqual({ step: 3, values: saved })
  })
})
