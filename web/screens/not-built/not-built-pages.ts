import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The spec routes whose screens later issues build: title and what the screen will do. */
export const NOT_BUILT_PAGES = {
  comprehensiveQuestionnaire: {
    title: msg`Orthodox Assessment`,
    purpose: msg`A paged assessment of twenty questions drawn from six areas of Orthodox life, which you can save as you go.`,
  },
  orthodoxIntake: {
    title: msg`Orthodox Match Intake`,
    purpose: msg`A six-section intake about beliefs, practice, family roles, identity, dealbreakers and must-haves.`,
  },
} satisfies Record<string, { title: MessageDescriptor; purpose: MessageDescriptor }>

export type NotBuiltPage = keyof typeof NOT_BUILT_PAGES
