import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { mailTo } from './mailbox.ts'
import { signUpMember } from './members.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('password reset: forgot it on the sign-in screen, reset it with the mailed link, sign in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const irina = await signUpMember('Irina', 'female', 'male')

  await page.goto('/signin')
  await shootBothThemes(page, testInfo, 'sign-in-with-forgot-link')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'forgot-password')

  await page.getByLabel('Email').fill(irina.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(irina.email)).toBeVisible()
  await shootBothThemes(page, testInfo, 'forgot-password-sent')

  // The mail, in the member's language (English here), kept by the embedded default.
  const mail = await mailTo(request, irina.email, 'Reset your Orthodox Hearts password')
  const link = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1]
  expect(link, mail).toBeTruthy()
  const pageAnswer = await request.get(new URL(link!).pathname + new URL(link!).search)
  expect(pageAnswer.headers()['referrer-policy']).toBe('no-referrer')

  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password$/) // the token left the address bar
  await shootBothThemes(page, testInfo, 'reset-password')

  await page.getByLabel('New password', { exact: true }).fill('a-new-long-password')
  await page.getByLabel('New password, again').fill('a-new-long-password')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'reset-password-done')

  // The session Irina signed up with has ended; the notice is mailed.
  expect((await irina.api.get('/api/auth/user')).status()).toBe(401)
  expect(await mailTo(request, irina.email, 'Your Orthodox Hearts password was changed')).toContain(
    'was just changed',
  )

  // The link works once.
  const again = await request.post('/api/auth/password-reset/confirm', {
    data: { token: new URL(link!).searchParams.get('token'), password: 'yet-another-password' },
    headers: { origin: new URL(link!).origin },
  })
  expect(again.status()).toBe(409)

  await page.locator('.auth-screen').getByRole('link', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await page.getByLabel('Email').fill(irina.email)
  await page.getByLabel('Password', { exact: true }).fill('a-new-long-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/signin/)
  await expectAccessible(page)
})
