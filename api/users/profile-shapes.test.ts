import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AGREEMENT_LEVELS,
  THEOLOGY_AREAS,
  UNSCORED_REASONS,
} from '#shared/domain/theology-areas.ts'
import type { ProfileSourceRow } from './profile-columns.ts'
import { feedPageBody } from '../discover/feed.ts'
import { PROFILE_PROMPT_IDS } from '#shared/domain/profile-prompts.ts'
import { PROFILE_VISIBILITY, VISIBILITY_CHOICES } from '#shared/domain/profile-visibility.ts'
import { publicProfileJsonBody, toPublicProfile, viewerProfileHead } from './profile-shapes.ts'

const text = fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: null })
const int = fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null })
const coordinate = fc.option(fc.double({ min: -80, max: 80, noNaN: true }), { nil: null })

const row: fc.Arbitrary<ProfileSourceRow> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  firstName: fc.string({ maxLength: 20 }),
  lastName: fc.string({ maxLength: 20 }),
  birthDate: fc
    .date({ min: new Date('1930-01-01'), max: new Date('2008-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  gender: fc.constantFrom('female', 'male'),
  bio: text,
  profileImageUrl: text,
  photos: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      name: fc.uuid().map((uuid) => `7-${uuid}`),
      width: fc.integer({ min: 320, max: 1440 }),
      height: fc.integer({ min: 320, max: 1440 }),
      placeholder: fc.string({ maxLength: 40 }),
      position: fc.integer({ min: 0, max: 5 }),
      status: fc.constantFrom('pending', 'approved', 'rejected'),
      rejectionReason: text,
      revision: fc.integer({ min: 1, max: 9 }),
    }),
    { maxLength: 6 },
  ),
  promptAnswers: fc.array(
    fc.record({
      promptId: fc.constantFrom(...PROFILE_PROMPT_IDS),
      answer: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 150 }),
    }),
    { maxLength: 3 },
  ),
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
  maritalStatus: text,
  hasChildren: text,
  wantsChildren: text,
  smoking: text,
  drinking: text,
  isVerified: fc.boolean(),
  photoVerified: fc.boolean(),
  membershipTier: fc.constantFrom('free', 'premium', 'verified'),
  matchPreferences: fc.constant(null),
  latitude: coordinate,
  longitude: coordinate,
  showDistance: fc.boolean(),
  showWeight: fc.boolean(),
  showRace: fc.boolean(),
  showIncome: fc.boolean(),
  showMeasurements: fc.boolean(),
  createdAt: fc.date({
    min: new Date('2020-01-01'),
    max: new Date('2030-01-01'),
    noInvalidDate: true,
  }),
})

describe('feedPageBody (the deck page assembled from cached parts)', () => {
  it('is exactly the page of public profile objects the viewer would get, for any members', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 5 }),
        fc.record({ id: fc.integer({ min: 1 }), latitude: coordinate, longitude: coordinate }),
        fc.record({
          compatibilityScore: fc.integer({ min: 0, max: 100 }),
          theologicalScore: fc.integer({ min: 0, max: 100 }),
          theology: fc.oneof(
            fc.record({
              kind: fc.constant('compared' as const),
              questions: fc.integer({ min: 1, max: 36 }),
              areas: fc.dictionary(
                fc.constantFrom(...THEOLOGY_AREAS),
                fc.constantFrom(...AGREEMENT_LEVELS),
              ),
            }),
            fc.record({
              kind: fc.constant('unscored' as const),
              missing: fc.constantFrom(...UNSCORED_REASONS),
            }),
          ),
        }),
        fc.option(fc.string({ maxLength: 12 }), { nil: null }),
        (members, viewer, scores, nextCursor) => {
          const items = members.map((member) => ({
            head: viewerProfileHead(member, viewer, scores),
            body: publicProfileJsonBody(member),
          }))
          const bytes = feedPageBody({ items, nextCursor, within: null })
          expect(JSON.parse(bytes.toString('utf8'))).toEqual({
            items: members.map((member) => toPublicProfile(member, viewer, scores)),
            nextCursor,
          })
        },
      ),
    )
  })
})

describe('the sensitive fields in the public shape (decision 051)', () => {
  it('are null unless the member shows them, as any other member and the cached JSON get them', () => {
    fc.assert(
      fc.property(row, (member) => {
        const cached = JSON.parse(`{${publicProfileJsonBody(member).toString('utf8')}}`) as Record<
          string,
          unknown
        >
        const built = toPublicProfile(member, { id: member.id + 1, latitude: 0, longitude: 0 })
        for (const choice of VISIBILITY_CHOICES) {
          for (const field of PROFILE_VISIBILITY[choice]) {
            const expected = member[choice] ? member[field] : null
            expect(built[field]).toEqual(expected)
            expect(cached[field]).toEqual(expected)
          }
          // The choice itself is not in the public shape.
          expect(built).not.toHaveProperty(choice)
        }
      }),
    )
  })
})
