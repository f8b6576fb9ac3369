import { describe, expect, it } from 'vitest'
import { fieldErrors } from './issues.ts'
import fc from 'fast-check'
import {
  CurrentUserSchema,
  PublicProfileSchema,
  UserIdParamSchema,
  UserIdPathSchema,
} from './user.ts'

const publicProfile = {
  id: 7,
  firstName: 'Nikolai',
  lastName: 'Petrov',
  age: 31,
  gender: 'male',
  bio: 'Choir tenor.',
  profileImageUrl: 'data:image/svg+xml;utf8,<svg/>',
  denomination: 'Russian Orthodox',
  location: 'Chicago',
  country: 'United States',
  race: 'Russian',
  height: `5'11"`,
  weight: 180,
  eyeColor: 'Blue',
  bustChest: 40,
  waist: 33,
  hipsInseam: 32,
  cupSize: null,
  mbtiType: 'ISTJ',
  loveLanguage: 'Acts of Service',
  occupation: 'Engineer',
  income: 98000,
  educationLevel: "Master's Degree",
  englishFluency: 'Fluent',
  churchAttendanceFrequency: 'Weekly',
  jurisdiction: 'ROCOR',
  isVerified: true,
  membershipTier: 'premium',
  compatibilityScore: 84,
  theologicalScore: null,
  distanceMiles: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
}

describe('PublicProfileSchema', () => {
  it('reads another member and strips private fields', () => {
    const parsed = PublicProfileSchema.parse({
      ...publicProfile,
      email: 'n@example.org',
      password: 'hash',
    })
    expect(parsed).not.toHaveProperty('email')
    expect(parsed).not.toHaveProperty('password')
    expect(parsed.distanceMiles).toBe(12)
  })

  it('allows an incomplete profile (builder fields null)', () => {
    const incomplete = {
      ...publicProfile,
      denomination: null,
      location: null,
      country: null,
      distanceMiles: null,
    }
    expect(PublicProfileSchema.safeParse(incomplete).success).toBe(true)
  })

  it('refuses a date that is not ISO and a score over 100', () => {
    expect(
      Object.keys(
        fieldErrors(PublicProfileSchema, {
          ...publicProfile,
          createdAt: 'yesterday',
          compatibilityScore: 120,
        }),
      ),
    ).toEqual(['compatibilityScore', 'createdAt'])
  })
})

describe('CurrentUserSchema', () => {
  it('adds the private fields and the preferences', () => {
    const parsed = CurrentUserSchema.parse({
      ...publicProfile,
      id: 6,
      email: 'demo@example.com',
      username: 'demo',
      lookingFor: 'female',
      minAge: 18,
      maxAge: 50,
      maxDistance: 10000,
      profileCompletionStep: 5,
      clergyVerificationStatus: 'none',
      deaconLetterUrl: null,
      spiritualFatherName: 'Fr. John',
      subscriptionStatus: null,
      subscriptionEndDate: null,
      showMe: true,
      showDistance: true,
      matchPreferences: { ageRange: [25, 40] },
      religiousDataConsentAt: '2026-01-05T10:00:00.000Z',
      role: 'moderator',
      profileEditVersion: 3,
    })
    expect(parsed.profileEditVersion).toBe(3)
    expect(parsed.matchPreferences?.ageRange).toEqual([25, 40])
    expect(parsed.religiousDataConsentAt).toBe('2026-01-05T10:00:00.000Z')
    expect(parsed.matchPreferences?.wantsChildren).toBe('maybe')
    expect(parsed.role).toBe('moderator')
  })

  it('knows only the member and moderator roles', () => {
    const role = CurrentUserSchema.shape.role
    expect(role.safeParse('member').success).toBe(true)
    expect(role.safeParse('admin').success).toBe(false)
  })
})

describe('UserIdParamSchema', () => {
  it('turns a path segment into a positive whole number', () => {
    expect(UserIdParamSchema.parse({ id: '6' })).toEqual({ id: 6 })
  })

  it.each(['0', '-1', '1.5', 'abc', '', ' 6', '06', '99999999999'])('refuses %j', (id) => {
    expect(fieldErrors(UserIdParamSchema, { id })).toEqual({
      id: 'Must be a positive whole number',
    })
  })
})

describe('ids from the path, for any input', () => {
  it('reads back every positive int4 written in plain digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(UserIdParamSchema.parse({ id: String(id) })).toEqual({ id })
      }),
    )
  })

  it('refuses every string that is not plain digits without a leading zero', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[1-9][0-9]*$/.test(s)),
        (id) => {
          expect(UserIdParamSchema.safeParse({ id }).success).toBe(false)
        },
      ),
    )
  })

  it('refuses ids beyond what the database can hold', () => {
    expect(UserIdPathSchema.safeParse({ userId: '2147483648' }).success).toBe(false)
    expect(UserIdPathSchema.parse({ userId: '2147483647' })).toEqual({ userId: 2_147_483_647 })
  })
})
