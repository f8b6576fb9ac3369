import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from './db.ts'
import { setReligiousDataConsent } from './privacy.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

const KEYS = [
  'questionnaire:6',
  'orthodox-assessment:6',
  'enhanced-questionnaire:6',
  'comprehensive-questionnaire:6',
  'orthodox-intake:6',
]
const draft = { section: 0, answers: { prayerFrequency: 'daily' } }

beforeEach(async () => {
  await resetDevice(6)
  for (const key of [...KEYS, 'questionnaire:7', 'preferences:6']) {
    await db.drafts.put({ key, value: draft, updatedAt: 1 })
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json(url === '/api/auth/user' ? memberFixture(6) : { religiousDataConsentAt: null }),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('withdrawing consent to store faith data', () => {
  it("forgets the member's drafts of every questionnaire version on this device", async () => {
    await setReligiousDataConsent(false)
    for (const key of KEYS) expect(await db.drafts.get(key)).toBeUndefined()
    expect(await db.drafts.get('questionnaire:7')).toBeDefined()
    expect(await db.drafts.get('preferences:6')).toBeDefined()
  })
})
