import { expect, expectAccessible, MODERATOR, shootBothThemes, signIn, test } from './fixtures.ts'
import { completeProfile, signUpMember } from './members.ts'

/**
 * The Verified badge earned by review (decision 050): a member's deacon letter waits on
 * /moderation, the moderator opens it and verifies it, the member's profile and cards show the
 * one Verified badge; the moderator withdraws it with a reason, which the member reads.
 */

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

test('a deacon letter verified on /moderation makes the member Verified, and a withdrawal takes it back with a reason', async ({
  page,
  browser,
}, testInfo) => {
  const member = await signUpMember('Theodora', 'female', 'male')
  const upload = await member.api.post('/api/upload/deacon-letter', {
    multipart: {
      deaconLetter: {
        name: 'letter.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n% from Deacon Stephen\n'),
      },
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const { url } = (await upload.json()) as { url: string }
  await completeProfile(member, { deaconLetterUrl: url })

  // Her profile says the letter is under review, and that the badge is earned, never bought.
  await page
    .context()
    .addCookies((await member.api.storageState()).cookies.map((cookie) => ({ ...cookie })))
  await page.goto('/profile')
  const verification = page.getByRole('region', { name: /Verified Orthodox/ })
  await expect(
    verification.getByText('Your deacon letter is being reviewed by our moderators.'),
  ).toBeVisible()
  await expect(verification.locator('.badge-verified')).toHaveCount(0)
  await verification.evaluate((card) => card.scrollIntoView({ block: 'center' }))
  await shootBothThemes(page, testInfo, 'profile-letter-pending')

  // The moderator, on another phone, opens the letter and verifies it.
  const moderatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const mod = await moderatorContext.newPage()
  await signIn(mod, MODERATOR.email, MODERATOR.password)
  await mod.goto('/moderation')
  const letters = mod.getByRole('region', { name: 'Deacon letters' })
  const card = letters.getByRole('article', { name: `Deacon letter: ${member.fullName}` })
  await expect(card).toBeVisible()
  const open = card.getByRole('link', { name: `Open the letter of ${member.fullName}` })
  const file = await mod.request.get((await open.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect((await file.body()).toString()).toContain('from Deacon Stephen')
  // The member cannot read letters, her own through this door included.
  expect((await member.api.get((await open.getAttribute('href'))!)).status()).toBe(403)
  await card.scrollIntoViewIfNeeded()
  await shootBothThemes(mod, testInfo, 'moderation-deacon-letter')

  await card.getByRole('button', { name: `Verify the deacon letter of ${member.fullName}` }).click()
  const dialog = mod.getByRole('dialog', {
    name: `Verify the deacon letter of ${member.fullName}?`,
  })
  await expectAccessible(mod)
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(mod.getByText(`${member.fullName} is Verified.`)).toBeVisible()
  await expect(card).toHaveCount(0)

  // Her profile, open all along, shows the badge at once.
  await expect(verification.locator('.badge-verified')).toBeVisible()
  await expect(verification.getByText('Your deacon letter has been verified.')).toBeVisible()
  await verification.evaluate((card) => card.scrollIntoView({ block: 'center' }))
  await shootBothThemes(page, testInfo, 'profile-verified')

  // The moderator withdraws it from the Verified members, with the reason she reads.
  const verified = mod.getByRole('region', { name: 'Verified members' })
  const withdraw = verified.getByRole('button', {
    name: `Withdraw the Verified badge of ${member.fullName}`,
  })
  await expect(withdraw).toBeVisible()
  await withdraw.click()
  const reasonDialog = mod.getByRole('dialog', {
    name: `Withdraw the Verified badge of ${member.fullName}?`,
  })
  await reasonDialog.getByRole('button', { name: 'Withdraw' }).click()
  await expect(reasonDialog.getByText('Give the reason for withdrawing the badge')).toBeVisible()
  await reasonDialog
    .getByLabel('Reason (the member reads it)')
    .fill('The diocese has no deacon of that name.')
  await expectAccessible(mod)
  await reasonDialog.getByRole('button', { name: 'Withdraw' }).click()
  await expect(withdraw).toHaveCount(0)
  const actions = mod.getByRole('region', { name: 'Recent actions' })
  await expect(actions.getByRole('listitem').first()).toContainText('Verified badge withdrawn')
  await moderatorContext.close()

  await page.reload()
  await expect(verification.getByText('Your deacon letter was not verified.')).toBeVisible()
  await expect(verification.getByText('The diocese has no deacon of that name.')).toBeVisible()
  await expect(verification.locator('.badge-verified')).toHaveCount(0)
  await expect(verification.getByRole('link', { name: 'Upload a new deacon letter' })).toBeVisible()
  await expectAccessible(page)
  const me = (await (await member.api.get('/api/auth/user')).json()) as Record<string, unknown>
  expect(me).toMatchObject({ isVerified: false, deaconLetterStatus: 'rejected' })
})
