import { type Page } from '@playwright/test'
import { expect, expectAccessible, test, uniqueEmail, birthDateAged } from './fixtures.ts'

// Membership (ISSUE-5): the built-in test checkout end to end, the canceled page, the upgrade
// prompt from the pricing demo. Each test signs up its own free member (the demo member is shared).

async function signUpFreeMember(page: Page): Promise<number> {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(uniqueEmail('membership'))
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('First name').fill('Nikolai')
  await page.getByLabel('Last name').fill('Petrov')
  await page.getByLabel('Date of birth').fill(birthDateAged(33))
  await page.getByLabel('Gender').selectOption('male')
  await page.getByLabel('Looking for').selectOption('female')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(/Welcome, Nikolai/)).toBeVisible()
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number }
  return me.id
}

const usageRow = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) })

async function stats(page: Page, memberId: number) {
  const answer = await page.request.get(`/api/membership/stats/${memberId}`)
  expect(answer.status()).toBe(200)
  return (await answer.json()) as { tier: string; limits: { dailyLikes: number } }
}

/** Likes `count` members of the discover deck through the API, as the member's browser would. */
async function likeMembers(page: Page, memberId: number, count: number) {
  const deck = (await (await page.request.get('/api/users')).json()) as { items: { id: number }[] }
  expect(deck.items.length).toBeGreaterThanOrEqual(count)
  for (const candidate of deck.items.slice(0, count)) {
    const answer = await page.request.post('/api/likes', {
      headers: { origin: new URL(page.url()).origin },
      data: { fromUserId: memberId, toUserId: candidate.id, clientId: crypto.randomUUID() },
    })
    expect(answer.status()).toBe(200)
  }
}

test('a free member meets the like limit, upgrades through the test checkout, and likes on', async ({
  page,
}) => {
  const memberId = await signUpFreeMember(page)
  await page.goto('/subscription')
  await expect(usageRow(page, 'Likes today')).toContainText('0/25')
  const freeCard = page.getByRole('listitem', { name: 'Free' })
  await expect(freeCard.getByText('Free Forever')).toBeVisible()
  await expect(freeCard.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  await expectAccessible(page)

  await likeMembers(page, memberId, 25)
  await page.goto('/pricing-demo')
  await expect(usageRow(page, 'Likes today')).toContainText('25/25')
  await page.getByRole('button', { name: 'Send Like' }).click()
  const prompt = page.getByRole('dialog')
  await expect(prompt.getByRole('heading', { name: 'Out of Likes' })).toBeVisible()
  await expect(
    prompt.getByText(
      'Cancel anytime • Secure payment by a card provider • 7-day money-back guarantee',
    ),
  ).toBeVisible()
  await expectAccessible(page)
  await prompt.getByRole('link', { name: 'Choose Premium' }).click()
  await expect(page).toHaveURL(/\/subscription$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(page).toHaveURL(/\/subscription\/test-checkout\?session_id=/)
  await expect(
    page.getByText('This is a test checkout: no card is charged and no payment is taken.'),
  ).toBeVisible()
  await expect(page.getByText('$9.99 / month')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: /^Pay \$9\.99/ }).click()

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Successful!' }),
  ).toBeVisible()
  await expect(page.getByText('Your Premium benefits')).toBeVisible()
  // What happens next, and only what is true: no e-mail is promised while none is sent.
  const next = page.getByRole('region', { name: 'What happens next' })
  await expect(next).toContainText('Your membership is active immediately.')
  await expect(next).not.toContainText('e-mail')
  await expectAccessible(page)
  const after = await stats(page, memberId)
  expect(after.tier).toBe('premium')
  expect(after.limits.dailyLikes).toBe(-1)

  await page.goto('/subscription')
  await expect(usageRow(page, 'Likes today')).toContainText('25/∞')
  const premiumCard = page.getByRole('listitem', { name: /^Premium/ })
  await expect(premiumCard.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible()

  // Premium's one boost of the month, from /subscription; a second opens the upgrade prompt.
  await page.getByRole('button', { name: 'Boost My Profile' }).click()
  await expect(page.getByText('Profile Boosted!')).toBeVisible()
  await expect(usageRow(page, 'Boosts this month')).toContainText('1/1')
  await page.getByRole('button', { name: 'Boost My Profile' }).click()
  await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toBeVisible()
  await page.getByRole('button', { name: 'Maybe later' }).click()

  await page.goto('/pricing-demo')
  await page.getByRole('button', { name: 'Send Like' }).click()
  await expect(page.getByText('Action Successful')).toBeVisible()
  await expect(usageRow(page, 'Likes today')).toContainText('26/∞')

  // Cancel from settings: the built-in billing portal returns the member to the free plan.
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Manage Subscription' }).click()
  await expect(page).toHaveURL(/\/subscription\/test-portal$/)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Cancel Subscription' }).click()
  await expect(page).toHaveURL(/\/subscription$/)
  await expect(page.getByText('You are on the free plan again.')).toBeVisible()
  expect((await stats(page, memberId)).tier).toBe('free')
})

test('canceling the test checkout changes nothing and says so', async ({ page }) => {
  const memberId = await signUpFreeMember(page)
  await page.goto('/subscription')
  await page.getByRole('button', { name: 'Upgrade to Verified Orthodox' }).click()
  await expect(page).toHaveURL(/\/subscription\/test-checkout/)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page).toHaveURL(/\/subscription\/canceled/)
  await expect(page.getByText('Your checkout was canceled and no charge was made.')).toBeVisible()
  await expect(page.getByText('25 likes per day')).toBeVisible()
  await expectAccessible(page)
  expect((await stats(page, memberId)).tier).toBe('free')
  await page.getByRole('link', { name: 'View Plans Again' }).click()
  await expect(page).toHaveURL(/\/subscription$/)
})

test('the success page without a session shows the error state', async ({ page }) => {
  await signUpFreeMember(page)
  await page.goto('/subscription/success')
  await expect(
    page.getByText('Unable to verify your subscription. Please contact support.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
})

test('the pricing demo runs a real like and super like, and prompts at the limits', async ({
  page,
}) => {
  await signUpFreeMember(page)
  await page.goto('/pricing-demo')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Freemium Membership System Demo' }),
  ).toBeVisible()
  await expect(usageRow(page, 'Likes today')).toContainText('0/25')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Send Like' }).click()
  await expect(page.getByText('Action Successful')).toBeVisible()
  await expect(usageRow(page, 'Likes today')).toContainText('1/25')

  await page.getByRole('button', { name: 'Super Like' }).click()
  await expect(page.getByText('Action Successful')).toBeVisible()
  await expect(usageRow(page, 'Super likes this week')).toContainText('1/1')
  await page.getByRole('button', { name: 'Super Like' }).click()
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'No Super Likes Left' }),
  ).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Maybe later' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A free member has no boosts: the prompt for any other action is 'Upgrade Required'.
  await page.getByRole('button', { name: 'Profile Boost' }).click()
  const prompt = page.getByRole('dialog')
  await expect(prompt.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible()
  await prompt.getByRole('button', { name: 'Maybe later' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(usageRow(page, 'Boosts this month')).toContainText('0/0')
})
