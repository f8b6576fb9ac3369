import type { Denomination, Gender } from '#shared/domain/vocabularies.ts'
import {
  activeFilterCount,
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverFilters,
} from '#shared/schemas/filters.ts'

/**
 * What the Discover screen filters by: the denomination chip plus the Advanced Filters sheet
 * (spec core-experience §2, §9). Only what differs from the sheet's defaults is sent to
 * GET /api/users (so the defaults never ask a free member for a Premium filter), and the
 * badge counts exactly those.
 */
type Choice<K extends keyof DiscoverFilters> = NonNullable<DiscoverFilters[K]> | 'all'

export interface SheetFilters {
  /** Absent on the server means the member's own lookingFor, so there is no 'all'. */
  gender: Gender
  country: Choice<'country'>
  churchAttendance: Choice<'churchAttendance'>
  educationLevel: Choice<'educationLevel'>
  englishFluency: Choice<'englishFluency'>
  race: Choice<'race'>
  minAge: number
  maxAge: number
  minWeight: number
  maxWeight: number
  minIncome: number
  maxIncome: number
  minCompatibility: number
  hasClergyEndorsement: boolean
}

export interface DiscoverSelection {
  /** The chip: a denomination, or 'all'. */
  denomination: Denomination | 'all'
  sheet: Partial<SheetFilters>
}

/**
 * The sheet's starting values. The spec's gender default (female) is replaced by whom the member
 * is looking for, so a member looking for men is not shown women first.
 */
export function defaultSheet(lookingFor: Gender | undefined): SheetFilters {
  const d = DEFAULT_DISCOVER_FILTERS
  return {
    gender: lookingFor ?? d.gender,
    minAge: d.minAge,
    maxAge: d.maxAge,
    minWeight: d.minWeight,
    maxWeight: d.maxWeight,
    minIncome: d.minIncome,
    maxIncome: d.maxIncome,
    minCompatibility: d.minCompatibility,
    hasClergyEndorsement: d.hasClergyEndorsement,
    country: 'all',
    churchAttendance: 'all',
    educationLevel: 'all',
    englishFluency: 'all',
    race: 'all',
  }
}

const RANGES = [
  ['minAge', 'maxAge'],
  ['minWeight', 'maxWeight'],
  ['minIncome', 'maxIncome'],
] as const

/**
 * The query parameters to send, in a stable order (also the deck's cache key): the chip when
 * not 'all', the gender, and each sheet value that differs
 * from its default (a range is sent whole once either end moved).
 */
export function discoverQuery(
  selection: DiscoverSelection,
  defaults: SheetFilters,
): URLSearchParams {
  const sheet = { ...defaults, ...selection.sheet }
  const params = new URLSearchParams()
  if (selection.denomination !== 'all') params.set('denomination', selection.denomination)
  params.set('gender', sheet.gender)
  for (const key of [
    'country',
    'churchAttendance',
    'educationLevel',
    'englishFluency',
    'race',
  ] as const) {
    const value = sheet[key]
    if (value !== 'all') params.set(key, value)
  }
  for (const [low, high] of RANGES) {
    if (sheet[low] !== defaults[low] || sheet[high] !== defaults[high]) {
      params.set(low, String(sheet[low]))
      params.set(high, String(sheet[high]))
    }
  }
  if (sheet.minCompatibility !== defaults.minCompatibility)
    params.set('minCompatibility', String(sheet.minCompatibility))
  if (sheet.hasClergyEndorsement) params.set('hasClergyEndorsement', 'true')
  params.sort()
  return params
}

/**
 * The Advanced Filters badge: the sheet's active filters (activeFilterCount of the contract),
 * with the gender counted when it differs from the sheet's starting gender.
 */
export function sheetBadgeCount(sheet: Partial<SheetFilters>, defaults: SheetFilters): number {
  const params = discoverQuery({ denomination: 'all', sheet }, defaults)
  const values = Object.fromEntries(params) as Record<string, string>
  const numeric = (key: string) => (values[key] === undefined ? undefined : Number(values[key]))
  const merged = { ...defaults, ...sheet }
  return (
    activeFilterCount({
      country: values.country as DiscoverFilters['country'],
      churchAttendance: values.churchAttendance as DiscoverFilters['churchAttendance'],
      educationLevel: values.educationLevel as DiscoverFilters['educationLevel'],
      englishFluency: values.englishFluency as DiscoverFilters['englishFluency'],
      race: values.race as DiscoverFilters['race'],
      minAge: numeric('minAge'),
      maxAge: numeric('maxAge'),
      minWeight: numeric('minWeight'),
      maxWeight: numeric('maxWeight'),
      minIncome: numeric('minIncome'),
      maxIncome: numeric('maxIncome'),
      minCompatibility: numeric('minCompatibility'),
      hasClergyEndorsement: values.hasClergyEndorsement === 'true' ? true : undefined,
    }) + (merged.gender !== defaults.gender ? 1 : 0)
  )
}
