import { expect, expectAccessible, shootBothThemes, signIn, test } from './fixtures.ts'
import { signUpMember } from './members.ts'

test.use({ viewport: { width: 390, height: 844 } })

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

test('where you are signed in: a member sees her devices and signs out a lost phone, then all others', async ({
  page,
  browser,
}, testInfo) => {
  // Signed in three times: the API (the member's sign-up), this phone, and an iPhone.
  const irini = await signUpMember('Irini', 'female', 'male')
  const iphoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
  })
  const iphone = await iphoneContext.newPage()
  await signIn(iphone, irini.email, irini.password)
  await signIn(page, irini.email, irini.password)

  await page.goto('/settings')
  await page.getByRole('link', { name: 'Manage devices' }).click()
  await expect(page).toHaveURL(/\/settings\/devices$/)
  await expect(
    page.getByRole('heading', { level: 1, name: "Where you're signed in" }),
  ).toBeVisible()
  const list = page.getByRole('list', { name: 'Your devices' })
  await expect(list.getByRole('article')).toHaveCount(3)
  const thisDevice = list.getByRole('article').first()
  await expect(thisDevice.getByText('This device')).toBeVisible()
  await expect(thisDevice.getByRole('heading')).toHaveText('Chrome on Linux')
  const lostPhone = list.getByRole('article', { name: 'Safari on iOS' })
  await expect(lostPhone.getByText('Phone')).toBeVisible()
  await expect(lostPhone.getByText('Last active: today')).toBeVisible()
  await shootBothThemes(page, testInfo, 'sessions-list')

  // The lost iPhone is signed out: its next visit lands on the sign-in page.
  await lostPhone.getByRole('button', { name: 'Sign out Safari on iOS' }).click()
  await expect(page.getByText('Signed out: Safari on iOS')).toBeVisible()
  await expect(list.getByRole('article')).toHaveCount(2)
  await iphone.goto('/settings')
  await expect(iphone).toHaveURL(/\/signin/)
  await iphoneContext.close()

  // Then every other: the sign-up's session ends too, and this phone stays signed in.
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click()
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible()
  expect((await irini.api.get('/api/auth/user')).status()).toBe(401)
  await page.reload()
  await expect(list.getByRole('article')).toHaveCount(1)
  await shootBothThemes(page, testInfo, 'sessions-only-this-device')
  await expectAccessible(page)
})
