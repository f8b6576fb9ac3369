import { describe, expect, it } from 'vitest'
import { FILTER_REFUSED_CODES, filterAccessRefusal, gatedFilterActionOf } from './filter-access.ts'

describe('filterAccessRefusal', () => {
  it('lets every tier use the basic filters and the default age range', () => {
    for (const tier of ['free', 'premium', 'verified'] as const) {
      expect(filterAccessRefusal({ minAge: 18, maxAge: 50, verifiedOnly: false }, tier)).toBeNull()
    }
  })

  it('asks a free member for Premium for age, country and education', () => {
    expect(filterAccessRefusal({ minAge: 19 }, 'free')).toBe('advanced_filters')
    expect(filterAccessRefusal({ maxAge: 49 }, 'free')).toBe('advanced_filters')
    expect(filterAccessRefusal({ country: 'Greece' }, 'free')).toBe('advanced_filters')
    expect(filterAccessRefusal({ educationLevel: 'High School' }, 'free')).toBe('advanced_filters')
    for (const vital of ['maritalStatus', 'wantsChildren', 'smoking', 'drinking'])
      expect(filterAccessRefusal({ [vital]: 'never' }, 'free'), vital).toBe('advanced_filters')
    expect(
      filterAccessRefusal({ maritalStatus: 'widowed', smoking: 'never' }, 'premium'),
    ).toBeNull()
    expect(filterAccessRefusal({ country: 'Greece', minAge: 30 }, 'premium')).toBeNull()
  })

  it('asks everyone but Verified for Verified for church attendance and clergy endorsement', () => {
    expect(filterAccessRefusal({ churchAttendance: 'Weekly' }, 'free')).toBe('orthodox_filters')
    expect(filterAccessRefusal({ verifiedOnly: true }, 'premium')).toBe('orthodox_filters')
    expect(filterAccessRefusal({ verifiedOnly: true, country: 'Greece' }, 'verified')).toBeNull()
  })

  it('maps each refusal code back to its upgrade prompt action', () => {
    expect(gatedFilterActionOf(FILTER_REFUSED_CODES.advanced_filters)).toBe('advanced_filters')
    expect(gatedFilterActionOf(FILTER_REFUSED_CODES.orthodox_filters)).toBe('orthodox_filters')
    expect(gatedFilterActionOf('limit_reached')).toBeUndefined()
    expect(gatedFilterActionOf(undefined)).toBeUndefined()
  })
})
