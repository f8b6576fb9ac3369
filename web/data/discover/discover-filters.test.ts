import { describe, expect, it } from 'vitest'
import { DiscoverFiltersQuerySchema } from '#shared/schemas/filters.ts'
import { defaultSheet, discoverQuery, sheetBadgeCount } from './discover-filters.ts'

const defaults = defaultSheet({ lookingFor: 'male', minAge: 18, maxAge: 50 })

describe('discover filters', () => {
  it('starts from what is applied: whom and which ages the member looks for, and Any for the rest', () => {
    expect(defaultSheet({ lookingFor: 'male', minAge: 27, maxAge: 41 })).toMatchObject({
      gender: 'male',
      minAge: 27,
      maxAge: 41,
      minWeight: 90,
      maxWeight: 250,
      minIncome: 0,
      maxIncome: 200_000,
      minCompatibility: 50,
      verifiedOnly: false,
      photoVerifiedOnly: false,
    })
    expect(defaultSheet({})).toMatchObject({ gender: 'female', minAge: 18, maxAge: 50 })
  })

  it('sends the member’s own age range moved whole, counted once, and nothing when it is theirs', () => {
    const own = defaultSheet({ lookingFor: 'male', minAge: 27, maxAge: 41 })
    expect(discoverQuery({ denomination: 'all', sheet: {} }, own).toString()).toBe('gender=male')
    const wider = { minAge: 18, maxAge: 50 }
    expect(Object.fromEntries(discoverQuery({ denomination: 'all', sheet: wider }, own))).toEqual({
      gender: 'male',
      minAge: '18',
      maxAge: '50',
    })
    expect(sheetBadgeCount(wider, own)).toBe(1)
  })

  it('sends only the ends of weight and income that are limits: a slider’s end is none', () => {
    const sheet = { minWeight: 120, maxIncome: 150_000 }
    expect(Object.fromEntries(discoverQuery({ denomination: 'all', sheet }, defaults))).toEqual({
      gender: 'male',
      minWeight: '120',
      maxIncome: '150000',
    })
    expect(sheetBadgeCount(sheet, defaults)).toBe(2)
    const whole = { minWeight: 90, maxWeight: 250 }
    expect(discoverQuery({ denomination: 'all', sheet: whole }, defaults).toString()).toBe(
      'gender=male',
    )
    expect(sheetBadgeCount(whole, defaults)).toBe(0)
  })

  it('sends only the gender while the sheet is at its defaults, and no badge', () => {
    const query = discoverQuery({ denomination: 'all', sheet: {} }, defaults)
    expect(query.toString()).toBe('gender=male')
    expect(sheetBadgeCount({}, defaults)).toBe(0)
  })

  it('sends the chip without counting it in the badge', () => {
    const query = discoverQuery({ denomination: 'Greek Orthodox', sheet: {} }, defaults)
    expect(query.get('denomination')).toBe('Greek Orthodox')
    expect(sheetBadgeCount({}, defaults)).toBe(0)
  })

  it('sends a moved range whole, and counts each moved filter once', () => {
    const sheet = {
      maxAge: 40,
      country: 'Greece' as const,
      verifiedOnly: true,
      photoVerifiedOnly: true,
    }
    const query = discoverQuery({ denomination: 'all', sheet }, defaults)
    expect(Object.fromEntries(query)).toEqual({
      country: 'Greece',
      gender: 'male',
      verifiedOnly: 'true',
      photoVerifiedOnly: 'true',
      maxAge: '40',
      minAge: '18',
    })
    expect(sheetBadgeCount(sheet, defaults)).toBe(4)
    // What is sent is a valid query of the contract.
    expect(DiscoverFiltersQuerySchema.safeParse(Object.fromEntries(query)).success).toBe(true)
  })

  it('counts a gender other than the starting one', () => {
    expect(sheetBadgeCount({ gender: 'female' }, defaults)).toBe(1)
    expect(
      discoverQuery({ denomination: 'all', sheet: { gender: 'female' } }, defaults).get('gender'),
    ).toBe('female')
    expect(sheetBadgeCount({ minCompatibility: 85, minWeight: 100, race: 'Greek' }, defaults)).toBe(
      3,
    )
  })

  it('is the same key whatever order the filters were set in', () => {
    const a = discoverQuery(
      { denomination: 'all', sheet: { race: 'Greek', minIncome: 5000 } },
      defaults,
    )
    const b = discoverQuery(
      { denomination: 'all', sheet: { minIncome: 5000, race: 'Greek' } },
      defaults,
    )
    expect(a.toString()).toBe(b.toString())
  })
})
