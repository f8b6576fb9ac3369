import { randomUUID } from 'node:crypto'
import { request } from '@playwright/test'
import { BASE_URL } from './playwright.config.ts'
import { expect, expectAccessible, MODERATOR, signIn, tabTo, test } from './fixtures.ts'
import { like, signUpMember } from './members.ts'

test('moderation: a member reports another, the moderator suspends them, and they can no longer sign in', async ({
  page,
  browser,
}) => {
  const anna = await signUpMember('Anna', 'female', 'male')
  const pavel = await signUpMember('Pavel', 'male', 'female')
  await like(anna.api, anna.id, pavel.id)
  expect((await like(pavel.api, pavel.id, anna.id)).body.isMatch).toBe(true)
  const sent = await pavel.api.post('/api/messages', {
    data: {
      fromUserId: pavel.id,
      toUserId: anna.id,
      content: 'Answer me!',
      clientId: randomUUID(),
    },
    headers: { origin: BASE_URL },
  })
  expect(sent.status()).toBe(201)

  // Anna reports Pavel from the chat.
  await page.context().addCookies((await anna.api.storageState()).cookies)
  await page.goto(`/messages?partner=${pavel.id}`)
  await expect(page.getByText('Answer me!')).toBeVisible()
  await page.getByRole('button', { name: 'Report', exact: true }).click()
  const report = page.getByRole('dialog', { name: `Report ${pavel.fullName}` })
  await report.getByLabel('Harassment').check()
  await report.getByLabel(/Details/).fill('He keeps sending threats.')
  await report.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL('/messages')

  // A member has no way into moderation.
  await expect(page.getByRole('link', { name: 'Moderation' })).toHaveCount(0)
  expect((await anna.api.get('/api/moderation/reports')).status()).toBe(403)
  await page.goto('/moderation')
  await expect(page.getByText('Only moderators can see this page.')).toBeVisible()
  await expectAccessible(page)

  // The moderator signs in on another device and opens the queue from the header.
  const moderatorContext = await browser.newContext()
  const moderatorPage = await moderatorContext.newPage()
  await signIn(moderatorPage, MODERATOR.email, MODERATOR.password)
  await moderatorPage.getByRole('link', { name: 'Moderation' }).click()
  await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
  const card = moderatorPage.getByRole('article', { name: `Harassment: ${pavel.fullName}` })
  await expect(card).toBeVisible()
  await expect(card.getByText(anna.fullName)).toBeVisible()
  await expect(card.getByText('He keeps sending threats.')).toBeVisible()
  await expectAccessible(moderatorPage)

  await card.getByLabel('Note for the record (optional)').fill('Threats in chat')
  await card.getByRole('button', { name: `Suspend ${pavel.fullName}` }).click()
  const confirm = moderatorPage.getByRole('dialog', { name: `Suspend ${pavel.fullName}?` })
  await expect(confirm).toBeVisible()
  await expectAccessible(moderatorPage)
  await confirm.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(moderatorPage.getByText(`${pavel.fullName} is suspended.`)).toBeVisible()
  await expect(card).toHaveCount(0)
  const suspendedList = moderatorPage.getByRole('region', { name: 'Suspended members' })
  await expect(suspendedList.getByText(pavel.fullName)).toBeVisible()
  await expectAccessible(moderatorPage)

  // Pavel's session ended at once, and signing in again is refused with a clear message.
  expect((await pavel.api.get('/api/auth/user')).status()).toBe(401)
  const pavelContext = await browser.newContext()
  const pavelPage = await pavelContext.newPage()
  await pavelPage.goto('/signin')
  await pavelPage.getByLabel('Email').fill(pavel.email)
  await pavelPage.getByLabel('Password', { exact: true }).fill(pavel.password)
  await pavelPage.getByRole('button', { name: 'Sign In' }).click()
  await expect(pavelPage.getByRole('alert')).toHaveText('This account has been suspended')
  await expect(pavelPage).toHaveURL(/\/signin/)

  // On review the moderator lifts the suspension; Pavel signs in again.
  await suspendedList.getByRole('button', { name: `Reinstate ${pavel.fullName}` }).click()
  const reinstate = moderatorPage.getByRole('dialog', { name: `Reinstate ${pavel.fullName}?` })
  await reinstate.getByRole('button', { name: 'Reinstate', exact: true }).click()
  await expect(moderatorPage.getByText(`${pavel.fullName} can sign in again.`)).toBeVisible()
  await expect(suspendedList.getByText('No member is suspended.')).toBeVisible()
  await moderatorContext.close()
  await pavelPage.getByRole('button', { name: 'Sign In' }).click()
  await expect(pavelPage).not.toHaveURL(/\/signin/)
  await pavelContext.close()
})

test('moderation: a moderator reinstates a member with the keyboard only, and the audit trail names them', async ({
  page,
}) => {
  // Setup through the API: Anna reports Pavel and the moderator suspends him.
  const anna = await signUpMember('Anna', 'female', 'male')
  const pavel = await signUpMember('Pavel', 'male', 'female')
  const filed = await anna.api.post('/api/reports', {
    data: { reportedUserId: pavel.id, reason: 'harassment', details: 'Threats' },
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const { id: reportId } = (await filed.json()) as { id: number }
  const moderatorApi = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
  })
  expect((await moderatorApi.post('/api/auth/login', { data: MODERATOR })).ok()).toBe(true)
  const suspended = await moderatorApi.post(`/api/moderation/reports/${reportId}/resolve`, {
    data: { action: 'suspend' },
  })
  expect(suspended.status(), await suspended.text()).toBe(200)
  await moderatorApi.dispose()

  await signIn(page, MODERATOR.email, MODERATOR.password)
  await page.goto('/moderation')
  const suspendedList = page.getByRole('region', { name: 'Suspended members' })
  await expect(suspendedList.getByText(pavel.fullName)).toBeVisible()
  await expectAccessible(page)

  // Tab to Reinstate, Enter; in the dialog Tab to its Reinstate, Enter.
  const button = suspendedList.getByRole('button', { name: `Reinstate ${pavel.fullName}` })
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Reinstate ${pavel.fullName}?` })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  const confirm = dialog.getByRole('button', { name: 'Reinstate', exact: true })
  await tabTo(page, confirm, 10)
  await page.keyboard.press('Enter')

  await expect(page.getByText(`${pavel.fullName} can sign in again.`)).toBeVisible()
  await expect(suspendedList.getByText(pavel.fullName)).toHaveCount(0)
  // The audit trail shows who reinstated Pavel, newest first.
  const actions = page.getByRole('region', { name: 'Recent actions' })
  await expect(actions.getByRole('listitem').first()).toContainText(
    `Member reinstated: ${pavel.fullName}`,
  )
  await expect(actions.getByRole('listitem').first()).toContainText('By Demo')
  await expect(actions.getByRole('listitem').nth(1)).toContainText(
    `Member suspended: ${pavel.fullName}`,
  )
  await expectAccessible(page)
  expect(
    (
      await pavel.api.post('/api/auth/login', {
        data: { email: pavel.email, password: pavel.password },
      })
    ).status(),
  ).toBe(200)
})
