/**
 * The closed vocabularies of the spec (core-experience §9, profile-faith-parish §3). Stored
 * values are exactly these strings; labels shown to members are translated in web/.
 */
export const DENOMINATIONS = [
  'Greek Orthodox',
  'Russian Orthodox',
  'Serbian Orthodox',
  'Romanian Orthodox',
  'Bulgarian Orthodox',
  'Antiochian Orthodox',
  'OCA',
  'ROCOR',
] as const
export type Denomination = (typeof DENOMINATIONS)[number]

/** The discover screen's quick-filter chips (core-experience §2), after 'All'. */
export const DENOMINATION_CHIPS = [
  'Greek Orthodox',
  'Russian Orthodox',
  'Serbian Orthodox',
  'Romanian Orthodox',
  'Bulgarian Orthodox',
] as const satisfies readonly Denomination[]

export const COUNTRIES = [
  'Greece',
  'Russia',
  'Serbia',
  'Romania',
  'Bulgaria',
  'Ukraine',
  'United States',
] as const
export type Country = (typeof COUNTRIES)[number]

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]

/** Race/ethnicity of the profile builder (the filter list is the same without 'Other'). */
export const RACES = [
  'Greek',
  'Russian',
  'Serbian',
  'Romanian',
  'Bulgarian',
  'Ukrainian',
  'Caucasian',
  'Mixed',
  'Other',
] as const

export const EYE_COLORS = ['Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber'] as const
export const CUP_SIZES = ['A', 'B', 'C', 'D', 'DD', 'E'] as const

export const CHURCH_ATTENDANCE = [
  'Multiple times per week',
  'Weekly',
  'Most Sundays',
  'Monthly',
  'Major Holidays',
  'Occasionally',
] as const
export type ChurchAttendance = (typeof CHURCH_ATTENDANCE)[number]

export const EDUCATION_LEVELS = [
  'High School',
  'Some College',
  "Associate's Degree",
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate',
  'Professional Degree',
] as const

export const ENGLISH_FLUENCY = ['Native', 'Fluent', 'Intermediate', 'Basic', 'Beginner'] as const

export const JURISDICTIONS = [
  'GOARCH',
  'OCA',
  'ROCOR',
  'Antiochian',
  'Serbian',
  'Romanian',
  'Bulgarian',
  'Other',
] as const

export const MBTI_TYPES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const

export const LOVE_LANGUAGES = [
  'Words of Affirmation',
  'Quality Time',
  'Physical Touch',
  'Acts of Service',
  'Receiving Gifts',
] as const

export const MEMBERSHIP_TIERS = ['free', 'premium', 'verified'] as const
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number]

export const CLERGY_VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const

/** The kinds of parish event (#17): the map's badges and a proposal's type. */
export const PARISH_EVENT_TYPES = [
  'liturgy',
  'confession',
  'feast',
  'young-adults',
  'pilgrimage',
  'social',
] as const
export type ParishEventType = (typeof PARISH_EVENT_TYPES)[number]

/** The discover screen's race/ethnicity filter (core-experience §9): the builder's list without 'Other'. */
export const RACE_FILTER_OPTIONS = [
  'Greek',
  'Russian',
  'Serbian',
  'Romanian',
  'Bulgarian',
  'Ukrainian',
  'Caucasian',
  'Mixed',
] as const satisfies readonly (typeof RACES)[number][]

/** Clergy reference form: the church jurisdiction choices (profile-faith-parish §3). */
export const CLERGY_JURISDICTIONS = [
  'Antiochian Orthodox Christian Archdiocese',
  'Russian Orthodox Church Outside Russia (ROCOR)',
  'Orthodox Church in America (OCA)',
  'Greek Orthodox Archdiocese of America',
  'Serbian Orthodox Church',
  'Bulgarian Orthodox Church',
  'Romanian Orthodox Church',
  'Ukrainian Orthodox Church',
  'Georgian Orthodox Church',
  'Other',
] as const

/** Match preferences: ethnic backgrounds a member is open to (profile-faith-parish §3). */
export const PREFERENCE_ETHNIC_BACKGROUNDS = [
  'Greek',
  'Russian',
  'Serbian',
  'Romanian',
  'Bulgarian',
  'Lebanese',
  'Syrian',
  'Palestinian',
  'Ethiopian',
  'American',
  'Western European',
  'Other',
] as const

/** Match preferences: jurisdictions a member accepts (profile-faith-parish §3). */
export const PREFERENCE_JURISDICTIONS = [
  'Greek Orthodox (GOARCH)',
  'Russian Orthodox (ROCOR)',
  'Orthodox Church in America (OCA)',
  'Antiochian Orthodox',
  'Serbian Orthodox',
  'Romanian Orthodox',
  'Bulgarian Orthodox',
  'Other',
] as const

/** Clergy reference: the parishioner's standing with the Church (profile-faith-parish §3). */
export const CHURCH_STATUSES = [
  'baptized',
  'chrismated',
  'excommunicated',
  'catechumen',
  'other',
] as const

export const CLERGY_TITLES = ['priest', 'deacon'] as const

/**
 * The vitals of a member's profile (core-experience §3 labels maritalStatus, children, smoking,
 * drinking; issue #33 part 3): each optional, shown in the detail view and filterable in Advanced
 * Filters. Marital status is core §9's single, widowed, divorced, with 'single' stored as
 * 'never-married' (what it means among Orthodox Christians, where a widowed or divorced member is
 * also single).
 */
export const MARITAL_STATUSES = ['never-married', 'widowed', 'divorced'] as const
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]
/** Whether the member has children. */
export const HAS_CHILDREN = ['yes', 'no'] as const
/** Whether the member wants children: the match preferences' yes, no, maybe ("open to it"). */
export const WANTS_CHILDREN = ['yes', 'no', 'maybe'] as const
export const SMOKING_HABITS = ['never', 'sometimes', 'regularly'] as const
export const DRINKING_HABITS = ['never', 'socially', 'regularly'] as const

/** The vitals fields with their vocabularies, in the order the screens show them. */
export const VITALS = {
  maritalStatus: MARITAL_STATUSES,
  hasChildren: HAS_CHILDREN,
  wantsChildren: WANTS_CHILDREN,
  smoking: SMOKING_HABITS,
  drinking: DRINKING_HABITS,
} as const
export type VitalsField = keyof typeof VITALS
/** The vitals' names: a literal, so a bundle that does not use it leaves it out. */
export const VITALS_FIELDS = [
  'maritalStatus',
  'hasChildren',
  'wantsChildren',
  'smoking',
  'drinking',
] as const satisfies readonly VitalsField[]
/** The vitals Advanced Filters offers (having children is told, not filtered). */
export const VITALS_FILTERS = ['maritalStatus', 'wantsChildren', 'smoking', 'drinking'] as const
export type VitalsFilter = (typeof VITALS_FILTERS)[number]

/** Generic frequency options of the profile labels (core-experience §9). */
export const FREQUENCY_OPTIONS = [
  'never',
  'rarely',
  'sometimes',
  'often',
  'always',
  'weekly',
  'monthly',
  'daily',
  'yes',
  'no',
] as const
