import type { Faker } from '@faker-js/faker'
import type {
  ChurchAttendance,
  Country,
  Denomination,
  JURISDICTIONS,
  MembershipTier,
  RACES,
  EDUCATION_LEVELS,
} from '#shared/domain/vocabularies.ts'
import type { NAME_BOOKS } from './names.ts'

export type Race = (typeof RACES)[number]

/** Values with relative weights. */
export type Weighted<T> = readonly (readonly [T, number])[]

export function weighted<T>(faker: Faker, options: Weighted<T>): T {
  return faker.helpers.weightedArrayElement(options.map(([value, weight]) => ({ value, weight })))
}

/** The age bands the demo data covers: 18-24, 25-34, 35-44, 45-54, 55+. */
export const AGE_BANDS = [
  [18, 24],
  [25, 34],
  [35, 44],
  [45, 54],
  [55, 78],
] as const

export const AGE_BAND_WEIGHTS: Weighted<number> = [
  [0, 15],
  [1, 40],
  [2, 25],
  [3, 12],
  [4, 8],
]

export const COUNTRY_WEIGHTS: Weighted<Country> = [
  ['United States', 40],
  ['Greece', 10],
  ['Russia', 10],
  ['Serbia', 10],
  ['Romania', 10],
  ['Bulgaria', 10],
  ['Ukraine', 10],
]

/** Where a denomination's members mostly live. */
export const HOME_COUNTRY = {
  'Greek Orthodox': 'Greece',
  'Russian Orthodox': 'Russia',
  'Serbian Orthodox': 'Serbia',
  'Romanian Orthodox': 'Romania',
  'Bulgarian Orthodox': 'Bulgaria',
  'Antiochian Orthodox': 'United States',
  OCA: 'United States',
  ROCOR: 'United States',
} as const satisfies Record<Denomination, Country>

/** The national Church of each country outside the United States and Ukraine. */
export const NATIVE_DENOMINATION = {
  Greece: 'Greek Orthodox',
  Russia: 'Russian Orthodox',
  Serbia: 'Serbian Orthodox',
  Romania: 'Romanian Orthodox',
  Bulgaria: 'Bulgarian Orthodox',
} as const satisfies Record<Exclude<Country, 'United States' | 'Ukraine'>, Denomination>

export const UKRAINE_DENOMINATIONS: Weighted<Denomination> = [
  ['OCA', 35],
  ['Russian Orthodox', 30],
  ['Greek Orthodox', 20],
  ['ROCOR', 15],
]

/** Members in the United States of no particular heritage: every jurisdiction of the spec. */
export const US_DENOMINATIONS: Weighted<Denomination> = [
  ['Greek Orthodox', 22],
  ['Antiochian Orthodox', 20],
  ['OCA', 22],
  ['ROCOR', 10],
  ['Russian Orthodox', 5],
  ['Serbian Orthodox', 7],
  ['Romanian Orthodox', 7],
  ['Bulgarian Orthodox', 7],
]

/** The Church a heritage usually belongs to in the United States. */
export const HERITAGE_DENOMINATION = {
  Greek: 'Greek Orthodox',
  Russian: 'ROCOR',
  Serbian: 'Serbian Orthodox',
  Romanian: 'Romanian Orthodox',
  Bulgarian: 'Bulgarian Orthodox',
  Ukrainian: 'OCA',
} as const satisfies Partial<Record<Race, Denomination>>

export const JURISDICTION_OF = {
  'Greek Orthodox': 'GOARCH',
  'Russian Orthodox': 'ROCOR',
  'Serbian Orthodox': 'Serbian',
  'Romanian Orthodox': 'Romanian',
  'Bulgarian Orthodox': 'Bulgarian',
  'Antiochian Orthodox': 'Antiochian',
  OCA: 'OCA',
  ROCOR: 'ROCOR',
} as const satisfies Record<Denomination, (typeof JURISDICTIONS)[number]>

/** The ethnicity most members of a country give. */
export const NATIVE_RACE = {
  Greece: 'Greek',
  Russia: 'Russian',
  Serbia: 'Serbian',
  Romania: 'Romanian',
  Bulgaria: 'Bulgarian',
  Ukraine: 'Ukrainian',
} as const satisfies Record<Exclude<Country, 'United States'>, Race>

export const US_RACES: Weighted<Race> = [
  ['Caucasian', 30],
  ['Greek', 15],
  ['Russian', 8],
  ['Serbian', 8],
  ['Romanian', 8],
  ['Bulgarian', 5],
  ['Ukrainian', 7],
  ['Mixed', 13],
  ['Other', 6],
]

/** Whose names a member of that heritage carries (the rest take faker's English names). */
export const NAME_BOOK_OF_RACE = {
  Greek: 'Greece',
  Russian: 'Russia',
  Serbian: 'Serbia',
  Romanian: 'Romania',
  Bulgarian: 'Bulgaria',
  Ukrainian: 'Ukraine',
} as const satisfies Partial<Record<Race, keyof typeof NAME_BOOKS>>

export const ATTENDANCE_WEIGHTS: Weighted<ChurchAttendance> = [
  ['Multiple times per week', 12],
  ['Weekly', 35],
  ['Most Sundays', 25],
  ['Monthly', 12],
  ['Major Holidays', 8],
  ['Occasionally', 8],
]

export const TIER_WEIGHTS: Weighted<MembershipTier> = [
  ['free', 60],
  ['premium', 25],
  ['verified', 15],
]

export const EDUCATION_WEIGHTS: Weighted<(typeof EDUCATION_LEVELS)[number]> = [
  ['High School', 10],
  ['Some College', 12],
  ["Associate's Degree", 8],
  ["Bachelor's Degree", 35],
  ["Master's Degree", 22],
  ['Doctorate', 6],
  ['Professional Degree', 7],
]

/** Given names of the priests members name as their spiritual father. */
export const PRIEST_NAMES = [
  'John',
  'Nicholas',
  'George',
  'Peter',
  'Michael',
  'Seraphim',
  'Gregory',
  'Basil',
  'Athanasios',
  'Stephen',
  'Andrew',
  'Alexander',
  'Paul',
  'Luke',
  'Demetrios',
  'Sava',
  'Vasile',
  'Sergei',
]
