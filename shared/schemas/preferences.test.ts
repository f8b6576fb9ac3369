import { describe, expect, it } from 'vitest'
import { fieldErrors } from './issues.ts'
import {
  DEFAULT_MATCH_PREFERENCES,
  MatchPreferencesSchema,
  UpdateUserRequestSchema,
  hasReligiousPreferences,
  withoutReligiousPreferences,
} from './preferences.ts'

describe('MatchPreferencesSchema', () => {
  it('fills the spec defaults', () => {
    expect(DEFAULT_MATCH_PREFERENCES).toEqual({
      ageRange: [22, 35],
      heightRange: [60, 72],
      ethnicBackgrounds: [],
      willingToRelocate: 'maybe',
      acceptableJurisdictions: [],
      theologicalIssues: {
        contraception: 'not-important',
        divorceRemarriage: 'not-important',
        genderRoles: 'not-important',
        theotokosVeneration: 'not-important',
        confessionFrequency: 'not-important',
      },
      compatibleMbtiTypes: [],
      preferredLoveLanguages: [],
      introvertExtrovertPreference: 'doesnt-matter',
      openToMentalHealthDiscussion: 'prefer-not-to-say',
      wantsChildren: 'maybe',
      numberOfChildren: 2,
      supportsTraditionalRoles: 'open-to-discussion',
    })
  })

  it('keeps sliders inside age 18-65, height 48-84 and children 0-10', () => {
    expect(
      MatchPreferencesSchema.safeParse({
        ageRange: [18, 65],
        heightRange: [48, 84],
        numberOfChildren: 10,
      }).success,
    ).toBe(true)
    expect(fieldErrors(MatchPreferencesSchema, { ageRange: [17, 30] })).toEqual({
      'ageRange.0': 'Age range must be between 18 and 65',
    })
    expect(fieldErrors(MatchPreferencesSchema, { heightRange: [60, 85] })).toEqual({
      'heightRange.1': 'Height range must be between 48 and 84',
    })
    expect(fieldErrors(MatchPreferencesSchema, { numberOfChildren: 11 })).toEqual({
      numberOfChildren: 'Number of children must be between 0 and 10',
    })
  })

  it('refuses a range whose minimum exceeds its maximum', () => {
    expect(fieldErrors(MatchPreferencesSchema, { ageRange: [40, 30] })).toEqual({
      ageRange: 'Age range: minimum must not exceed maximum',
    })
  })

  it('takes only listed choices', () => {
    const parsed = MatchPreferencesSchema.parse({
      ethnicBackgrounds: ['Greek', 'Western European'],
      acceptableJurisdictions: ['Orthodox Church in America (OCA)'],
      theologicalIssues: { contraception: 'important' },
      compatibleMbtiTypes: ['INFJ'],
      churchAttendance: 'weekly',
    })
    expect(parsed.theologicalIssues).toMatchObject({
      contraception: 'important',
      genderRoles: 'not-important',
    })
    expect(parsed.churchAttendance).toBe('weekly')
    expect(MatchPreferencesSchema.safeParse({ ethnicBackgrounds: ['Martian'] }).success).toBe(false)
    expect(MatchPreferencesSchema.safeParse({ willingToRelocate: 'sometimes' }).success).toBe(false)
    expect(MatchPreferencesSchema.safeParse({ observesFasts: 'always' }).success).toBe(false)
  })
})

describe('UpdateUserRequestSchema (PATCH /api/users/{id})', () => {
  it('takes matchPreferences or the privacy switches', () => {
    expect(
      UpdateUserRequestSchema.parse({ matchPreferences: {} }).matchPreferences?.numberOfChildren,
    ).toBe(2)
    expect(UpdateUserRequestSchema.parse({ showMe: false })).toEqual({ showMe: false })
  })

  it('refuses an empty update', () => {
    expect(fieldErrors(UpdateUserRequestSchema, { email: 'x@example.org' })).toEqual({
      '': 'Nothing to update: send matchPreferences, showMe or showDistance',
    })
  })
})

describe('the religious part of the preferences (docs/privacy.md)', () => {
  it('is absent from the defaults and from purely secular choices', () => {
    expect(hasReligiousPreferences(DEFAULT_MATCH_PREFERENCES)).toBe(false)
    const secular = MatchPreferencesSchema.parse({ ageRange: [30, 45], wantsChildren: 'yes' })
    expect(hasReligiousPreferences(secular)).toBe(false)
  })

  it.each([
    { acceptableJurisdictions: ['Antiochian Orthodox'] },
    { theologicalIssues: { confessionFrequency: 'important' } },
    { churchAttendance: 'weekly' },
    { praysRegularly: 'doesnt-matter' },
    { observesFasts: 'strictly' },
    { openToPrayingTogether: 'yes' },
  ])('is present when %o is chosen, and withoutReligiousPreferences removes it', (choice) => {
    const chosen = MatchPreferencesSchema.parse({ ageRange: [30, 45], ...choice })
    expect(hasReligiousPreferences(chosen)).toBe(true)
    const reset = withoutReligiousPreferences(chosen)
    expect(hasReligiousPreferences(reset)).toBe(false)
    expect(reset).toEqual({ ...DEFAULT_MATCH_PREFERENCES, ageRange: [30, 45] })
  })
})
