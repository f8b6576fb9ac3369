/**
 * Compatibility between two members, 0–100, computed from both members' data (docs/compatibility.md).
 * Deterministic and symmetric: score(a, b) === score(b, a). Each part is a number in [0, 1]; parts that
 * cannot be computed (a questionnaire not taken, no preferences stated) are left out and the others
 * re-weighted, so a missing answer neither helps nor hurts.
 */
import {
  QUESTIONNAIRE_ANSWER_FIELDS,
  type QuestionnaireAnswerField,
} from '../schemas/questionnaire.ts'
import { heightInInches } from './height.ts'
import { CHURCH_ATTENDANCE } from './vocabularies.ts'

export type Importance = 'not-important' | 'open-to-discussion' | 'important'

/** The part of the stored match preferences that compatibility reads. */
export type CompatibilityPreferences = {
  ageRange?: [number, number]
  heightRange?: [number, number]
  ethnicBackgrounds?: string[]
  acceptableJurisdictions?: string[]
  churchAttendance?: 'weekly' | 'monthly' | 'occasionally' | 'doesnt-matter'
  theologicalIssues?: Partial<Record<TheologicalIssue, Importance>>
}

export type CompatibilityProfile = {
  age: number
  denomination?: string | null
  jurisdiction?: string | null
  churchAttendanceFrequency?: string | null
  race?: string | null
  height?: string | null
  matchPreferences?: CompatibilityPreferences | null
  /** Questionnaire answers by the stored field names; absent when not taken. */
  answers?: Partial<Record<QuestionnaireField, string | null>> | null
}

export const WEIGHTS = {
  tradition: 20,
  attendance: 20,
  beliefs: 25,
  preferences: 25,
  age: 10,
} as const

/** The answers compared for agreement: every text answer of the questionnaire (profile doc §3). */
export const QUESTIONNAIRE_FIELDS = QUESTIONNAIRE_ANSWER_FIELDS
export type QuestionnaireField = QuestionnaireAnswerField

/** The must-have issues of the preferences, and the answer each one is judged by. */
export const THEOLOGICAL_ISSUE_FIELDS = {
  contraception: 'contraceptionPosition',
  divorceRemarriage: 'divorcePosition',
  genderRoles: 'traditionalGenderRoles',
  theotokosVeneration: 'believesTheotokosIntercession',
  confessionFrequency: 'confessionFrequency',
} as const satisfies Record<string, QuestionnaireField>
export type TheologicalIssue = keyof typeof THEOLOGICAL_ISSUE_FIELDS
const THEOLOGICAL_ISSUES = Object.entries(THEOLOGICAL_ISSUE_FIELDS) as [
  TheologicalIssue,
  QuestionnaireField,
][]

const AGREEMENT_SCALE = ['strongly_agree', 'agree', 'neutral', 'disagree', 'strongly_disagree']
const SOMEWHAT_SCALE = [
  'strongly_agree',
  'somewhat_agree',
  'neutral',
  'somewhat_disagree',
  'strongly_disagree',
]
const BELIEF_SCALE = ['yes', 'unsure', 'no']
/** How much a must-have issue matters: 'open to discussion' sits between the two. */
const MUST_HAVE_SCALE = ['important', 'open_to_discussion', 'not_important']

/** Stored answers that mean the same (two questionnaire versions spell "open to discussion" apart). */
const SAME_ANSWER: Readonly<Record<string, string>> = { open_discussion: 'open_to_discussion' }

/** Ordered answer scales: closeness on a scale counts, not only equality. */
const SCALES: readonly (readonly string[])[] = [
  AGREEMENT_SCALE,
  SOMEWHAT_SCALE,
  ['daily', 'weekly', 'monthly', 'rarely', 'never'],
  BELIEF_SCALE,
  MUST_HAVE_SCALE,
  ['true', 'false'],
]

/**
 * Scales that measure one thing, how firmly a statement is affirmed: a belief answered yes / unsure /
 * no (faith profile) and on the agreement scale (the assessment) compare by relative position.
 */
const AFFIRMATION_SCALES = [AGREEMENT_SCALE, SOMEWHAT_SCALE, BELIEF_SCALE]

/** Where an answer sits on its affirmation scale, 0 (firmly yes) to 1 (firmly no); null if on none. */
function affirmation(answer: string): number | null {
  for (const scale of AFFIRMATION_SCALES) {
    const i = scale.indexOf(answer)
    if (i >= 0) return i / (scale.length - 1)
  }
  return null
}

/**
 * Agreement of two answers in [0, 1]: 1 when equal, by closeness on a shared scale, by relative
 * position when both affirm or deny on different affirmation scales, else 0.
 */
export function answerAgreement(first: string, second: string): number {
  const a = SAME_ANSWER[first] ?? first
  const b = SAME_ANSWER[second] ?? second
  if (a === b) return 1
  for (const scale of SCALES) {
    const i = scale.indexOf(a)
    const j = scale.indexOf(b)
    if (i >= 0 && j >= 0) return 1 - Math.abs(i - j) / (scale.length - 1)
  }
  const x = affirmation(a)
  const y = affirmation(b)
  return x === null || y === null ? 0 : 1 - Math.abs(x - y)
}

/** The jurisdiction names of the preferences list, by the profile's jurisdiction code. */
const JURISDICTION_PREFERENCE_NAMES: Record<string, string> = {
  GOARCH: 'Greek Orthodox (GOARCH)',
  ROCOR: 'Russian Orthodox (ROCOR)',
  OCA: 'Orthodox Church in America (OCA)',
  Antiochian: 'Antiochian Orthodox',
  Serbian: 'Serbian Orthodox',
  Romanian: 'Romanian Orthodox',
  Bulgarian: 'Bulgarian Orthodox',
  Other: 'Other',
}

const NAMED_BACKGROUNDS = ['Greek', 'Russian', 'Serbian', 'Romanian', 'Bulgarian']

function attendanceRank(value: string | null | undefined): number | null {
  const i = CHURCH_ATTENDANCE.indexOf(value as (typeof CHURCH_ATTENDANCE)[number])
  return i < 0 ? null : CHURCH_ATTENDANCE.length - 1 - i // Multiple times per week = highest
}

const MIN_ATTENDANCE_RANK = {
  weekly: attendanceRank('Most Sundays')!,
  monthly: attendanceRank('Monthly')!,
  occasionally: 0,
} as const

function tradition(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  if (!a.denomination || !b.denomination) return null
  if (a.denomination === b.denomination) return 1
  if (a.jurisdiction && a.jurisdiction === b.jurisdiction) return 0.8
  return 0.5 // both Orthodox: one faith, different traditions
}

function attendance(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  const ra = attendanceRank(a.churchAttendanceFrequency)
  const rb = attendanceRank(b.churchAttendanceFrequency)
  if (ra === null || rb === null) return null
  return 1 - Math.abs(ra - rb) / (CHURCH_ATTENDANCE.length - 1)
}

type Answers = NonNullable<CompatibilityProfile['answers']>
const answeredOf = new WeakMap<Answers, readonly QuestionnaireField[]>()

/**
 * The fields a member answered, in QUESTIONNAIRE_FIELDS order, worked out once per answers object
 * (answers are read, never changed): a deck page compares one viewer with fifty members.
 */
function answeredFields(answers: Answers): readonly QuestionnaireField[] {
  let fields = answeredOf.get(answers)
  if (!fields) {
    fields = QUESTIONNAIRE_FIELDS.filter((field) => answers[field])
    answeredOf.set(answers, fields)
  }
  return fields
}

/** Mean agreement over the questions both members answered; null when they share none. */
export function beliefAgreement(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  if (!a.answers || !b.answers) return null
  let sum = 0
  let n = 0
  // In QUESTIONNAIRE_FIELDS order whichever member is `a`, so the sum is the same both ways.
  for (const field of answeredFields(a.answers)) {
    const y = b.answers[field]
    if (y) {
      sum += answerAgreement(a.answers[field]!, y)
      n++
    }
  }
  return n === 0 ? null : sum / n
}

function ageFit(a: CompatibilityProfile, b: CompatibilityProfile): number {
  const gap = Math.abs(a.age - b.age)
  return gap <= 3 ? 1 : Math.max(0, 1 - (gap - 3) / 12)
}

/**
 * How well `other` meets what `seeker` asked for, in [0, 1], or null when the seeker stated nothing
 * that can be checked. Each stated criterion weighs 1; a theological must-have weighs 1 when
 * 'important', 0.5 when 'open to discussion'.
 */
export function preferenceFit(
  seeker: CompatibilityProfile,
  other: CompatibilityProfile,
): number | null {
  const p = seeker.matchPreferences
  if (!p) return null
  // Each stated criterion weighs 1: `met` counts the ones the other member meets.
  let met = 0
  let weight = 0
  if (p.ageRange) {
    weight++
    if (other.age >= p.ageRange[0] && other.age <= p.ageRange[1]) met++
  }
  const inches = p.heightRange ? heightInInches(other.height) : null
  if (p.heightRange && inches !== null) {
    weight++
    if (inches >= p.heightRange[0] && inches <= p.heightRange[1]) met++
  }
  if (p.ethnicBackgrounds?.length && other.race) {
    const named = NAMED_BACKGROUNDS.includes(other.race)
    weight++
    if (
      p.ethnicBackgrounds.includes(other.race) ||
      (!named && p.ethnicBackgrounds.includes('Other'))
    )
      met++
  }
  if (p.acceptableJurisdictions?.length && other.jurisdiction) {
    const name = JURISDICTION_PREFERENCE_NAMES[other.jurisdiction] ?? 'Other'
    weight++
    if (p.acceptableJurisdictions.includes(name)) met++
  }
  const rank = attendanceRank(other.churchAttendanceFrequency)
  if (p.churchAttendance && p.churchAttendance !== 'doesnt-matter' && rank !== null) {
    weight++
    if (rank >= MIN_ATTENDANCE_RANK[p.churchAttendance]) met++
  }
  if (!p.theologicalIssues) return weight === 0 ? null : met / weight
  for (const [issue, field] of THEOLOGICAL_ISSUES) {
    const importance = p.theologicalIssues[issue]
    const mine = seeker.answers?.[field]
    const theirs = other.answers?.[field]
    if (!importance || importance === 'not-important' || !mine || !theirs) continue
    const w = importance === 'important' ? 1 : 0.5
    met += answerAgreement(mine, theirs) * w
    weight += w
  }
  return weight === 0 ? null : met / weight
}

function mutualPreferences(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  const ab = preferenceFit(a, b)
  const ba = preferenceFit(b, a)
  if (ab === null) return ba
  if (ba === null) return ab
  return (ab + ba) / 2
}

/** The parts of the score, each in [0, 1] or null when it cannot be computed. */
export function compatibilityParts(a: CompatibilityProfile, b: CompatibilityProfile) {
  return {
    tradition: tradition(a, b),
    attendance: attendance(a, b),
    beliefs: beliefAgreement(a, b),
    preferences: mutualPreferences(a, b),
    age: ageFit(a, b),
  }
}

type Parts = ReturnType<typeof compatibilityParts>

const weightIf = (part: number | null, weight: number) => (part === null ? 0 : weight)

/**
 * The weighted mean of the parts that could be computed, 0–100, summed in WEIGHTS order (a part
 * left out adds an exact 0). Written out part by part: a loop over the part names reads each by a
 * computed key, which was two thirds of scoring a deck page (bench/discover.ts).
 */
function scoreOf({ tradition, attendance, beliefs, preferences, age }: Parts): number {
  const sum =
    (tradition ?? 0) * WEIGHTS.tradition +
    (attendance ?? 0) * WEIGHTS.attendance +
    (beliefs ?? 0) * WEIGHTS.beliefs +
    (preferences ?? 0) * WEIGHTS.preferences +
    age * WEIGHTS.age
  const weight =
    weightIf(tradition, WEIGHTS.tradition) +
    weightIf(attendance, WEIGHTS.attendance) +
    weightIf(beliefs, WEIGHTS.beliefs) +
    weightIf(preferences, WEIGHTS.preferences) +
    WEIGHTS.age
  return Math.round((100 * sum) / weight)
}

/**
 * Whether both members said enough for a score that means something (issue #35): the faith both
 * stand in (denominations) and how they live it (church attendance), what the first run asks.
 * Without them only the age gap is left, and two empty profiles of an age would be a "100% match".
 */
export function scoreable(parts: Parts): boolean {
  return parts.tradition !== null && parts.attendance !== null
}

/** Compatibility 0–100 (an integer); null until both members said enough (scoreable). */
export function compatibilityScore(
  a: CompatibilityProfile,
  b: CompatibilityProfile,
): number | null {
  const parts = compatibilityParts(a, b)
  return scoreable(parts) ? scoreOf(parts) : null
}

/**
 * The theological match of two members: their questionnaire agreement, 0–100; null when they
 * answered no question in common (a questionnaire not taken by either): no default (issue #35).
 */
export function theologicalScore(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  return theologicalScoreOf(beliefAgreement(a, b))
}

function theologicalScoreOf(agreement: number | null): number | null {
  return agreement === null ? null : Math.round(agreement * 100)
}

/** Both scores of a pair, comparing their questionnaires once (what every list of members shows). */
export function pairScores(a: CompatibilityProfile, b: CompatibilityProfile) {
  const parts = compatibilityParts(a, b)
  return {
    compatibilityScore: scoreable(parts) ? scoreOf(parts) : null,
    theologicalScore: theologicalScoreOf(parts.beliefs),
  }
}
