/**
 * Profile prompts (issue #37, docs/profile-prompts.md): short questions a member answers on their
 * profile, shown between their photos, so that every like and every first message has something
 * to answer. Faith and life both. The id is what is stored (never the words: a member reads the
 * prompt in their own language). Stored values are exactly these ids: a prompt is removed only
 * once no answer names it.
 */
/** What a prompt is about: the builder offers them in two groups. */
export type PromptTopic = 'faith' | 'life'

/** Each prompt's id and topic; its words are the web's (web/screens/profile-prompts/prompt-texts.ts). */
export const PROFILE_PROMPTS = {
  // Faith
  'patron-saint': 'faith',
  'favourite-feast': 'faith',
  'after-liturgy': 'faith',
  'hymn-that-moves-me': 'faith',
  'icon-i-pray-before': 'faith',
  pilgrimage: 'faith',
  'great-lent': 'faith',
  pascha: 'faith',
  'came-to-the-church': 'faith',
  'spiritual-book': 'faith',
  'saint-i-return-to': 'faith',
  'at-my-parish': 'faith',
  'time-to-pray': 'faith',
  'monastery-i-love': 'faith',
  'family-tradition': 'faith',
  'question-of-faith': 'faith',
  'thankful-for': 'faith',
  'name-day': 'faith',
  'chant-or-choir': 'faith',
  'praying-together': 'faith',
  // Life
  'perfect-sunday': 'life',
  'looking-for': 'life',
  'family-means': 'life',
  'dish-i-cook-best': 'life',
  'grandparents-taught-me': 'life',
  'free-saturday': 'life',
  'place-to-show-you': 'life',
  'where-i-live': 'life',
  'makes-me-laugh': 'life',
  'green-flag': 'life',
  'together-we-could': 'life',
  'simple-joy': 'life',
  'my-work': 'life',
  'learning-now': 'life',
  'always-recommend': 'life',
  'good-first-date': 'life',
  'kindest-thing': 'life',
  'wont-compromise': 'life',
  'home-in-ten-years': 'life',
  'talk-for-hours': 'life',
} as const satisfies Record<string, PromptTopic>

export type ProfilePromptId = keyof typeof PROFILE_PROMPTS
export const PROFILE_PROMPT_IDS = Object.keys(PROFILE_PROMPTS) as [
  ProfilePromptId,
  ...ProfilePromptId[],
]

/** A profile shows at most this many answered prompts. */
export const PROFILE_PROMPTS_MAX = 3
/** The longest written answer. */
export const PROMPT_ANSWER_MAX = 150
