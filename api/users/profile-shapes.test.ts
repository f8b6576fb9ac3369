import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProfileSourceRow } from './profile-columns.ts'
import { publicProfileJsonBody, toPublicProfile, viewerProfileJson } from './profile-shapes.ts'

const text = fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: null })
const int = fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null })
const coordinate = fc.option(fc.double({ min: -80, max: 80, noNaN: true }), { nil: null })

const row: fc.Arbitrary<ProfileSourceRow> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  firstName: fc.string({ maxLength: 20 }),
  lastName: fc.string({ maxLength: 20 }),
  age: fc.integer({ min: 18, max: 99 }),
  gender: fc.constantFrom('female', 'male'),
  bio: text,
  profileImageUrl: text,
  denomination: text,
  location: text,
  country: text,
  race: text,
  height: text,
  weight: int,
  eyeColor: text,
  bustChest: int,
  waist: int,
  hipsInseam: int,
  cupSize: text,
  mbtiType: text,
  loveLanguage: text,
  occupation: text,
  income: int,
  educationLevel: text,
  englishFluency: text,
  churchAttendanceFrequency: text,
  jurisdiction: text,
  isVerified: fc.boolean(),
  hasClergyEndorsement: fc.boolean(),
  membershipTier: fc.constantFrom('free', 'premium', 'verified'),
  matchPreferences: fc.constant(null),
  latitude: coordinate,
  longitude: coordinate,
  showDistance: fc.boolean(),
  createdAt: fc.date({
    min: new Date('2020-01-01'),
    max: new Date('2030-01-01'),
    noInvalidDate: true,
  }),
})

describe('viewerProfileJson (the deck page serialized from cached parts)', () => {
  it('is exactly the public profile object the viewer would get, for any member', () => {
    fc.assert(
      fc.property(
        row,
        fc.record({ id: fc.integer({ min: 1 }), latitude: coordinate, longitude: coordinate }),
        fc.record({
          compatibilityScore: fc.integer({ min: 0, max: 100 }),
          theologicalScore: fc.integer({ min: 0, max: 100 }),
        }),
        (member, viewer, scores) => {
          const json = viewerProfileJson(publicProfileJsonBody(member), member, viewer, scores)
          expect(JSON.parse(json)).toEqual(toPublicProfile(member, viewer, scores))
        },
      ),
    )
  })
})
