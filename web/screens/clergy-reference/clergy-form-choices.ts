import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClergyReference } from '#shared/schemas/clergy.ts'

/** The clergy reference form's questions and their choices (profile-faith-parish §3), in form order. */

export interface Choice {
  value: string
  label: MessageDescriptor
}

export interface ChoiceQuestion {
  name: keyof ClergyReference
  legend: MessageDescriptor
  choices: Choice[]
}

const YES = { value: 'yes', label: msg`Yes` }
const NO = { value: 'no', label: msg`No` }
const UNKNOWN = { value: 'unknown', label: msg`Unknown` }

export const STATUS_QUESTION: ChoiceQuestion = {
  name: 'statusWithChurch',
  legend: msg`Status with the Church`,
  choices: [
    { value: 'baptized', label: msg`Baptized` },
    { value: 'chrismated', label: msg`Chrismated` },
    { value: 'excommunicated', label: msg`Excommunicated` },
    { value: 'catechumen', label: msg`Catechumen` },
    { value: 'other', label: msg`Other` },
  ],
}

/** The Clergy Evaluation section: every answer starts at yes. */
export const EVALUATION_QUESTIONS: ChoiceQuestion[] = [
  {
    name: 'adheresToDoctrine',
    legend: msg`Adheres to the doctrine of the Orthodox Church`,
    choices: [YES, NO, UNKNOWN],
  },
  {
    name: 'attendsLiturgy',
    legend: msg`Attends the Divine Liturgy regularly`,
    choices: [YES, NO, { value: 'occasionally', label: msg`Occasionally` }],
  },
  {
    name: 'confessionRegularly',
    legend: msg`Goes to confession regularly`,
    choices: [YES, NO, UNKNOWN],
  },
  {
    name: 'observesFasts',
    legend: msg`Observes the fasts of the Church`,
    choices: [YES, NO, { value: 'partial', label: msg`Partially` }],
  },
  {
    name: 'currentlyUnmarried',
    legend: msg`Is currently unmarried`,
    choices: [YES, NO],
  },
]

export const TITLE_QUESTION: ChoiceQuestion = {
  name: 'clergyTitle',
  legend: msg`Title`,
  choices: [
    { value: 'priest', label: msg`Priest` },
    { value: 'deacon', label: msg`Deacon` },
  ],
}

/** The text fields' labels. */
export const FIELD_LABELS = {
  fullName: msg`Parishioner's full name`,
  churchName: msg`Church name`,
  churchJurisdiction: msg`Church jurisdiction`,
  statusOther: msg`Please specify`,
  clergyName: msg`Clergy name`,
  parishName: msg`Parish name`,
  signature: msg`Signature (type your full name)`,
  date: msg`Date`,
} satisfies Partial<Record<keyof ClergyReference, MessageDescriptor>>

/** The form's fields in the order a member meets them: the first invalid one takes the focus. */
export const FIELD_ORDER: (keyof ClergyReference)[] = [
  'fullName',
  'churchName',
  'churchJurisdiction',
  'statusWithChurch',
  'statusOther',
  ...EVALUATION_QUESTIONS.map((question) => question.name),
  'clergyName',
  'clergyTitle',
  'parishName',
  'signature',
  'date',
]
