import { Faker, base, en } from '@faker-js/faker'
import {
  CHURCH_ATTENDANCE,
  CLERGY_VERIFICATION_STATUSES,
  CUP_SIZES,
  DENOMINATIONS,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  EYE_COLORS,
  GENDERS,
  JURISDICTIONS,
  LOVE_LANGUAGES,
  MBTI_TYPES,
  MEMBERSHIP_TIERS,
  PARISH_EVENT_TYPES,
  PREFERENCE_ETHNIC_BACKGROUNDS,
  PREFERENCE_JURISDICTIONS,
  type ChurchAttendance,
  type Country,
  type Denomination,
  type Gender,
  type MembershipTier,
  type ParishEventType,
} from '#shared/domain/vocabularies.ts'
import type { MatchPreferences } from '#shared/schemas/preferences.ts'
import { demoPhotoVerifications, type DemoPhotoVerification } from './demo/photo-verifications.ts'
import { demoPictures } from './demo/pictures.ts'
import { BIO_FAITH_LINES, BIO_HOPES, BIO_OPENINGS, OCCUPATIONS } from './demo/bios.ts'
import { DEMO_CITIES, DEMO_MEMBER_CITY } from './demo/cities.ts'
import { demoEventRsvps, type DemoEventRsvp } from './demo/event-rsvps.ts'
import { DEMO_CONVERSATIONS } from './demo/conversations.ts'
import {
  AGE_BANDS,
  AGE_BAND_WEIGHTS,
  ATTENDANCE_WEIGHTS,
  COUNTRY_WEIGHTS,
  EDUCATION_WEIGHTS,
  HERITAGE_DENOMINATION,
  HOME_COUNTRY,
  JURISDICTION_OF,
  NAME_BOOK_OF_RACE,
  NATIVE_DENOMINATION,
  NATIVE_RACE,
  PRIEST_NAMES,
  TIER_WEIGHTS,
  UKRAINE_DENOMINATIONS,
  US_DENOMINATIONS,
  US_RACES,
  weighted,
  type Race,
  type Weighted,
} from './demo/distributions.ts'
import { calendarDate, yearsBefore } from '#shared/domain/age.ts'
import { DISCOVERY_AGE, MAX_DISTANCE_ANYWHERE } from '#shared/domain/discovery.ts'
import { NAME_BOOKS, asciiName, surnameFor } from './demo/names.ts'
import {
  EVENT_TEMPLATES,
  PARISH_LISTINGS,
  SUNDAY_LITURGY,
  type EventTemplate,
} from './demo/parishes.ts'
import { generateParishes } from './demo/parish-generator.ts'
import { PARISH_COUNTRIES } from './demo/parish-places.ts'
import { demoClergyReferences, type DemoClergyReference } from './demo/clergy-references.ts'

export const DEMO_MEMBER_ID = 6
export const DEMO_EMAIL = 'demo@example.com'
export const DEMO_PASSWORD = 'demo-password'

/** Fixed seed: the same demo data on every run (for the same `now` and faker version). */
const DEMO_SEED = 20_261_122
const DEFAULT_MEMBERS = 320
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A member row: the users table's fields (profile-faith-parish §3) without the password. */
export interface DemoUser {
  id: number
  username: string
  email: string
  firstName: string
  lastName: string
  /** The age on the day the data is built; the row stores birthDate (the seed drops this). */
  age: number
  /** A date of birth of that age (demoBirthDate). */
  birthDate: string
  birthDateConfirmed: boolean
  denomination: Denomination
  location: string
  country: Country
  bio: string
  /**
   * Whether the seed gives the member a clergy reference a moderator verified: the users row is
   * inserted unverified and settleVerified grants the badge from that review (decision 050).
   */
  isVerified: boolean
  gender: Gender
  lookingFor: Gender
  minAge: number
  maxAge: number
  maxDistance: number
  race: Race
  weight: number
  height: string
  eyeColor: (typeof EYE_COLORS)[number]
  bustChest: number
  waist: number
  hipsInseam: number
  cupSize: (typeof CUP_SIZES)[number] | null
  occupation: string
  income: number
  educationLevel: (typeof EDUCATION_LEVELS)[number]
  englishFluency: (typeof ENGLISH_FLUENCY)[number]
  churchAttendanceFrequency: ChurchAttendance
  jurisdiction: (typeof JURISDICTIONS)[number]
  spiritualFatherName: string | null
  deaconLetterUrl: string | null
  profileCompletionStep: number
  mbtiType: (typeof MBTI_TYPES)[number]
  loveLanguage: (typeof LOVE_LANGUAGES)[number]
  membershipTier: MembershipTier
  stripeCustomerId: string | null
  stripeSubscriptionId: string | null
  subscriptionStatus: string | null
  subscriptionEndDate: Date | null
  clergyVerificationStatus: (typeof CLERGY_VERIFICATION_STATUSES)[number]
  clergyVerificationDocumentUrl: string | null
  matchPreferences: MatchPreferences
  showMe: boolean
  showDistance: boolean
  /** The "show on my profile" choices (decision 051). */
  showWeight: boolean
  showRace: boolean
  showIncome: boolean
  showMeasurements: boolean
  /** The city's coordinates, rounded to 2 decimals (about a kilometre): never a home. */
  latitude: number
  longitude: number
  createdAt: Date
  /** When they last used the app (the deck ranks the recently active first). */
  lastActiveAt: Date
  /**
   * Consent to store religious data (docs/privacy.md): every demo member has faith data
   * (denomination, jurisdiction, attendance), so each consented when they joined.
   */
  religiousDataConsentAt: Date
  /** Each demo member confirmed their address when they joined (docs/accounts.md). */
  emailVerifiedAt: Date
}

export interface DemoParish {
  id: number
  name: string
  jurisdiction: string
  address: string
  latitude: number
  longitude: number
  priestName: string | null
  priestEmail: string | null
  deaconName: string | null
  deaconEmail: string | null
  website: string | null
  phone: string | null
  serviceTimes: string
}

export interface DemoParishEvent {
  id: number
  parishId: number
  title: string
  description: string | null
  eventDate: Date
  eventType: ParishEventType
  isRecurring: boolean
  recurringPattern: string | null
  /** For Verified members only (the plan's exclusive events access). */
  verifiedOnly: boolean
}

export interface DemoData {
  users: DemoUser[]
  /** 1–4 drawn pictures per member, the files drawn on first read (demo/pictures.ts). */
  photos: ReturnType<typeof demoPictures>
  parishes: DemoParish[]
  parishEvents: DemoParishEvent[]
  /** A few answers to the events near the demo member (demo/event-rsvps.ts). */
  eventRsvps: DemoEventRsvp[]
  likes: { fromUserId: number; toUserId: number; createdAt: Date }[]
  /** One row per matched pair, userId1 < userId2; both members liked each other. */
  matches: { userId1: number; userId2: number; createdAt: Date }[]
  messages: { fromUserId: number; toUserId: number; content: string; createdAt: Date }[]
  /** The references sent (verified by the demo moderator, or awaiting review). */
  clergyReferences: DemoClergyReference[]
  /** The members a moderator photo-verified (demo/photo-verifications.ts). */
  photoVerifications: DemoPhotoVerification[]
}

/**
 * A date of birth of `age` on `now`: the birthday between one day and a year ago, spread by id
 * (no draw of faker, so every other demo value stays as it was).
 */
export function demoBirthDate(now: Date, age: number, id: number): string {
  const birthday = new Date(`${yearsBefore(now, age)}T00:00:00Z`)
  birthday.setUTCDate(birthday.getUTCDate() - (((id * 37) % 364) + 1))
  return calendarDate(birthday)
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

function feetAndInches(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** The pieces of a member that the spread must cover, chosen before the rest. */
interface Basics {
  gender: Gender
  age: number
  country: Country
  race: Race
  denomination: Denomination
  tier: MembershipTier
  attendance: ChurchAttendance
}

/**
 * The first members walk through every denomination (in its home country), then Ukraine,
 * every gender, age band, tier and attendance value, so any demo set of a dozen or more
 * members covers the spec's vocabularies; after that the choice is weighted.
 */
function basicsFor(faker: Faker, index: number): Basics {
  const cycle = <T>(values: readonly T[], weights: Weighted<T>): T =>
    index < values.length * 2 ? (values[index % values.length] as T) : weighted(faker, weights)

  const gender = cycle(GENDERS, [
    ['female', 50],
    ['male', 50],
  ] as const)
  const band = AGE_BANDS[cycle([0, 1, 2, 3, 4], AGE_BAND_WEIGHTS)] ?? AGE_BANDS[1]
  const age = faker.number.int({ min: band[0], max: band[1] })
  const tier = cycle(MEMBERSHIP_TIERS, TIER_WEIGHTS)
  const attendance = cycle(CHURCH_ATTENDANCE, ATTENDANCE_WEIGHTS)

  const forced = DENOMINATIONS[index]
  const country: Country = forced
    ? HOME_COUNTRY[forced]
    : index === DENOMINATIONS.length
      ? 'Ukraine'
      : weighted(faker, COUNTRY_WEIGHTS)
  const race = raceFor(faker, country)
  const denomination = forced ?? denominationFor(faker, country, race)
  return { gender, age, country, race, denomination, tier, attendance }
}

function raceFor(faker: Faker, country: Country): Race {
  if (country === 'United States') return weighted(faker, US_RACES)
  return weighted(faker, [
    [NATIVE_RACE[country], 92],
    ['Mixed', 8],
  ])
}

/** Mostly the Church of the country, or in the United States of the member's heritage. */
function denominationFor(faker: Faker, country: Country, race: Race): Denomination {
  if (country === 'Ukraine') return weighted(faker, UKRAINE_DENOMINATIONS)
  if (country !== 'United States') return NATIVE_DENOMINATION[country]
  const heritage =
    race in HERITAGE_DENOMINATION
      ? HERITAGE_DENOMINATION[race as keyof typeof HERITAGE_DENOMINATION]
      : null
  return heritage && faker.datatype.boolean({ probability: 0.75 })
    ? heritage
    : weighted(faker, US_DENOMINATIONS)
}

function nameFor(faker: Faker, country: Country, race: Race, gender: Gender) {
  const bookKey =
    country !== 'United States'
      ? country
      : race in NAME_BOOK_OF_RACE
        ? NAME_BOOK_OF_RACE[race as keyof typeof NAME_BOOK_OF_RACE]
        : null
  if (!bookKey) {
    return { firstName: faker.person.firstName(gender), lastName: faker.person.lastName() }
  }
  const book = NAME_BOOKS[bookKey]
  return {
    firstName: faker.helpers.arrayElement<string>(book[gender]),
    lastName: surnameFor(faker.helpers.arrayElement(book.surnames), gender),
    masculineLastName: surnameFor(faker.helpers.arrayElement(book.surnames), 'male'),
  }
}

function bioFor(faker: Faker, city: string): string {
  const opening = faker.helpers.arrayElement(BIO_OPENINGS).replace('{city}', city)
  const faith = faker.helpers.arrayElement(BIO_FAITH_LINES)
  const hope = faker.helpers.arrayElement(BIO_HOPES)
  const sentences = weighted(faker, [
    [[faith], 15],
    [[opening, faith], 25],
    [[faith, hope], 25],
    [[opening, faith, hope], 35],
  ])
  return sentences.join(' ')
}

function preferencesFor(faker: Faker, user: { minAge: number; maxAge: number; gender: Gender }) {
  const low = clamp(user.minAge, 18, 65)
  const high = clamp(user.maxAge, low, 65)
  const tallerPartner = user.gender === 'female'
  const importance = () =>
    faker.helpers.arrayElement(['not-important', 'open-to-discussion', 'important'] as const)
  const wantsChildren = weighted(faker, [
    ['yes', 60],
    ['maybe', 30],
    ['no', 10],
  ] as const)
  return {
    ageRange: [low, high],
    heightRange: tallerPartner
      ? [faker.number.int({ min: 64, max: 68 }), faker.number.int({ min: 72, max: 80 })]
      : [faker.number.int({ min: 58, max: 62 }), faker.number.int({ min: 68, max: 72 })],
    ethnicBackgrounds: faker.helpers.arrayElements(PREFERENCE_ETHNIC_BACKGROUNDS, {
      min: 0,
      max: 3,
    }),
    willingToRelocate: faker.helpers.arrayElement(['yes', 'no', 'maybe'] as const),
    acceptableJurisdictions: faker.helpers.arrayElements(PREFERENCE_JURISDICTIONS, {
      min: 1,
      max: 4,
    }),
    theologicalIssues: {
      contraception: importance(),
      divorceRemarriage: importance(),
      genderRoles: importance(),
      theotokosVeneration: importance(),
      confessionFrequency: importance(),
    },
    compatibleMbtiTypes: faker.helpers.arrayElements(MBTI_TYPES, { min: 0, max: 4 }),
    preferredLoveLanguages: faker.helpers.arrayElements(LOVE_LANGUAGES, { min: 1, max: 2 }),
    introvertExtrovertPreference: faker.helpers.arrayElement([
      'introvert',
      'extrovert',
      'doesnt-matter',
    ] as const),
    openToMentalHealthDiscussion: faker.helpers.arrayElement([
      'yes',
      'no',
      'prefer-not-to-say',
    ] as const),
    churchAttendance: faker.helpers.arrayElement([
      'weekly',
      'monthly',
      'occasionally',
      'doesnt-matter',
    ] as const),
    praysRegularly: faker.helpers.arrayElement(['yes', 'doesnt-matter'] as const),
    observesFasts: faker.helpers.arrayElement([
      'strictly',
      'sometimes',
      'rarely',
      'doesnt-matter',
    ] as const),
    openToPrayingTogether: faker.helpers.arrayElement(['yes', 'doesnt-matter'] as const),
    wantsChildren,
    numberOfChildren: wantsChildren === 'no' ? 0 : faker.number.int({ min: 1, max: 6 }),
    openToHomeschooling: faker.helpers.arrayElement(['yes', 'no', 'maybe'] as const),
    supportsTraditionalRoles: faker.helpers.arrayElement([
      'yes',
      'no',
      'open-to-discussion',
    ] as const),
  } satisfies MatchPreferences
}

function memberFor(faker: Faker, id: number, index: number, now: Date): DemoUser {
  const { gender, age, country, race, denomination, tier, attendance } = basicsFor(faker, index)
  const names = nameFor(faker, country, race, gender)
  const { firstName, lastName } = names
  const picked = faker.helpers.arrayElement<{ name: string; latitude: number; longitude: number }>(
    DEMO_CITIES[country],
  )
  // A third of the American members live in Chicago, where the demo member does: her first
  // cards are near (the deck ranks by distance, decision 036). Chosen by id, not by faker, so
  // every other demo value stays as it was.
  const city = country === 'United States' && id % 3 === 0 ? DEMO_MEMBER_CITY : picked
  const female = gender === 'female'
  const job = faker.helpers.arrayElement(OCCUPATIONS)
  const isPaid = tier !== 'free'
  // Drawn as it was when the endorsement was a badge of its own, so every later demo value stays
  // the same: it only decides who, among the unverified, never sent a reference.
  const formerEndorsement = faker.datatype.boolean({
    probability: tier === 'verified' ? 0.75 : 0.12,
  })
  const minAge = clamp(age - faker.number.int({ min: 2, max: 8 }), 18, 75)
  const maxAge = clamp(age + faker.number.int({ min: 3, max: 10 }), minAge + 1, DISCOVERY_AGE.max)
  const heightInches = female
    ? faker.number.int({ min: 60, max: 70 })
    : faker.number.int({ min: 65, max: 76 })
  const spiritualFather = faker.datatype.boolean({ probability: 0.55 })
    ? `Fr. ${faker.helpers.arrayElement(PRIEST_NAMES)} ${'masculineLastName' in names ? names.masculineLastName : faker.person.lastName()}`
    : null
  const createdAt = new Date(
    now.getTime() - faker.number.int({ min: 30, max: 720 }) * DAY - faker.number.int(DAY),
  )

  const user: Omit<DemoUser, 'matchPreferences'> = {
    id,
    username: `${asciiName(firstName)}${asciiName(lastName)}${id}`,
    email: `${asciiName(firstName)}.${asciiName(lastName)}.${id}@example.org`,
    firstName,
    lastName,
    age,
    birthDate: demoBirthDate(now, age, id),
    birthDateConfirmed: true,
    denomination,
    location: city.name,
    country,
    bio: bioFor(faker, city.name),
    isVerified: tier === 'verified' || faker.datatype.boolean({ probability: 0.15 }),
    gender,
    lookingFor: female ? 'male' : 'female',
    minAge,
    maxAge,
    maxDistance: faker.helpers.arrayElement([50, 100, 250, 500, MAX_DISTANCE_ANYWHERE]),
    race,
    weight: female
      ? faker.number.int({ min: 105, max: 170 })
      : faker.number.int({ min: 145, max: 230 }),
    height: feetAndInches(heightInches),
    eyeColor: weighted(faker, [
      ['Brown', 45],
      ['Blue', 20],
      ['Green', 10],
      ['Hazel', 15],
      ['Gray', 5],
      ['Amber', 5],
    ]),
    bustChest: female
      ? faker.number.int({ min: 32, max: 40 })
      : faker.number.int({ min: 36, max: 46 }),
    waist: female ? faker.number.int({ min: 24, max: 32 }) : faker.number.int({ min: 29, max: 40 }),
    hipsInseam: female
      ? faker.number.int({ min: 34, max: 42 })
      : faker.number.int({ min: 29, max: 34 }),
    cupSize: female ? faker.helpers.arrayElement(['A', 'B', 'C', 'D', 'DD'] as const) : null,
    occupation: job.title,
    income: Math.round(faker.number.int({ min: job.income[0], max: job.income[1] }) / 1000) * 1000,
    educationLevel: job.title.endsWith('Student')
      ? 'Some College'
      : weighted(faker, EDUCATION_WEIGHTS),
    englishFluency:
      country === 'United States'
        ? weighted(faker, [
            ['Native', 85],
            ['Fluent', 15],
          ])
        : weighted(faker, [
            ['Native', 5],
            ['Fluent', 35],
            ['Intermediate', 30],
            ['Basic', 20],
            ['Beginner', 10],
          ]),
    churchAttendanceFrequency: attendance,
    jurisdiction: faker.datatype.boolean({ probability: 0.05 })
      ? 'Other'
      : JURISDICTION_OF[denomination],
    spiritualFatherName: spiritualFather,
    deaconLetterUrl: null,
    profileCompletionStep: 5,
    mbtiType: faker.helpers.arrayElement(MBTI_TYPES),
    loveLanguage: faker.helpers.arrayElement(LOVE_LANGUAGES),
    membershipTier: tier,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionStatus: isPaid ? 'active' : null,
    subscriptionEndDate: isPaid
      ? new Date(now.getTime() + faker.number.int({ min: 3, max: 30 }) * DAY)
      : null,
    clergyVerificationStatus: formerEndorsement
      ? 'verified'
      : weighted(faker, [
          ['none', 85],
          ['pending', 15],
        ]),
    clergyVerificationDocumentUrl: null,
    showMe: true,
    showDistance: true,
    ...visibilityOf(id),
    latitude: round2(city.latitude),
    longitude: round2(city.longitude),
    createdAt,
    lastActiveAt: lastActiveOf(id, createdAt, now),
    religiousDataConsentAt: createdAt,
    emailVerifiedAt: createdAt,
  }
  return { ...user, matchPreferences: preferencesFor(faker, user) }
}

/**
 * A demo member's "show on my profile" choices (decision 051), a mix from the id (so the faker
 * sequence, and every other demo value, stays as it was): most show their income, half their
 * race, a third their weight, one in five their measurements.
 */
function visibilityOf(id: number) {
  return {
    showWeight: id % 3 === 0,
    showRace: id % 2 === 0,
    showIncome: id % 4 !== 3,
    showMeasurements: id % 5 === 0,
  }
}

/**
 * When a demo member last used the app: most within the last three days, some within a month,
 * one in eight not for two months or more (they sink in decks). From the id, so the faker
 * sequence, and every other demo value, stays as it was.
 */
function lastActiveOf(id: number, createdAt: Date, now: Date): Date {
  const spread = (id * 2654435761) % 1000
  const hours =
    id % 8 === 0 ? 1440 + (spread % 720) : id % 3 === 0 ? 72 + (spread % 648) : spread % 72
  return new Date(Math.max(createdAt.getTime(), now.getTime() - hours * 60 * 60 * 1000))
}

/** The member a first visit signs in as (demo@example.com), as the brief describes her. */
function demoMember(now: Date): DemoUser {
  const chicago = DEMO_MEMBER_CITY
  return {
    id: DEMO_MEMBER_ID,
    username: 'demo',
    email: DEMO_EMAIL,
    firstName: 'Sophia',
    lastName: 'Demetriou',
    age: 29,
    birthDate: demoBirthDate(now, 29, DEMO_MEMBER_ID),
    birthDateConfirmed: true,
    denomination: 'Greek Orthodox',
    location: chicago.name,
    country: 'United States',
    bio: 'Pediatric nurse in Chicago and a cantor’s daughter, so I know every hymn of Holy Week by heart. I love feast-day cooking, long walks by the lake and the quiet after the Liturgy. Hoping to meet a man of prayer with a kind heart and a good laugh.',
    isVerified: false,
    gender: 'female',
    lookingFor: 'male',
    minAge: 27,
    maxAge: 40,
    maxDistance: 10000,
    race: 'Greek',
    weight: 128,
    height: `5'5"`,
    eyeColor: 'Brown',
    bustChest: 34,
    waist: 27,
    hipsInseam: 37,
    cupSize: 'B',
    occupation: 'Pediatric Nurse',
    income: 78000,
    educationLevel: "Bachelor's Degree",
    englishFluency: 'Native',
    churchAttendanceFrequency: 'Weekly',
    jurisdiction: 'GOARCH',
    spiritualFatherName: 'Fr. Nicholas Andreou',
    deaconLetterUrl: null,
    profileCompletionStep: 5,
    mbtiType: 'ENFJ',
    loveLanguage: 'Quality Time',
    membershipTier: 'free',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionStatus: null,
    subscriptionEndDate: null,
    clergyVerificationStatus: 'none',
    clergyVerificationDocumentUrl: null,
    matchPreferences: {
      ageRange: [27, 40],
      heightRange: [66, 76],
      ethnicBackgrounds: ['Greek', 'American', 'Lebanese', 'Other'],
      willingToRelocate: 'maybe',
      acceptableJurisdictions: [
        'Greek Orthodox (GOARCH)',
        'Orthodox Church in America (OCA)',
        'Antiochian Orthodox',
      ],
      theologicalIssues: {
        contraception: 'open-to-discussion',
        divorceRemarriage: 'important',
        genderRoles: 'open-to-discussion',
        theotokosVeneration: 'important',
        confessionFrequency: 'important',
      },
      compatibleMbtiTypes: ['INFJ', 'ISFJ', 'ENFP'],
      preferredLoveLanguages: ['Quality Time', 'Acts of Service'],
      introvertExtrovertPreference: 'doesnt-matter',
      openToMentalHealthDiscussion: 'yes',
      churchAttendance: 'weekly',
      praysRegularly: 'yes',
      observesFasts: 'sometimes',
      openToPrayingTogether: 'yes',
      wantsChildren: 'yes',
      numberOfChildren: 3,
      openToHomeschooling: 'maybe',
      supportsTraditionalRoles: 'open-to-discussion',
    },
    showMe: true,
    showDistance: true,
    // Sophia shows her race and income, keeps her weight and measurements to herself.
    showWeight: false,
    showRace: true,
    showIncome: true,
    showMeasurements: false,
    latitude: round2(chicago.latitude),
    longitude: round2(chicago.longitude),
    createdAt: new Date(now.getTime() - 90 * DAY),
    lastActiveAt: now,
    religiousDataConsentAt: new Date(now.getTime() - 90 * DAY),
    emailVerifiedAt: new Date(now.getTime() - 90 * DAY),
  }
}

type Like = DemoData['likes'][number]
type Match = DemoData['matches'][number]
type ChatMessage = DemoData['messages'][number]

/** Likes, matches and messages, kept consistent: a match only where both members liked. */
class Connections {
  readonly likes: Like[] = []
  readonly matches: Match[] = []
  readonly messages: ChatMessage[] = []
  private readonly liked = new Set<string>()

  has(fromUserId: number, toUserId: number): boolean {
    return this.liked.has(`${fromUserId}>${toUserId}`)
  }

  like(fromUserId: number, toUserId: number, createdAt: Date): void {
    if (fromUserId === toUserId || this.has(fromUserId, toUserId)) return
    this.liked.add(`${fromUserId}>${toUserId}`)
    this.likes.push({ fromUserId, toUserId, createdAt })
    if (this.has(toUserId, fromUserId)) {
      this.matches.push({
        userId1: Math.min(fromUserId, toUserId),
        userId2: Math.max(fromUserId, toUserId),
        createdAt,
      })
    }
  }
}

/**
 * The demo member's side of the app: about a dozen men liked her, five of them are matches
 * (she liked them back), three of those matches are conversations, and she liked two more
 * men who have not answered yet.
 */
function connectDemoMember(faker: Faker, users: DemoUser[], links: Connections, now: Date) {
  const demo = users.find((u) => u.id === DEMO_MEMBER_ID)
  if (!demo) return
  // Men of her age range, those in the United States first (her conversations mention Chicago).
  const men = users.filter(
    (u) => u.gender === 'male' && u.lookingFor === 'female' && u.age >= 26 && u.age <= 42,
  )
  const nearby = men.filter((m) => m.country === demo.country)
  const admirers = [
    ...faker.helpers.arrayElements(nearby, Math.min(8, nearby.length)),
    ...faker.helpers.arrayElements(
      men.filter((m) => m.country !== demo.country),
      Math.max(0, 12 - Math.min(8, nearby.length)),
    ),
  ].slice(0, 12)
  const others = men.filter((m) => !admirers.includes(m))
  const at = (msAgo: number) => new Date(now.getTime() - msAgo)

  // Conversations first (most recent), then the two quiet matches, then likes still waiting.
  admirers.forEach((man, order) => {
    const matchAt = order < 5 ? (order * 2 + 2) * DAY + faker.number.int(6 * HOUR) : 0
    if (order < 5) {
      links.like(man.id, demo.id, at(matchAt + faker.number.int({ min: 1, max: 4 }) * DAY))
      links.like(demo.id, man.id, at(matchAt))
    } else {
      links.like(man.id, demo.id, at(faker.number.int({ min: 2 * HOUR, max: 14 * DAY })))
    }
  })
  for (const man of faker.helpers.arrayElements(others, Math.min(2, others.length))) {
    links.like(demo.id, man.id, at(faker.number.int({ min: HOUR, max: 5 * DAY })))
  }

  DEMO_CONVERSATIONS.forEach((conversation, order) => {
    const partner = admirers[order]
    if (!partner) return
    const firstSpeaker = conversation.startedBy === 'me' ? demo : partner
    const secondSpeaker = firstSpeaker === demo ? partner : demo
    // The match was made `(order * 2 + 2)` days ago; the chat starts a day later.
    let sentAt = now.getTime() - (order * 2 + 1) * DAY
    conversation.lines.forEach((line, i) => {
      const from = i % 2 === 0 ? firstSpeaker : secondSpeaker
      const to = from === demo ? partner : demo
      sentAt += faker.number.int({ min: 4, max: 90 }) * 60_000
      links.messages.push({
        fromUserId: from.id,
        toUserId: to.id,
        content: line.replace('{me}', demo.firstName).replace('{them}', partner.firstName),
        createdAt: new Date(sentAt),
      })
    })
  })
}

/** Likes among the other members, some mutual, so matching looks lived-in everywhere. */
function connectOthers(faker: Faker, users: DemoUser[], links: Connections, now: Date) {
  const others = users.filter((u) => u.id !== DEMO_MEMBER_ID)
  if (others.length < 2) return
  for (let i = 0; i < others.length; i++) {
    const from = faker.helpers.arrayElement(others)
    const to = faker.helpers.arrayElement(others.filter((u) => u.gender === from.lookingFor))
    if (!to) continue
    const since = Math.max(from.createdAt.getTime(), to.createdAt.getTime())
    const likedAt = since + faker.number.float({ min: 0.1, max: 0.9 }) * (now.getTime() - since)
    links.like(from.id, to.id, new Date(likedAt))
    if (faker.datatype.boolean({ probability: 0.3 })) {
      const back = likedAt + faker.number.float({ min: 0.1, max: 0.9 }) * (now.getTime() - likedAt)
      links.like(to.id, from.id, new Date(back))
    }
  }
}

function emailOf(clergyName: string): string {
  return `${clergyName
    .split(/[\s.]+/)
    .filter(Boolean)
    .map(asciiName)
    .join('.')}@example.org`
}

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The US listings' service times (the generated parishes take their country's). */
const LISTING_SERVICE_TIMES =
  'Sunday: Orthros 8:30, Divine Liturgy 9:30. Saturday: Great Vespers 5:00 PM'

/** The parishes to seed: the US listings first (ids 1..), then the generated ones. */
function parishSources(faker: Faker) {
  const listings = PARISH_LISTINGS.map((listing) => ({
    ...listing,
    city: listing.address.split(',').at(-2)?.trim() ?? '',
    serviceTimes: LISTING_SERVICE_TIMES,
    utcShift: 0,
  }))
  const generated = generateParishes(faker).map((parish) => ({
    ...parish,
    city: parish.city.name,
    utcShift: PARISH_COUNTRIES[parish.country].utcShift,
  }))
  return [...listings, ...generated]
}

/** Young adults' nights and pilgrimages are sometimes for Verified members only. */
const VERIFIED_ONLY_TYPES: readonly ParishEventType[] = ['young-adults', 'pilgrimage']

/**
 * Parishes and their events: the US listings and a few hundred generated parishes across the
 * demo countries (demo/parish-generator.ts). Each has one to four events, the first always
 * upcoming (the next Sunday's Liturgy, at local hours); every third parish also has one that
 * already happened, to show that the map lists only events from now on.
 */
function parishesWithEvents(faker: Faker, now: Date) {
  const parishes: DemoParish[] = []
  const parishEvents: DemoParishEvent[] = []
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  /** Days from today to the template's weekday in `weeks` weeks (never today), or any day. */
  const daysAhead = (template: EventTemplate, weeks: number) => {
    if (template.weekdayUtc === null) return faker.number.int({ min: 1, max: 45 })
    const untilWeekday = (template.weekdayUtc - new Date(today).getUTCDay() + 7) % 7 || 7
    return untilWeekday + 7 * weeks
  }

  parishSources(faker).forEach((source, index) => {
    const id = index + 1
    parishes.push({
      id,
      name: source.name,
      jurisdiction: source.jurisdiction,
      address: source.address,
      latitude: source.latitude,
      longitude: source.longitude,
      priestName: source.priest,
      priestEmail: emailOf(source.priest),
      deaconName: source.deacon,
      deaconEmail: source.deacon ? emailOf(source.deacon) : null,
      website:
        index % 4 === 3
          ? null
          : `https://example.org/parishes/${slugOf(source.name)}-${slugOf(source.city)}`,
      phone: source.phone,
      serviceTimes: source.serviceTimes,
    })

    const count = 1 + (index % 4)
    for (let n = 0; n < count; n++) {
      const past = index % 3 === 0 && n === count - 1 && n > 0
      const type = n === 0 ? 'liturgy' : faker.helpers.arrayElement(PARISH_EVENT_TYPES)
      const template = n === 0 ? SUNDAY_LITURGY : faker.helpers.arrayElement(EVENT_TEMPLATES[type])
      const dayOffset = past
        ? -faker.number.int({ min: 2, max: 20 })
        : daysAhead(template, n === 0 ? 0 : faker.number.int({ min: 0, max: 4 }))
      parishEvents.push({
        id: parishEvents.length + 1,
        parishId: id,
        title: template.title,
        description: template.description,
        eventDate: new Date(today + dayOffset * DAY + (template.hourUtc + source.utcShift) * HOUR),
        eventType: type,
        isRecurring: template.recurringPattern !== null,
        recurringPattern: template.recurringPattern,
        verifiedOnly:
          VERIFIED_ONLY_TYPES.includes(type) && faker.datatype.boolean({ probability: 0.4 }),
      })
    }
  })
  return { parishes, parishEvents }
}

/** How many demo members' clergy references wait for the demo moderator's review. */
const DEMO_REFERENCES_AWAITING = 3

/**
 * Deterministic demo data (no database, no I/O): the same `now` gives the same data on every
 * run. Member ids run 1..N with the demo member at DEMO_MEMBER_ID; `members` is raised to
 * include the demo member.
 */
export function buildDemoData(options: { members?: number; now?: Date } = {}): DemoData {
  const now = options.now ?? new Date()
  const count = Math.max(options.members ?? DEFAULT_MEMBERS, DEMO_MEMBER_ID)
  const faker = new Faker({ locale: [en, base] })
  faker.seed(DEMO_SEED)

  const users: DemoUser[] = []
  for (let id = 1; id <= count; id++) {
    const index = id < DEMO_MEMBER_ID ? id - 1 : id - 2
    users.push(id === DEMO_MEMBER_ID ? demoMember(now) : memberFor(faker, id, index, now))
  }
  // Verified is what a verified reference earned (decision 050): the status follows the badge,
  // and a few references wait on /moderation (a demo queue, short enough to read).
  let awaiting = 0
  for (const user of users) {
    if (user.isVerified) user.clergyVerificationStatus = 'verified'
    else if (user.clergyVerificationStatus === 'pending' && awaiting < DEMO_REFERENCES_AWAITING)
      awaiting++
    else user.clergyVerificationStatus = 'none'
  }

  const links = new Connections()
  connectDemoMember(faker, users, links, now)
  connectOthers(faker, users, links, now)
  const { parishes, parishEvents } = parishesWithEvents(faker, now)

  return {
    users,
    // Outside the faker stream above, so the rest of the demo data stays what it was.
    // Two to four each: a complete profile has a second photo (shared/domain/profile-progress.ts).
    photos: users.flatMap((user) => demoPictures(user, 2 + (user.id % 3))),
    parishes,
    parishEvents,
    eventRsvps: demoEventRsvps(users[DEMO_MEMBER_ID - 1]!, users, parishes, parishEvents, now),
    likes: links.likes,
    matches: links.matches,
    messages: links.messages,
    clergyReferences: demoClergyReferences(users, users.length + 1, now),
    // The demo member has none: verifying is theirs to try.
    photoVerifications: demoPhotoVerifications(
      users.filter((user) => user.id !== DEMO_MEMBER_ID),
      now,
    ),
  }
}
