import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProfilePromptId } from '#shared/domain/profile-prompts.ts'

/**
 * The words of each profile prompt (shared/domain/profile-prompts.ts stores only the ids), in the
 * member's language: the English here is the source of the nine catalogs' translations.
 */
export const PROMPT_TEXTS: Record<ProfilePromptId, MessageDescriptor> = {
  'patron-saint': msg`My patron saint, and why`,
  'favourite-feast': msg`The feast I look forward to all year`,
  'after-liturgy': msg`After Liturgy you’ll find me…`,
  'hymn-that-moves-me': msg`A hymn that moves me`,
  'icon-i-pray-before': msg`The icon I pray before most`,
  pilgrimage: msg`A pilgrimage I made, or dream of making`,
  'great-lent': msg`During Great Lent I…`,
  pascha: msg`Pascha, for me, is…`,
  'came-to-the-church': msg`How the Church became my home`,
  'spiritual-book': msg`A spiritual book that changed me`,
  'saint-i-return-to': msg`A saint’s life I keep returning to`,
  'at-my-parish': msg`At my parish I…`,
  'time-to-pray': msg`My favourite time to pray`,
  'monastery-i-love': msg`A monastery I love`,
  'family-tradition': msg`A church tradition of my family`,
  'question-of-faith': msg`A question of faith I still think about`,
  'thankful-for': msg`What I thank God for every day`,
  'name-day': msg`How I celebrate my name day`,
  'chant-or-choir': msg`Byzantine chant or a choir? My pick`,
  'praying-together': msg`Praying together would look like…`,
  'perfect-sunday': msg`A perfect Sunday`,
  'looking-for': msg`I’m looking for someone who…`,
  'family-means': msg`Family, to me, means…`,
  'dish-i-cook-best': msg`The dish I cook best`,
  'grandparents-taught-me': msg`Something my grandparents taught me`,
  'free-saturday': msg`On a free Saturday you’ll find me…`,
  'place-to-show-you': msg`A place I’d love to show you`,
  'where-i-live': msg`What I love about where I live`,
  'makes-me-laugh': msg`What makes me laugh`,
  'green-flag': msg`A green flag I look for`,
  'together-we-could': msg`Together we could…`,
  'simple-joy': msg`A simple joy of my week`,
  'my-work': msg`My work, in one sentence`,
  'learning-now': msg`Something I’m learning now`,
  'always-recommend': msg`A book or film I always recommend`,
  'good-first-date': msg`A good first date would be…`,
  'kindest-thing': msg`The kindest thing anyone did for me`,
  'wont-compromise': msg`Something I won’t compromise on`,
  'home-in-ten-years': msg`In ten years I hope our home is…`,
  'talk-for-hours': msg`I could talk for hours about…`,
}
