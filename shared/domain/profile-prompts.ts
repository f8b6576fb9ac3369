/**
 * Profile prompts (issue #37, docs/profile-prompts.md): short questions a member answers on their
 * profile, shown between their photos, so that every like and every first message has something
 * to answer. Faith and life both. The id is what is stored (never the words: a member reads the
 * prompt in their own language); the English is the source of the translations. Stored values are
 * exactly these ids: a prompt is removed only once no answer names it.
 */
export const PROFILE_PROMPTS = {
  // Faith
  'patron-saint': { topic: 'faith', english: 'My patron saint, and why' },
  'favourite-feast': { topic: 'faith', english: 'The feast I look forward to all year' },
  'after-liturgy': { topic: 'faith', english: 'After Liturgy you’ll find me…' },
  'hymn-that-moves-me': { topic: 'faith', english: 'A hymn that moves me' },
  'icon-i-pray-before': { topic: 'faith', english: 'The icon I pray before most' },
  pilgrimage: { topic: 'faith', english: 'A pilgrimage I made, or dream of making' },
  'great-lent': { topic: 'faith', english: 'During Great Lent I…' },
  pascha: { topic: 'faith', english: 'Pascha, for me, is…' },
  'came-to-the-church': { topic: 'faith', english: 'How the Church became my home' },
  'spiritual-book': { topic: 'faith', english: 'A spiritual book that changed me' },
  'saint-i-return-to': { topic: 'faith', english: 'A saint’s life I keep returning to' },
  'at-my-parish': { topic: 'faith', english: 'At my parish I…' },
  'time-to-pray': { topic: 'faith', english: 'My favourite time to pray' },
  'monastery-i-love': { topic: 'faith', english: 'A monastery I love' },
  'family-tradition': { topic: 'faith', english: 'A church tradition of my family' },
  'question-of-faith': { topic: 'faith', english: 'A question of faith I still think about' },
  'thankful-for': { topic: 'faith', english: 'What I thank God for every day' },
  'name-day': { topic: 'faith', english: 'How I celebrate my name day' },
  'chant-or-choir': { topic: 'faith', english: 'Byzantine chant or a choir? My pick' },
  'praying-together': { topic: 'faith', english: 'Praying together would look like…' },
  // Life
  'perfect-sunday': { topic: 'life', english: 'A perfect Sunday' },
  'looking-for': { topic: 'life', english: 'I’m looking for someone who…' },
  'family-means': { topic: 'life', english: 'Family, to me, means…' },
  'dish-i-cook-best': { topic: 'life', english: 'The dish I cook best' },
  'grandparents-taught-me': { topic: 'life', english: 'Something my grandparents taught me' },
  'free-saturday': { topic: 'life', english: 'On a free Saturday you’ll find me…' },
  'place-to-show-you': { topic: 'life', english: 'A place I’d love to show you' },
  'where-i-live': { topic: 'life', english: 'What I love about where I live' },
  'makes-me-laugh': { topic: 'life', english: 'What makes me laugh' },
  'green-flag': { topic: 'life', english: 'A green flag I look for' },
  'together-we-could': { topic: 'life', english: 'Together we could…' },
  'simple-joy': { topic: 'life', english: 'A simple joy of my week' },
  'my-work': { topic: 'life', english: 'My work, in one sentence' },
  'learning-now': { topic: 'life', english: 'Something I’m learning now' },
  'always-recommend': { topic: 'life', english: 'A book or film I always recommend' },
  'good-first-date': { topic: 'life', english: 'A good first date would be…' },
  'kindest-thing': { topic: 'life', english: 'The kindest thing anyone did for me' },
  'wont-compromise': { topic: 'life', english: 'Something I won’t compromise on' },
  'home-in-ten-years': { topic: 'life', english: 'In ten years I hope our home is…' },
  'talk-for-hours': { topic: 'life', english: 'I could talk for hours about…' },
} as const satisfies Record<string, { topic: 'faith' | 'life'; english: string }>

export type ProfilePromptId = keyof typeof PROFILE_PROMPTS
export const PROFILE_PROMPT_IDS = Object.keys(PROFILE_PROMPTS) as [
  ProfilePromptId,
  ...ProfilePromptId[],
]

/** A profile shows at most this many answered prompts. */
export const PROFILE_PROMPTS_MAX = 3
/** The longest written answer. */
export const PROMPT_ANSWER_MAX = 150
