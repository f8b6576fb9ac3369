import type { Denomination, Gender } from '#shared/domain/vocabularies.ts'
import { DEFAULT_DISCOVER_FILTERS, FILTER_SLIDERS } from '#shared/domain/filter-sheet.ts'
import type { DiscoverFilters } from '#shared/schemas/filters.ts'

/**
 * What the Discover screen filters by: the denomination chip plus the Advanced Filters sheet
 * (spec core-experience §2, §9). The sheet shows what is applied (decision 048): it starts from
 * the member's own lookingFor and age range, which the server applies when nothing is sent, and
 * from "Any" for the rest. Only what differs from those starting values is sent to
 * GET /api/users (so they never ask a free member for a Premium filter), and the badge counts
 * exactly those.
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
  /** The vitals (issue #33 part 3): advanced filters, 'all' by default. */
  maritalStatus: Choice<'maritalStatus'>
  wantsChildren: Choice<'wantsChildren'>
  smoking: Choice<'smoking'>
  drinking: Choice<'drinking'>
  minAge: number
  maxAge: number
  minWeight: number
  maxWeight: number
  minIncome: number
  maxIncome: number
  minCompatibility: number
  verifiedOnly: boolean
  /** Only members with the "Photo verified" badge (docs/safety.md); every tier. */
  photoVerifiedOnly: boolean
}

export interface DiscoverSelection {
  /** The chip: a denomination, or 'all'. */
  denomination: Denomination | 'all'
  sheet: Partial<SheetFilters>
}

/** What the sheet starts from of the member: whom they look for, and their discovery age range. */
export interface SheetStart {
  lookingFor?: Gender
  minAge?: number
  maxAge?: number
}

/**
 * The sheet's starting values, the ones applied when it is untouched: the member's lookingFor
 * and age range (the spec's female and 18–50 when unknown), and "Any" for weight, income and
 * compatibility (their sliders' ends).
 */
export function defaultSheet(member: SheetStart): SheetFilters {
  const d = DEFAULT_DISCOVER_FILTERS
  return {
    gender: member.lookingFor ?? d.gender,
    minAge: member.minAge ?? d.minAge,
    maxAge: member.maxAge ?? d.maxAge,
    minWeight: d.minWeight,
    maxWeight: d.maxWeight,
    minIncome: d.minIncome,
    maxIncome: d.maxIncome,
    minCompatibility: d.minCompatibility,
    verifiedOnly: d.verifiedOnly,
    photoVerifiedOnly: d.photoVerifiedOnly,
    country: 'all',
    churchAttendance: 'all',
    educationLevel: 'all',
    englishFluency: 'all',
    race: 'all',
    maritalStatus: 'all',
    wantsChildren: 'all',
    smoking: 'all',
    drinking: 'all',
  }
}

const CHOICES = [
  'country',
  'churchAttendance',
  'educationLevel',
  'englishFluency',
  'race',
  'maritalStatus',
  'wantsChildren',
  'smoking',
  'drinking',
] as const satisfies (keyof SheetFilters)[]

/**
 * The ranges of the sheet. The age range starts from the member's own and is sent whole once
 * either end moved (the server's discovery range gives way to it). Weight and income start at
 * their sliders' ends ("Any"): an end at its slider's end is no limit, and is not sent.
 */
const RANGES = [
  { low: 'minAge', high: 'maxAge', slider: null },
  { low: 'minWeight', high: 'maxWeight', slider: FILTER_SLIDERS.weight },
  { low: 'minIncome', high: 'maxIncome', slider: FILTER_SLIDERS.income },
] as const

const moved = (sheet: SheetFilters, defaults: SheetFilters, range: (typeof RANGES)[number]) =>
  sheet[range.low] !== defaults[range.low] || sheet[range.high] !== defaults[range.high]

/**
 * The query parameters to send, in a stable order (also the deck's cache key): the chip when
 * not 'all', the gender, and each sheet value that differs from its starting value.
 */
export function discoverQuery(
  selection: DiscoverSelection,
  defaults: SheetFilters,
): URLSearchParams {
  const sheet = { ...defaults, ...selection.sheet }
  const params = new URLSearchParams()
  if (selection.denomination !== 'all') params.set('denomination', selection.denomination)
  params.set('gender', sheet.gender)
  for (const key of CHOICES) {
    const value = sheet[key]
    if (value !== 'all') params.set(key, value)
  }
  for (const range of RANGES) {
    if (!moved(sheet, defaults, range)) continue
    const { low, high, slider } = range
    if (!slider || sheet[low] > slider.min) params.set(low, String(sheet[low]))
    if (!slider || sheet[high] < slider.max) params.set(high, String(sheet[high]))
  }
  if (sheet.minCompatibility !== defaults.minCompatibility)
    params.set('minCompatibility', String(sheet.minCompatibility))
  if (sheet.verifiedOnly) params.set('verifiedOnly', 'true')
  if (sheet.photoVerifiedOnly) params.set('photoVerifiedOnly', 'true')
  params.sort()
  return params
}

/**
 * The Advanced Filters badge: each choice set, each range moved (once), a minimum compatibility,
 * the clergy endorsement and photo verification switches, and a gender other than the starting
 * one.
 */
export function sheetBadgeCount(sheet: Partial<SheetFilters>, defaults: SheetFilters): number {
  const merged = { ...defaults, ...sheet }
  return [
    ...CHOICES.map((key) => merged[key] !== 'all'),
    ...RANGES.map((range) => moved(merged, defaults, range)),
    merged.minCompatibility !== defaults.minCompatibility,
    merged.verifiedOnly,
    merged.photoVerifiedOnly,
    merged.gender !== defaults.gender,
  ].filter(Boolean).length
}
