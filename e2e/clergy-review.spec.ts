import { expect, expectAccessible, MODERATOR, signIn, tabTo, test } from './fixtures.ts'
import { signUpWithFaithConsent } from './new-member.ts'

test('clergy review: a member submits a reference, a moderator verifies it by keyboard, and the member’s open profile shows the Verified badge at once', async ({
  page,
  browser,
}) => {
  const lastName = `Pappas${Math.floor(Math.random() * 1e6)}`
  const fullName = `Anna ${lastName}`
  await signUpWithFaithConsent(page, {
    emailPrefix: 'clergy-review',
    firstName: 'Anna',
    lastName,
    age: 31,
    gender: 'female',
  })

  // Anna's priest fills in the online form on her device.
  await page.goto('/clergy-reference')
  await page.getByLabel("Parishioner's full name").fill(fullName)
  await page.getByLabel('Church name').fill('Annunciation Cathedral')
  await page.getByLabel('Church jurisdiction').selectOption('Greek Orthodox Archdiocese of America')
  await page.getByLabel('Clergy name').fill('Fr. Nicholas Kostas')
  await page.getByLabel('Parish name').fill('Annunciation')
  await page.getByLabel('Signature (type your full name)').fill('Nicholas Kostas')
  await page.getByRole('button', { name: 'Submit Reference Form' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('Under review')).toBeVisible()
  await expect(
    page.getByText('Your clergy reference is being reviewed by our moderators.'),
  ).toBeVisible()
  await expectAccessible(page)

  // The moderator, on another device, finds it under Clergy references with every answer.
  const moderatorContext = await browser.newContext()
  const mod = await moderatorContext.newPage()
  await signIn(mod, MODERATOR.email, MODERATOR.password)
  await mod.goto('/moderation')
  const list = mod.getByRole('region', { name: 'Clergy references' })
  const card = list.getByRole('article', { name: `Clergy reference: ${fullName}` })
  await expect(card).toBeVisible()
  await expect(card.getByText('Fr. Nicholas Kostas')).toBeVisible()
  await expect(card.getByText('Greek Orthodox Archdiocese of America')).toBeVisible()
  await expectAccessible(mod)

  // Keyboard only: Tab to Verify, Enter; in the dialog Tab to its Verify, Enter.
  const verify = card.getByRole('button', { name: `Verify the clergy reference of ${fullName}` })
  await tabTo(mod, verify)
  await mod.keyboard.press('Enter')
  const dialog = mod.getByRole('dialog', { name: `Verify the clergy reference of ${fullName}?` })
  await expect(dialog).toBeVisible()
  await expectAccessible(mod)
  await tabTo(mod, dialog.getByRole('button', { name: 'Verify', exact: true }), 10)
  await mod.keyboard.press('Enter')
  // Anna, on her profile on her own phone, is told at once.
  await expect(
    page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText('Your clergy reference was approved. Your profile shows the badge.'),
  ).toBeVisible()

  await expect(mod.getByText(`${fullName} is Verified.`)).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(list.getByRole('heading', { name: 'Clergy references' })).toBeFocused()
  const actions = mod.getByRole('region', { name: 'Recent actions' })
  await expect(actions.getByRole('listitem').first()).toContainText(
    `Clergy reference verified: ${fullName}`,
  )
  await expectAccessible(mod)
  await moderatorContext.close()

  // Anna's profile, open all along, shows the one Verified badge as soon as it is decided (the
  // live event of the review), without a reload.
  const verification = page.getByRole('region', { name: /Verified Orthodox/ })
  await expect(verification.locator('.badge-verified')).toBeVisible()
  await expect(verification.getByText('Your clergy reference has been verified.')).toBeVisible()
  await expect(page.getByText('Under review')).toHaveCount(0)
  await expectAccessible(page)
  const saved = await (await page.request.get('/api/clergy-reference')).json()
  expect(saved).toMatchObject({ status: 'verified', reviewReason: null })
  expect(saved).not.toHaveProperty('reviewedById')
})
