import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The 'Faith Questions' icebreakers of the chat (spec core-experience §3 "Icebreaker
 * question"): 27 questions of our own wording over the spec's 11 categories, translated.
 */

export const ICEBREAKER_CATEGORIES = [
  'scripture',
  'faith',
  'churchFathers',
  'saints',
  'liturgy',
  'prayer',
  'fasting',
  'traditions',
  'theotokos',
  'icons',
  'community',
] as const
export type IcebreakerCategory = (typeof ICEBREAKER_CATEGORIES)[number]

export const ICEBREAKER_CATEGORY_LABELS: Record<IcebreakerCategory, MessageDescriptor> = {
  scripture: msg`Scripture`,
  faith: msg`Faith`,
  churchFathers: msg`Church Fathers`,
  saints: msg`Saints`,
  liturgy: msg`Liturgy`,
  prayer: msg`Prayer`,
  fasting: msg`Fasting`,
  traditions: msg`Traditions`,
  theotokos: msg`Theotokos`,
  icons: msg`Icons`,
  community: msg`Community`,
}

export interface IcebreakerQuestion {
  id: string
  category: IcebreakerCategory
  question: MessageDescriptor
  /** A small decorative symbol shown beside the question. */
  icon: string
}

export const ICEBREAKER_QUESTIONS: IcebreakerQuestion[] = [
  {
    id: 'scripture-psalm',
    category: 'scripture',
    icon: '📖',
    question: msg`Which psalm do you return to most often, and why?`,
  },
  {
    id: 'scripture-parable',
    category: 'scripture',
    icon: '📖',
    question: msg`Is there a parable of Christ that has changed the way you live?`,
  },
  {
    id: 'scripture-gospel',
    category: 'scripture',
    icon: '📖',
    question: msg`Which Gospel reading of the year do you look forward to most?`,
  },
  {
    id: 'faith-journey',
    category: 'faith',
    icon: '☦️',
    question: msg`How did your own journey in the Orthodox faith begin?`,
  },
  {
    id: 'faith-moment',
    category: 'faith',
    icon: '☦️',
    question: msg`When did you last feel God especially close to you?`,
  },
  {
    id: 'faith-share',
    category: 'faith',
    icon: '☦️',
    question: msg`What would you most like to share about your faith with a future spouse?`,
  },
  {
    id: 'fathers-favourite',
    category: 'churchFathers',
    icon: '📜',
    question: msg`Which Church Father's writings speak to you the most?`,
  },
  {
    id: 'fathers-saying',
    category: 'churchFathers',
    icon: '📜',
    question: msg`Is there a saying of the Desert Fathers you keep in mind?`,
  },
  {
    id: 'saints-patron',
    category: 'saints',
    icon: '🕯️',
    question: msg`Who is your patron saint, and what do you love about their life?`,
  },
  {
    id: 'saints-modern',
    category: 'saints',
    icon: '🕯️',
    question: msg`Which saint of the last hundred years inspires you?`,
  },
  {
    id: 'saints-pilgrimage',
    category: 'saints',
    icon: '🕯️',
    question: msg`Which saint's relics or monastery would you like to visit on pilgrimage?`,
  },
  {
    id: 'liturgy-moment',
    category: 'liturgy',
    icon: '⛪',
    question: msg`What moment of the Divine Liturgy moves you the most?`,
  },
  {
    id: 'liturgy-hymn',
    category: 'liturgy',
    icon: '⛪',
    question: msg`Do you have a favourite hymn or troparion?`,
  },
  {
    id: 'liturgy-feast',
    category: 'liturgy',
    icon: '⛪',
    question: msg`Which feast of the Church year is closest to your heart?`,
  },
  {
    id: 'prayer-rule',
    category: 'prayer',
    icon: '🙏',
    question: msg`What does your daily prayer rule look like?`,
  },
  {
    id: 'prayer-jesus',
    category: 'prayer',
    icon: '🙏',
    question: msg`Do you pray the Jesus Prayer, and what has it taught you?`,
  },
  {
    id: 'prayer-together',
    category: 'prayer',
    icon: '🙏',
    question: msg`How would you like a couple to pray together?`,
  },
  {
    id: 'fasting-great-lent',
    category: 'fasting',
    icon: '🍞',
    question: msg`What helps you keep Great Lent well?`,
  },
  {
    id: 'fasting-recipe',
    category: 'fasting',
    icon: '🍞',
    question: msg`What is your favourite dish for a fasting day?`,
  },
  {
    id: 'traditions-pascha',
    category: 'traditions',
    icon: '🥚',
    question: msg`What Pascha traditions did your family keep when you were growing up?`,
  },
  {
    id: 'traditions-home',
    category: 'traditions',
    icon: '🥚',
    question: msg`Which Orthodox customs would you like to keep in your own home?`,
  },
  {
    id: 'theotokos-feast',
    category: 'theotokos',
    icon: '🌹',
    question: msg`Which feast of the Theotokos do you love most?`,
  },
  {
    id: 'theotokos-akathist',
    category: 'theotokos',
    icon: '🌹',
    question: msg`Do you have a favourite prayer or akathist to the Mother of God?`,
  },
  {
    id: 'icons-corner',
    category: 'icons',
    icon: '🖼️',
    question: msg`Which icons are in your icon corner at home?`,
  },
  {
    id: 'icons-story',
    category: 'icons',
    icon: '🖼️',
    question: msg`Is there an icon with a story that matters to you?`,
  },
  {
    id: 'community-parish',
    category: 'community',
    icon: '🤝',
    question: msg`What do you love most about your parish community?`,
  },
  {
    id: 'community-serve',
    category: 'community',
    icon: '🤝',
    question: msg`How do you like to serve others in or outside your parish?`,
  },
]
