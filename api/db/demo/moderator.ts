import { demoBirthDate } from '../demo-data.ts'
/**
 * The demo moderator (docs/safety.md): a staff account that reviews reports at /moderation. It is
 * not a dating profile: hidden from every deck (`showMe` false), no questionnaire, no likes.
 */
export const DEMO_MODERATOR_EMAIL = 'moderator@example.com'
export const DEMO_MODERATOR_PASSWORD = 'moderator-password'

/** The moderator's row (without the password), given the id after the last demo member. */
export function demoModerator(id: number, now: Date) {
  return {
    id,
    username: 'moderator',
    email: DEMO_MODERATOR_EMAIL,
    firstName: 'Demo',
    lastName: 'Moderator',
    birthDate: demoBirthDate(now, 40, id),
    birthDateConfirmed: true,
    gender: 'male',
    lookingFor: 'female',
    showMe: false,
    role: 'moderator' as const,
    /** Answers Verified members' support conversations too (docs/support.md). */
    orthodoxSupport: true,
    profileCompletionStep: 0,
    createdAt: now,
  }
}
