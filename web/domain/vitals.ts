import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { VITALS, type VitalsField } from '#shared/domain/vocabularies.ts'

/**
 * The vitals' names and answers as members read them (issue #33 part 3), for the profile builder,
 * the detail view and Advanced Filters. Kept out of Discover's first screen: the detail view and
 * the filters sheet read them through web/screens/discover/Vitals.tsx, a later part of the catalog.
 */
export const VITALS_LABELS: Record<VitalsField, MessageDescriptor> = {
  maritalStatus: msg`Marital status`,
  hasChildren: msg`Has children`,
  wantsChildren: msg`Wants children`,
  smoking: msg`Smoking`,
  drinking: msg`Drinking`,
}

const yes = msg({ message: 'Yes', context: 'children' })
const no = msg({ message: 'No', context: 'children' })
const never = msg({ message: 'Never', context: 'smoking or drinking' })
const regularly = msg({ message: 'Regularly', context: 'smoking or drinking' })

type Answers = { [F in VitalsField]: Record<(typeof VITALS)[F][number], MessageDescriptor> }

/** Every answer of each vital, plain and respectful. */
export const VITALS_ANSWERS: Answers = {
  maritalStatus: {
    'never-married': msg`Never married`,
    widowed: msg`Widowed`,
    divorced: msg`Divorced`,
  },
  hasChildren: { yes, no },
  wantsChildren: { yes, no, maybe: msg`Open to it` },
  smoking: { never, sometimes: msg`Sometimes`, regularly },
  drinking: { never, socially: msg`Socially`, regularly },
}

/** A member's answer to a vital as shown, or undefined for an answer this version does not know. */
export function vitalsAnswer(field: VitalsField, value: string): MessageDescriptor | undefined {
  return (VITALS_ANSWERS[field] as Record<string, MessageDescriptor>)[value]
}

/** The builder's empty choice of a vital: every vital is optional. */
export const VITALS_UNANSWERED = msg`Prefer not to say`
