import { expect, shootBothThemes, test, uniqueEmail, birthDateAged } from './fixtures.ts'
import { codeIn, CONFIRM_SUBJECT, mailTo } from './mailbox.ts'
import { signUpThroughScreen } from './new-member.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('a new member confirms the address with the mailed code, after a calm reminder on every page', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('zoe')
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('First name').fill('Zoe')
  await page.getByLabel('Last name').fill('Andreou')
  await page.getByLabel('Date of birth').fill(birthDateAged(28))
  await page.getByLabel('Gender').selectOption('female')
  await page.getByLabel('Looking for').selectOption('male')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).not.toHaveURL(/\/signup/)

  const reminder = page.getByRole('complementary').filter({ hasText: 'Confirm your email address' })
  await expect(reminder).toContainText(`we sent a link to ${email}`)
  await page.goto('/settings')
  await expect(reminder).toBeVisible()
  await shootBothThemes(page, testInfo, 'address-reminder')

  await reminder.getByRole('link', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/settings\/email$/)
  await expect(page.getByText('Not confirmed yet.', { exact: false })).toBeVisible()
  await expect(reminder).toHaveCount(0)
  await shootBothThemes(page, testInfo, 'email-address-unconfirmed')

  const code = codeIn(await mailTo(request, email, CONFIRM_SUBJECT))
  await page.getByLabel('Code from the email').fill(code)
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(page.getByText('✓ Confirmed', { exact: true })).toBeVisible()
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(reminder).toHaveCount(0)
})

test('a member changes the address, confirms it from the new one, and the old one puts it back', async ({
  page,
  request,
}, testInfo) => {
  await signUpThroughScreen(page, {
    emailPrefix: 'petros',
    firstName: 'Petros',
    lastName: 'Ioannou',
    age: 35,
    gender: 'male',
  })
  const old = ((await (await page.request.get('/api/auth/user')).json()) as { email: string }).email
  const next = uniqueEmail('petros.new')

  await page.goto('/settings')
  await page.getByRole('link', { name: 'Manage email address' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Email address' })).toBeVisible()
  await expect(page.getByText('✓ Confirmed', { exact: true })).toBeVisible()
  await shootBothThemes(page, testInfo, 'email-address')

  await page.getByLabel('New email address').fill(next)
  await page.getByLabel('Your password').fill('not-my-password')
  await page.getByRole('button', { name: 'Send a confirmation link' }).click()
  await expect(page.getByRole('alert')).toHaveText('Password is incorrect')
  await page.getByLabel('Your password').fill('a-long-password')
  await page.getByRole('button', { name: 'Send a confirmation link' }).click()
  const waiting = page.getByRole('region', { name: 'Waiting for confirmation' })
  await expect(waiting).toContainText(next)
  await shootBothThemes(page, testInfo, 'email-address-pending')

  // The link mailed to the new address, opened in the same browser.
  const mail = await mailTo(request, next, 'Confirm your new email address for Orthodox Hearts')
  const link = new URL(
    /(http:\/\/localhost:\d+\/confirm-email\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!,
  )
  await page.goto(link.pathname + link.search)
  await expect(
    page.getByText('Your account now uses this address.', { exact: false }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/confirm-email$/) // the token left the address bar
  await shootBothThemes(page, testInfo, 'confirm-email-changed')
  expect(
    ((await (await page.request.get('/api/auth/user')).json()) as { email: string }).email,
  ).toBe(next)

  // The old address is told, with the link that puts it back; every device is signed out.
  const notice = await mailTo(
    request,
    old,
    'The email address of your Orthodox Hearts account was changed',
  )
  const undo = new URL(
    /(http:\/\/localhost:\d+\/undo-email-change\?token=[A-Za-z0-9_-]+)/.exec(notice)![1]!,
  )
  const answer = await request.get(undo.pathname + undo.search)
  expect(answer.headers()['referrer-policy']).toBe('no-referrer')
  await page.goto(undo.pathname + undo.search)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Put your address back?' }),
  ).toBeVisible()
  await shootBothThemes(page, testInfo, 'undo-email-change')
  await page.getByRole('button', { name: 'Put my address back' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your address is back' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'undo-email-change-done')
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
})
