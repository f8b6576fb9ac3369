import fc from 'fast-check'
import { completeProfile } from './profiles.ts'
import { TEST_PRICE_IDS } from '../payments/prices.ts'
import { clergyReferenceAnswers } from './clergy-references.ts'
import { signupBody } from './members.ts'
import type { Cast } from './hostile-input.ts'

/** Stands for the member's current profileEditVersion; the test writes the number in. */
export const PROFILE_VERSION_MARK = '<profile-version>'

const freshId = fc.uuid()
const freshEmail = fc.uuid().map((id) => `${id}@example.org`)

/**
 * A body each route accepts, by 'METHOD path' as the app lists its routes: the property test
 * spoils a few fields of one so a hostile value reaches the code behind the validator (a random
 * body rarely has every required field). Routes without one get random bodies only. An arbitrary
 * as a value is drawn for each case: a fresh email or client id, so a spoiled body is not
 * refused as a duplicate first.
 */
export type Example = Record<string, unknown>

export function exampleBodies({ memberId, otherId }: Cast): Record<string, Example> {
  const questionnaire = {
    userId: memberId,
    believesOrthodoxChurch: 'yes',
    liturgicalTradition: 'other',
    languages: ['English', 'Greek'],
    otherAnswers: { liturgicalTradition: 'Byzantine' },
  }
  const fromTo = { fromUserId: memberId, toUserId: otherId, clientId: freshId }
  return {
    'POST /api/auth/signup': { ...signupBody(), email: freshEmail },
    'POST /api/auth/login': { email: 'hostile@example.org', password: 'a-good-password' },
    'POST /api/likes': fromTo,
    'POST /api/passes': fromTo,
    'POST /api/membership/super-like': fromTo,
    'POST /api/membership/boost': { userId: memberId, durationHours: 24, clientId: freshId },
    'POST /api/membership/check-action': { userId: memberId, action: 'like' },
    'POST /api/messages': { ...fromTo, content: 'Hello' },
    'POST /api/reports': {
      reportedUserId: otherId,
      reason: 'fake_profile',
      details: 'Sent links',
      block: false,
    },
    'POST /api/profile': { ...completeProfile, baseVersion: PROFILE_VERSION_MARK },
    'POST /api/clergy-reference': { ...clergyReferenceAnswers, statusOther: 'Catechumen' },
    'POST /api/questionnaire': questionnaire,
    'POST /api/questionnaires': questionnaire,
    'PATCH /api/users/:id': { showMe: true, matchPreferences: { ageRange: [25, 40] } },
    'PATCH /api/users/:id/settings': { showMe: true },
    'PUT /api/users/:id/snooze': { duration: '24h', clientId: freshId },
    'PUT /api/users/:id/home-city': { cityId: 'us-chicago', clientId: freshId },
    'PUT /api/users/:id/travel': { cityId: 'gr-athens', clientId: freshId },
    'PUT /api/push/subscription': {
      endpoint: 'https://push.example.org/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
    'PUT /api/privacy/consent': { religiousData: true },
    'POST /api/moderation/reports/:id/resolve': { action: 'dismiss', note: 'Checked' },
    'POST /api/moderation/photos/:id/review': { decision: 'reject', revision: 1, reason: 'Blurry' },
    'POST /api/moderation/clergy-references/:id/review': {
      decision: 'reject',
      revision: 1,
      reason: 'Unreadable',
    },
    'POST /api/subscription/create-checkout-session': {
      userId: memberId,
      priceId: TEST_PRICE_IDS.premium,
      tier: 'premium',
    },
  }
}
