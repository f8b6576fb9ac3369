import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { CITIES } from '#shared/domain/cities.ts'
import {
  CHURCH_ATTENDANCE,
  COUNTRIES,
  CUP_SIZES,
  DENOMINATIONS,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  EYE_COLORS,
  JURISDICTIONS,
  LOVE_LANGUAGES,
  MBTI_TYPES,
  RACES,
  VITALS,
  VITALS_FIELDS,
} from '#shared/domain/vocabularies.ts'
import type { VisibilityChoice } from '#shared/domain/profile-visibility.ts'
import { fieldErrors } from '#shared/schemas/issues.ts'
import { PROFILE_STEP_SCHEMAS } from '#shared/schemas/profile.ts'
import { VITALS_ANSWERS, VITALS_LABELS, VITALS_UNANSWERED } from '../../domain/vitals.ts'

/** 'switch': a "show on my profile" choice (decision 051), 'true' or '' (off) in the values. */
export type FieldKind = 'text' | 'number' | 'textarea' | 'select' | 'switch'

export type StepField = {
  name: string
  label: MessageDescriptor
  kind: FieldKind
  options?: readonly string[]
  /** Offered as the member types (a text field's datalist); any other text is accepted too. */
  suggestions?: readonly string[]
  optional?: boolean
  /** A select's option labels, by value (otherwise the value itself is shown). */
  optionLabels?: Record<string, MessageDescriptor>
  /** A select's empty choice (otherwise "Choose…"). */
  blank?: MessageDescriptor
}

export type ProfileStep = { title: MessageDescriptor; fields: StepField[] }

/** The form's raw values, every field as typed (the draft keeps exactly this). */
export type BuilderValues = Record<string, string>

const text = (name: string, label: MessageDescriptor, optional = false): StepField => ({
  name,
  label,
  kind: 'text',
  optional,
})
const number = (name: string, label: MessageDescriptor): StepField => ({
  name,
  label,
  kind: 'number',
})
const select = (
  name: string,
  label: MessageDescriptor,
  options: readonly string[],
  optional = false,
): StepField => ({ name, label, kind: 'select', options, optional })

/** A "show on my profile" switch, beside the sensitive field it governs (decision 051). */
const showChoice = (name: VisibilityChoice, label: MessageDescriptor): StepField => ({
  name,
  label,
  kind: 'switch',
  optional: true,
})

const CITY_NAMES = [...new Set(CITIES.map((city) => city.name))]

/** The vitals (issue #33 part 3): optional choices with translated answers. */
const VITALS_STEP_FIELDS: StepField[] = VITALS_FIELDS.map((name) => ({
  ...select(name, VITALS_LABELS[name], VITALS[name], true),
  optionLabels: VITALS_ANSWERS[name],
  blank: VITALS_UNANSWERED,
}))

/** The five steps of profile-faith-parish §2, in order, with the fields of §3 "Profile (builder)". */
export const PROFILE_STEPS: ProfileStep[] = [
  {
    title: msg`Basic Information`,
    fields: [
      text('firstName', msg`First name`),
      text('lastName', msg`Last name`),
      // The city list's names (decision 037): a city of the list gives the member coordinates.
      { ...text('location', msg`Location (city, state/province)`), suggestions: CITY_NAMES },
      select('country', msg`Country`, COUNTRIES),
      ...VITALS_STEP_FIELDS,
      { name: 'bio', label: msg`About you (optional)`, kind: 'textarea', optional: true },
    ],
  },
  {
    title: msg`Physical Profile`,
    fields: [
      select('race', msg`Race/ethnicity`, RACES),
      showChoice('showRace', msg`Show my race/ethnicity on my profile`),
      number('weight', msg`Weight (lbs)`),
      showChoice('showWeight', msg`Show my weight on my profile`),
      text('height', msg`Height (e.g. 5'6" or 168cm)`),
      select('eyeColor', msg`Eye color`, EYE_COLORS),
      number('bustChest', msg`Bust/chest (inches)`),
      number('waist', msg`Waist (inches)`),
      number('hipsInseam', msg`Hips/inseam (inches)`),
      select('cupSize', msg`Cup size (optional)`, CUP_SIZES, true),
      showChoice('showMeasurements', msg`Show my measurements on my profile`),
    ],
  },
  {
    title: msg`Professional Background`,
    fields: [
      text('occupation', msg`Occupation`),
      number('income', msg`Annual income (USD)`),
      showChoice('showIncome', msg`Show my income on my profile`),
      select('educationLevel', msg`Education level`, EDUCATION_LEVELS),
      select('englishFluency', msg`English fluency`, ENGLISH_FLUENCY),
    ],
  },
  {
    title: msg`Orthodox Faith`,
    fields: [
      select('denomination', msg`Denomination`, DENOMINATIONS),
      select('churchAttendanceFrequency', msg`Church attendance`, CHURCH_ATTENDANCE),
      select('jurisdiction', msg`Jurisdiction`, JURISDICTIONS),
      text('spiritualFatherName', msg`Spiritual father (optional)`, true),
      select('mbtiType', msg`MBTI type`, MBTI_TYPES),
      select('loveLanguage', msg`Love language`, LOVE_LANGUAGES),
    ],
  },
  { title: msg`Deacon Letter`, fields: [] },
]

export const STEP_COUNT = PROFILE_STEPS.length

const ALL_FIELDS = PROFILE_STEPS.flatMap((step) => step.fields)

/** The typed input of some fields: numbers parsed ('' is NaN, so the schema names it), '' omitted for choices. */
export function typedInput(fields: StepField[], values: BuilderValues): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const field of fields) {
    const raw = values[field.name] ?? ''
    if (field.kind === 'number') input[field.name] = raw.trim() === '' ? Number.NaN : Number(raw)
    else if (field.kind === 'select') input[field.name] = raw === '' ? undefined : raw
    else if (field.kind === 'switch') input[field.name] = raw === 'true'
    else input[field.name] = raw
  }
  return input
}

/** Every step's values together, as POST /api/profile takes them. */
export function profileInput(values: BuilderValues): Record<string, unknown> {
  return { ...typedInput(ALL_FIELDS, values), deaconLetterUrl: values.deaconLetterUrl || null }
}

/** Checks one step with its shared schema: the first message per field ({} when valid). */
export function stepErrors(step: number, values: BuilderValues): Record<string, string> {
  return fieldErrors(PROFILE_STEP_SCHEMAS[step]!, typedInput(PROFILE_STEPS[step]!.fields, values))
}

/** The step holding a field (for a server refusal naming it). */
export function stepOfField(name: string): number {
  return PROFILE_STEPS.findIndex((step) => step.fields.some((field) => field.name === name))
}

/** The builder's starting values from what the account already holds. */
export function valuesFromMember(member: Record<string, unknown>): BuilderValues {
  const values: BuilderValues = {}
  for (const field of ALL_FIELDS) {
    const value = member[field.name]
    values[field.name] = value === null || value === undefined ? '' : String(value)
  }
  values.deaconLetterUrl = typeof member.deaconLetterUrl === 'string' ? member.deaconLetterUrl : ''
  return values
}
