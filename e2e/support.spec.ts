import { expect, expectAccessible, MODERATOR, shootBothThemes, signIn, test } from './fixtures.ts'
import { signUpMember, upgradeTo } from './members.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('support: a Premium member writes from Settings, the moderator answers in /moderation, and the member reads the reply at once', async ({
  page,
  browser,
}, testInfo) => {
  const sofia = await signUpMember('Sofia', 'female', 'male')
  await upgradeTo(sofia, 'premium')
  const question = `I cannot reorder my photos (${sofia.lastName})`

  // Settings' Contact Us opens the conversation with the support team.
  await page.context().addCookies((await sofia.api.storageState()).cookies)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/support$/)
  await expect(page.getByText('As a Premium member, your requests go first.')).toBeVisible()
  await expect(page.getByText(/No messages yet/)).toBeVisible()
  await page.getByLabel('Message to support').fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  // Sent: the composer empties and the message shows in the conversation.
  await expect(page.getByLabel('Message to support')).toHaveValue('')
  const thread = page.getByRole('region', { name: 'Your conversation with support' })
  await expect(thread.getByText(question)).toBeVisible()
  await expect(thread.getByText('Sent. The team will answer here.')).toBeVisible()
  await shootBothThemes(page, testInfo, 'support-sent')

  // The moderator, on another device, finds it in the support queue with its plan.
  const moderatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const mod = await moderatorContext.newPage()
  await signIn(mod, MODERATOR.email, MODERATOR.password)
  await mod.goto('/moderation')
  const queue = mod.getByRole('region', { name: 'Support' })
  const card = queue.getByRole('article', { name: 'Support: Sofia' }).filter({ hasText: question })
  await expect(card).toBeVisible()
  await expect(card.getByText('Premium', { exact: true })).toBeVisible()
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await shootBothThemes(mod, testInfo, 'moderation-support-queue')

  await card.getByRole('button', { name: 'Open the conversation with Sofia' }).click()
  const dialog = mod.getByRole('dialog', { name: 'Support: Sofia' })
  await expect(dialog.getByText(question)).toBeVisible()
  const answer = 'Hold a photo and drag it: the first one is your main photo.'
  await dialog.getByLabel('Reply to Sofia').fill(answer)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText(answer)).toBeVisible()
  await shootBothThemes(mod, testInfo, 'moderation-support-thread')
  await dialog.getByRole('button', { name: 'Done' }).click()
  // The conversation stays in the queue, answered, behind those still waiting.
  const answered = queue
    .getByRole('article', { name: 'Support: Sofia' })
    .filter({ hasText: answer })
  await expect(answered.getByText('Answered')).toBeVisible()
  await moderatorContext.close()

  // Sofia's open screen shows the answer as soon as it is sent (the live event), no reload.
  await expect(thread.getByText(answer)).toBeVisible()
  await expect(thread.getByText('Support team')).toBeVisible()
  await shootBothThemes(page, testInfo, 'support-answered')
  await expectAccessible(page)
})
