import { describe, expect, it } from 'vitest'
import {
  BasicInfoStepSchema,
  DEACON_LETTER_MAX_BYTES,
  DeaconLetterFileSchema,
  FaithStepSchema,
  PhysicalStepSchema,
  ProfessionalStepSchema,
  ProfileSchema,
} from './profile.ts'
import { fieldErrors as messages } from './issues.ts'

const basic = {
  firstName: 'Anna',
  lastName: 'Pappas',
  location: 'Chicago, IL',
  country: 'United States',
}
const physical = {
  race: 'Greek',
  weight: 130,
  height: `5'6"`,
  eyeColor: 'Brown',
  bustChest: 34,
  waist: 27,
  hipsInseam: 36,
}
const professional = {
  occupation: 'Nurse',
  income: 72000,
  educationLevel: "Bachelor's Degree",
  englishFluency: 'Native',
}
const faith = {
  denomination: 'Greek Orthodox',
  churchAttendanceFrequency: 'Weekly',
  jurisdiction: 'GOARCH',
  mbtiType: 'ENFJ',
  loveLanguage: 'Quality Time',
}

describe('profile builder step 1', () => {
  it('names every missing field with the spec message', () => {
    expect(messages(BasicInfoStepSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      location: 'Location is required',
      country: 'Country is required',
    })
  })

  it('treats blank names as missing', () => {
    expect(messages(BasicInfoStepSchema, { ...basic, firstName: '   ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    })
  })

  it('asks no age: the age comes from the date of birth (issue #35), and one sent is dropped', () => {
    const parsed = BasicInfoStepSchema.safeParse({ ...basic, age: 17 })
    expect(parsed.success).toBe(true)
    expect(parsed.data).not.toHaveProperty('age')
  })

  it('refuses a country outside the list and stores an empty bio as null', () => {
    expect(messages(BasicInfoStepSchema, { ...basic, country: 'France' })).toEqual({
      country: 'Country is required',
    })
    expect(BasicInfoStepSchema.parse({ ...basic, bio: '  ' }).bio).toBeNull()
  })
})

describe('profile builder step 2', () => {
  it('names missing fields', () => {
    const m = messages(PhysicalStepSchema, {})
    expect(m.race).toBe('Race/ethnicity is required')
    expect(m.weight).toBe('Weight must be realistic')
    expect(m.height).toBe('Height is required')
    expect(m.eyeColor).toBe('Eye color is required')
  })

  it('keeps weight 80-400 and the measurements in their bounds', () => {
    expect(messages(PhysicalStepSchema, { ...physical, weight: 79 })).toEqual({
      weight: 'Weight must be realistic',
    })
    expect(messages(PhysicalStepSchema, { ...physical, weight: 401 })).toEqual({
      weight: 'Weight must be realistic',
    })
    expect(
      messages(PhysicalStepSchema, { ...physical, bustChest: 61, waist: 51, hipsInseam: 19 }),
    ).toEqual({
      bustChest: 'Bust/chest must be a whole number from 20 to 60',
      waist: 'Waist must be a whole number from 20 to 50',
      hipsInseam: 'Hips/inseam must be a whole number from 20 to 60',
    })
  })

  it('leaves cup size optional but from the list', () => {
    expect(PhysicalStepSchema.safeParse(physical).success).toBe(true)
    expect(PhysicalStepSchema.safeParse({ ...physical, cupSize: 'DD' }).success).toBe(true)
    expect(messages(PhysicalStepSchema, { ...physical, cupSize: 'Z' })).toEqual({
      cupSize: 'Choose a listed cup size',
    })
  })
})

describe('profile builder steps 3 and 4', () => {
  it('names missing professional fields and refuses a negative income', () => {
    expect(messages(ProfessionalStepSchema, { income: -1 })).toEqual({
      occupation: 'Occupation is required',
      income: 'Income cannot be negative',
      educationLevel: 'Education level is required',
      englishFluency: 'English fluency is required',
    })
  })

  it('names missing faith fields; the spiritual father is optional', () => {
    expect(messages(FaithStepSchema, {})).toEqual({
      denomination: 'Denomination is required',
      churchAttendanceFrequency: 'Church attendance frequency is required',
      jurisdiction: 'Jurisdiction is required',
      mbtiType: 'MBTI type is required',
      loveLanguage: 'Love language is required',
    })
    expect(FaithStepSchema.parse(faith).spiritualFatherName).toBeNull()
  })
})

describe('ProfileSchema (POST /api/profile)', () => {
  it('accepts the whole builder and drops the client placeholders', () => {
    const parsed = ProfileSchema.parse({
      ...basic,
      ...physical,
      ...professional,
      ...faith,
      deaconLetterUrl: '/api/uploads/letter-1.pdf',
      username: 'annapappas',
      password: 'placeholder',
      profileCompletionStep: 5,
    })
    expect(parsed.firstName).toBe('Anna')
    expect(parsed.deaconLetterUrl).toBe('/api/uploads/letter-1.pdf')
    expect(parsed).not.toHaveProperty('password')
    expect(parsed).not.toHaveProperty('username')
  })

  it('reports the first step error too', () => {
    expect(
      messages(ProfileSchema, { ...physical, ...professional, ...faith, ...basic, firstName: '' }),
    ).toEqual({
      firstName: 'First name is required',
    })
  })
})

describe('deacon letter file', () => {
  it('takes a PDF or an image up to 5 MB', () => {
    expect(
      DeaconLetterFileSchema.safeParse({ type: 'application/pdf', size: DEACON_LETTER_MAX_BYTES })
        .success,
    ).toBe(true)
    expect(DeaconLetterFileSchema.safeParse({ type: 'image/jpeg', size: 1000 }).success).toBe(true)
  })

  it('refuses other types and larger files with the spec texts', () => {
    expect(messages(DeaconLetterFileSchema, { type: 'text/plain', size: 10 })).toEqual({
      type: 'Please upload a PDF or image file.',
    })
    expect(messages(DeaconLetterFileSchema, { type: 'image/svg+xml', size: 10 })).toEqual({
      type: 'Please upload a PDF or image file.',
    })
    expect(
      messages(DeaconLetterFileSchema, { type: 'image/png', size: 5 * 1024 * 1024 + 1 }),
    ).toEqual({
      size: 'Please upload a file smaller than 5MB.',
    })
  })
})

describe('measurements', () => {
  it('are whole inches, as the database stores them', () => {
    expect(messages(PhysicalStepSchema, { ...physical, waist: 27.5 })).toEqual({
      waist: 'Waist must be a whole number from 20 to 50',
    })
  })
})
