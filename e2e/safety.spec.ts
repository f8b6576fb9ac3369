import { randomUUID } from 'node:crypto'
import { BASE_URL } from './playwright.config.ts'
import {
  expect,
  expectAccessible,
  reloadOffline,
  shootBothThemes,
  signIn,
  test,
} from './fixtures.ts'
import { like, signUpMember } from './members.ts'

test('safety: block a match from the chat; gone from Matches and Messages; unblock in the Safety Center', async ({
  page,
}) => {
  const anna = await signUpMember('Anna', 'female', 'male')
  const pavel = await signUpMember('Pavel', 'male', 'female')
  await like(anna.api, anna.id, pavel.id)
  expect((await like(pavel.api, pavel.id, anna.id)).body.isMatch).toBe(true)
  const sent = await pavel.api.post('/api/messages', {
    data: {
      fromUserId: pavel.id,
      toUserId: anna.id,
      content: 'Christ is risen!',
      clientId: randomUUID(),
    },
    headers: { origin: BASE_URL },
  })
  expect(sent.status()).toBe(201)
  await page.context().addCookies((await anna.api.storageState()).cookies)

  // The match and the conversation are there.
  await page.goto('/matches')
  await expect(page.getByRole('listitem').filter({ hasText: pavel.fullName })).toBeVisible()
  await page.goto('/messages')
  await expect(page.getByRole('link', { name: new RegExp(pavel.fullName) })).toBeVisible()

  // Block from the chat, confirming in the dialog.
  await page.goto(`/messages?partner=${pavel.id}`)
  await expect(page.getByText('Christ is risen!')).toBeVisible()
  await page.getByRole('button', { name: 'Block', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: `Block ${pavel.fullName}?` })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(page).toHaveURL('/messages')
  await expect(
    page.getByText(`${pavel.fullName} can no longer see you or message you.`),
  ).toBeVisible()
  await expect(page.getByText('No conversations yet')).toBeVisible()

  // Gone from Matches too, after the screen's refresh from the server.
  await page.goto('/matches')
  await expect(page.getByRole('heading', { name: 'No matches yet' })).toBeVisible()
  await expect(page.getByText(pavel.fullName)).toHaveCount(0)

  // Pavel can no longer message Anna.
  const refused = await pavel.api.post('/api/messages', {
    data: { fromUserId: pavel.id, toUserId: anna.id, content: 'Hello?', clientId: randomUUID() },
    headers: { origin: BASE_URL },
  })
  expect(refused.status()).toBe(403)

  // The Safety Center, from Settings, lists Pavel; unblock.
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Safety Center' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Safety Center' })).toBeVisible()
  const blocked = page.getByRole('region', { name: 'Blocked members' })
  await expect(blocked.getByText(pavel.fullName)).toBeVisible()
  await expectAccessible(page)
  await blocked.getByRole('button', { name: `Unblock ${pavel.fullName}` }).click()
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Blocked members' }).getByText('You have not blocked anyone.'),
  ).toBeVisible()
  expect(await (await anna.api.get('/api/blocks')).json()).toEqual([])
})

test('safety: unmatch from the chat ends the match on both sides without blocking', async ({
  page,
}) => {
  const irene = await signUpMember('Irene', 'female', 'male')
  const luke = await signUpMember('Luke', 'male', 'female')
  await like(irene.api, irene.id, luke.id)
  expect((await like(luke.api, luke.id, irene.id)).body.isMatch).toBe(true)
  await page.context().addCookies((await irene.api.storageState()).cookies)

  await page.goto(`/messages?partner=${luke.id}`)
  await page.getByRole('button', { name: 'Unmatch', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: `Unmatch ${luke.fullName}?` })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Unmatch', exact: true }).click()
  await expect(page).toHaveURL('/messages')
  await expect(page.getByText(`You and ${luke.fullName} are no longer matched.`)).toBeVisible()

  await page.goto('/matches')
  await expect(page.getByRole('heading', { name: 'No matches yet' })).toBeVisible()
  // The server holds no match for either of them, and nobody was blocked.
  expect(await (await luke.api.get(`/api/users/${luke.id}/matches`)).json()).toEqual([])
  expect(await (await irene.api.get('/api/blocks')).json()).toEqual([])
})

test('safety: the romance-scam page, from the Safety Center, in light and dark, axe clean, offline too', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await page.goto('/safety')
  await page.getByRole('link', { name: 'How romance scams work' }).click()
  await expect(page).toHaveURL('/safety/romance-scams')
  await expect(
    page.getByRole('heading', { level: 1, name: 'How romance scams work' }),
  ).toBeVisible()
  await expect(page.getByText('gift cards, and the codes on their back')).toBeVisible()
  await shootBothThemes(page, testInfo, 'romance-scams')
  // A member reads it on the way to meet someone, with no signal: the app shell serves it.
  await reloadOffline(page, context)
  await expect(
    page.getByRole('heading', { level: 1, name: 'How romance scams work' }),
  ).toBeVisible()
  await expect(page.getByText('gift cards, and the codes on their back')).toBeVisible()
  await context.setOffline(false)
  await page.getByRole('link', { name: 'Safety Center' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Safety Center' })).toBeVisible()
})
