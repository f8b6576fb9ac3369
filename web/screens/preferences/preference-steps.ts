import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  LOVE_LANGUAGES,
  MBTI_TYPES,
  PREFERENCE_ETHNIC_BACKGROUNDS,
  PREFERENCE_JURISDICTIONS,
} from '#shared/domain/vocabularies.ts'
import { PREFERENCE_SLIDERS, type MatchPreferences } from '#shared/schemas/preferences.ts'

/** The fields answered with one choice, and those answered with a list of choices. */
export type SingleKey =
  | 'willingToRelocate'
  | 'introvertExtrovertPreference'
  | 'openToMentalHealthDiscussion'
  | 'churchAttendance'
  | 'praysRegularly'
  | 'observesFasts'
  | 'openToPrayingTogether'
  | 'wantsChildren'
  | 'openToHomeschooling'
  | 'supportsTraditionalRoles'
export type ListKey =
  'ethnicBackgrounds' | 'acceptableJurisdictions' | 'compatibleMbtiTypes' | 'preferredLoveLanguages'
export type RangeKey = 'ageRange' | 'heightRange'
export type IssueKey = keyof MatchPreferences['theologicalIssues']
export type Importance = MatchPreferences['theologicalIssues'][IssueKey]

type Bounds = { min: number; max: number; step: number }

/** One question of the wizard, and how it is answered. */
export type PreferenceItem =
  | { kind: 'range'; key: RangeKey; label: MessageDescriptor; bounds: Bounds }
  | { kind: 'list'; key: ListKey; label: MessageDescriptor; options: readonly string[] }
  | {
      kind: 'single'
      key: SingleKey
      label: MessageDescriptor
      options: Record<string, MessageDescriptor>
    }
  | { kind: 'children'; key: 'numberOfChildren'; label: MessageDescriptor; bounds: Bounds }
  | { kind: 'issues'; key: 'theologicalIssues'; label: MessageDescriptor }

export type PreferenceStep = { title: MessageDescriptor; items: PreferenceItem[] }

const yes = msg`Yes`
const no = msg`No`
const maybe = msg`Maybe`
const doesntMatter = msg`Doesn't matter`
const openToDiscussion = msg`Open to discussion`

export const IMPORTANCE_LABELS: Record<Importance, MessageDescriptor> = {
  'not-important': msg`Not important`,
  'open-to-discussion': openToDiscussion,
  important: msg`Important`,
}

export const THEOLOGICAL_ISSUE_LABELS: Record<IssueKey, MessageDescriptor> = {
  contraception: msg`Contraception`,
  divorceRemarriage: msg`Divorce and remarriage`,
  genderRoles: msg`Gender roles`,
  theotokosVeneration: msg`Veneration of the Theotokos`,
  confessionFrequency: msg`Frequency of confession`,
}

const single = (
  key: SingleKey,
  label: MessageDescriptor,
  options: Record<string, MessageDescriptor>,
): PreferenceItem => ({ kind: 'single', key, label, options })
const list = (
  key: ListKey,
  label: MessageDescriptor,
  options: readonly string[],
): PreferenceItem => ({
  kind: 'list',
  key,
  label,
  options,
})

/** The six steps of profile-faith-parish §2, with the fields of §3 "Match preferences". */
export const PREFERENCE_STEPS: PreferenceStep[] = [
  {
    title: msg`Demographics & Physical`,
    items: [
      { kind: 'range', key: 'ageRange', label: msg`Age range`, bounds: PREFERENCE_SLIDERS.age },
      {
        kind: 'range',
        key: 'heightRange',
        label: msg`Height range`,
        bounds: PREFERENCE_SLIDERS.heightInches,
      },
      list('ethnicBackgrounds', msg`Ethnic backgrounds`, PREFERENCE_ETHNIC_BACKGROUNDS),
      single('willingToRelocate', msg`Willing to relocate`, { yes, no, maybe }),
    ],
  },
  {
    title: msg`Theological Compatibility`,
    items: [
      list('acceptableJurisdictions', msg`Acceptable jurisdictions`, PREFERENCE_JURISDICTIONS),
      {
        kind: 'issues',
        key: 'theologicalIssues',
        label: msg`How important is agreement on these issues?`,
      },
    ],
  },
  {
    title: msg`Personality & Psychology`,
    items: [
      list('compatibleMbtiTypes', msg`Compatible personality types (MBTI)`, MBTI_TYPES),
      list('preferredLoveLanguages', msg`Preferred love languages`, LOVE_LANGUAGES),
      single('introvertExtrovertPreference', msg`Introvert or extrovert`, {
        introvert: msg`Introvert`,
        extrovert: msg`Extrovert`,
        'doesnt-matter': doesntMatter,
      }),
      single('openToMentalHealthDiscussion', msg`Open to discussing mental health`, {
        yes,
        no,
        'prefer-not-to-say': msg`Prefer not to say`,
      }),
    ],
  },
  {
    title: msg`Spiritual Life`,
    items: [
      single('churchAttendance', msg`Church attendance`, {
        weekly: msg`Weekly`,
        monthly: msg`Monthly`,
        occasionally: msg`Occasionally`,
        'doesnt-matter': doesntMatter,
      }),
      single('praysRegularly', msg`Prays regularly`, { yes, no, 'doesnt-matter': doesntMatter }),
      single('observesFasts', msg`Observes the fasts`, {
        strictly: msg`Strictly`,
        sometimes: msg`Sometimes`,
        rarely: msg`Rarely`,
        'doesnt-matter': doesntMatter,
      }),
      single('openToPrayingTogether', msg`Open to praying together`, {
        yes,
        no,
        'doesnt-matter': doesntMatter,
      }),
    ],
  },
  {
    title: msg`Family & Lifestyle`,
    items: [
      single('wantsChildren', msg`Wants children`, { yes, no, maybe }),
      {
        kind: 'children',
        key: 'numberOfChildren',
        label: msg`Number of children`,
        bounds: PREFERENCE_SLIDERS.children,
      },
      single('openToHomeschooling', msg`Open to homeschooling`, { yes, no, maybe }),
      single('supportsTraditionalRoles', msg`Supports traditional roles`, {
        yes,
        no,
        'open-to-discussion': openToDiscussion,
      }),
    ],
  },
  { title: msg`Review`, items: [] },
]
export const STEP_COUNT = PREFERENCE_STEPS.length
export const REVIEW_STEP = STEP_COUNT - 1

/** The 'Number of children' slider shows only when wantsChildren is not no (§4). */
export function isShown(item: PreferenceItem, values: MatchPreferences): boolean {
  return item.kind !== 'children' || values.wantsChildren !== 'no'
}

/** A slider value as a member reads it: height in feet and inches, 10 children as 10+. */
export function formatValue(key: RangeKey | 'numberOfChildren', value: number): string {
  if (key === 'heightRange') return `${Math.floor(value / 12)}'${value % 12}"`
  if (key === 'numberOfChildren' && value >= PREFERENCE_SLIDERS.children.max) return `${value}+`
  return String(value)
}
