import { i18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { REVIEW_NOTICE_ENGLISH, REVIEW_SUBJECTS } from '#shared/domain/review-notice.ts'
import { activateLanguage } from '../i18n/activate-language.ts'
import { pushTextsIn } from './push-texts.ts'

it("stores in English the server's own text of each review's outcome", async () => {
  await activateLanguage('en', { remember: false })
  const texts = pushTextsIn(i18n)
  for (const subject of REVIEW_SUBJECTS) {
    const stored = texts.reviews[subject]
    const english = REVIEW_NOTICE_ENGLISH[subject]
    expect([stored.approvedTitle, stored.approvedBody], subject).toEqual(english.approved)
    expect([stored.rejectedTitle, texts.reviewRejectedBody], subject).toEqual(english.rejected)
  }
})

it('stores the review texts in the language the member reads the app in', async () => {
  await activateLanguage('ru', { remember: false })
  try {
    const texts = pushTextsIn(i18n)
    expect(texts.locale).toBe('ru')
    expect(texts.reviews.photo.approvedTitle).not.toBe(REVIEW_NOTICE_ENGLISH.photo.approved[0])
    expect(texts.reviewRejectedBody).not.toBe(REVIEW_NOTICE_ENGLISH.photo.rejected[1])
  } finally {
    await activateLanguage('en', { remember: false })
  }
})
