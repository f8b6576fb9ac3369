import { describe, expect, it } from 'vitest'
import { ProfileSchema } from '#shared/schemas/profile.ts'
import {
  PROFILE_STEPS,
  STEP_COUNT,
  profileInput,
  stepErrors,
  stepOfField,
  valuesFromMember,
} from './profile-steps.ts'

const filled = {
  firstName: 'Elena',
  lastName: 'Popescu',
  location: 'Bucharest',
  country: 'Romania',
  bio: '',
  race: 'Romanian',
  weight: '130',
  height: '168cm',
  eyeColor: 'Green',
  bustChest: '34',
  waist: '27',
  hipsInseam: '36',
  cupSize: '',
  occupation: 'Teacher',
  income: '0',
  educationLevel: 'Doctorate',
  englishFluency: 'Native',
  denomination: 'OCA',
  churchAttendanceFrequency: 'Weekly',
  jurisdiction: 'OCA',
  spiritualFatherName: '',
  mbtiType: 'ENTP',
  loveLanguage: 'Acts of Service',
  deaconLetterUrl: '',
}

describe('profile builder steps', () => {
  it('has the five steps of the spec', () => {
    expect(STEP_COUNT).toBe(5)
    expect(PROFILE_STEPS[4]!.fields).toEqual([])
    expect(stepOfField('weight')).toBe(1)
    expect(stepOfField('denomination')).toBe(3)
  })

  it("checks only the current step, with the spec's messages per field", () => {
    const values = { ...filled, weight: '50', location: ' ', denomination: '' }
    expect(stepErrors(0, values)).toEqual({ location: 'Location is required' })
    expect(stepErrors(1, values)).toEqual({ weight: 'Weight must be realistic' })
    expect(stepErrors(2, values)).toEqual({})
    expect(stepErrors(3, values)).toEqual({ denomination: 'Denomination is required' })
    expect(stepErrors(1, { ...filled, weight: '' })).toEqual({
      weight: 'Weight must be realistic',
    })
    // The age is not the builder's: it comes from the date of birth given at sign-up.
    expect(PROFILE_STEPS[0]!.fields.map((field) => field.name)).not.toContain('age')
  })

  it('turns the typed values into what POST /api/profile accepts', () => {
    const parsed = ProfileSchema.parse(profileInput(filled))
    expect(parsed).not.toHaveProperty('age')
    expect(parsed).toMatchObject({ weight: 130, income: 0, bio: null, cupSize: undefined })
    expect(parsed.deaconLetterUrl).toBeNull()
  })

  it('prefills from the account, empty where it holds nothing', () => {
    const values = valuesFromMember({ firstName: 'Elena', age: 31, weight: null })
    expect(values).toMatchObject({ firstName: 'Elena', weight: '', deaconLetterUrl: '' })
    expect(values).not.toHaveProperty('age')
  })
})
