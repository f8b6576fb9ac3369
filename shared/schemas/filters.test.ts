import { describe, expect, it } from 'vitest'
import { DEFAULT_DISCOVER_FILTERS, FILTER_SLIDERS } from '../domain/filter-sheet.ts'
import { DiscoverFiltersQuerySchema } from './filters.ts'
import { fieldErrors } from './issues.ts'

describe('DiscoverFiltersQuerySchema', () => {
  it("treats absent, empty and 'all' as not set", () => {
    expect(DiscoverFiltersQuerySchema.parse({})).toEqual({})
    const parsed = DiscoverFiltersQuerySchema.parse({
      denomination: 'all',
      country: '',
      gender: 'all',
      verifiedOnly: 'all',
    })
    expect(parsed.denomination).toBeUndefined()
    expect(parsed.country).toBeUndefined()
    expect(parsed.verifiedOnly).toBeUndefined()
  })

  it('reads URL strings into numbers, choices and booleans', () => {
    expect(
      DiscoverFiltersQuerySchema.parse({
        denomination: 'Greek Orthodox',
        country: 'Greece',
        gender: 'female',
        minAge: '25',
        maxAge: '40',
        minWeight: '100',
        maxWeight: '180',
        minIncome: '0',
        maxIncome: '150000',
        churchAttendance: 'Weekly',
        educationLevel: 'Doctorate',
        englishFluency: 'Native',
        race: 'Greek',
        minCompatibility: '70',
        verifiedOnly: 'true',
        currentUserId: '6',
      }),
    ).toMatchObject({
      minAge: 25,
      maxAge: 40,
      maxIncome: 150000,
      minCompatibility: 70,
      verifiedOnly: true,
      denomination: 'Greek Orthodox',
    })
    expect(DiscoverFiltersQuerySchema.parse({ verifiedOnly: 'false' }).verifiedOnly).toBe(false)
  })

  it('names a bad value', () => {
    expect(
      fieldErrors(DiscoverFiltersQuerySchema, {
        minAge: 'ten',
        denomination: 'Catholic',
        minCompatibility: '101',
      }),
    ).toEqual({
      minAge: 'minAge must be a whole number from 18 to 80',
      denomination: 'Unknown denomination',
      minCompatibility: 'minCompatibility must be a whole number from 0 to 100',
    })
  })

  it('refuses a minimum above its maximum', () => {
    expect(fieldErrors(DiscoverFiltersQuerySchema, { minAge: '40', maxAge: '30' })).toEqual({
      minAge: 'minAge must not exceed maxAge',
    })
  })

  it('accepts the default filters as the sheet sends them', () => {
    const asUrl = Object.fromEntries(
      Object.entries(DEFAULT_DISCOVER_FILTERS).map(([k, v]) => [k, String(v)]),
    )
    expect(DiscoverFiltersQuerySchema.parse(asUrl)).toEqual(DEFAULT_DISCOVER_FILTERS)
  })

  it('offers the spec’s eight ethnicities to filter by, not the builder’s Other', () => {
    expect(DiscoverFiltersQuerySchema.parse({ race: 'Mixed' }).race).toBe('Mixed')
    expect(fieldErrors(DiscoverFiltersQuerySchema, { race: 'Other' })).toEqual({
      race: 'Unknown race',
    })
  })

  it('starts weight, income and compatibility at their sliders’ ends (nothing applied), the ranges of the spec', () => {
    expect(FILTER_SLIDERS.age).toEqual({ min: 18, max: 60, step: 1 })
    expect(FILTER_SLIDERS.weight).toEqual({ min: 90, max: 250, step: 5 })
    expect(FILTER_SLIDERS.compatibility).toEqual({ min: 50, max: 100, step: 5 })
    expect(DEFAULT_DISCOVER_FILTERS).toMatchObject({
      gender: 'female',
      minAge: 18,
      maxAge: 50,
      minWeight: 90,
      maxWeight: 250,
      minIncome: 0,
      maxIncome: 200000,
      minCompatibility: 50,
      verifiedOnly: false,
    })
  })
})
