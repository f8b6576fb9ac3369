import { randomUUID } from 'node:crypto'
import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { cardName, openDiscoverAs } from './deck.ts'
import { signUpMember, type TestMember } from './members.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

interface DeckPage {
  items: { id: number; firstName: string; lastName: string }[]
  nextCursor: string | null
}

/**
 * The member passes everyone their deck holds but the last `left`, page by page, through the
 * API: whom they passed.
 */
async function passAllBut(member: TestMember, left: number): Promise<Map<number, string>> {
  const passed = new Map<number, string>()
  for (let round = 0; round < 60; round++) {
    const answer = await member.api.get('/api/users')
    expect(answer.status()).toBe(200)
    const { items, nextCursor } = (await answer.json()) as DeckPage
    const last = nextCursor === null
    const passing = last ? items.slice(0, Math.max(0, items.length - left)) : items
    if (last && passing.length === 0) return passed
    for (const item of passing) {
      const pass = await member.api.post('/api/passes', {
        data: { fromUserId: member.id, toUserId: item.id, clientId: randomUUID() },
      })
      expect(pass.status(), await pass.text()).toBe(204)
      passed.set(item.id, `${item.firstName} ${item.lastName}`)
    }
    if (last) return passed
  }
  throw new Error('the deck never ended')
}

test('at the end of the deck No More Matches; Start Over brings back the members passed, on the server too', async ({
  page,
}, testInfo) => {
  const stavros = await signUpMember('Stavros', 'male', 'female')
  const passed = await passAllBut(stavros, 2)
  expect(passed.size).toBeGreaterThan(0)

  const passedNames = [...passed.values()]
  // The last ones he passes on his phone, until the deck's end.
  await openDiscoverAs(page, stavros)
  const end = page.getByRole('heading', { name: 'No More Matches' })
  for (let i = 0; i < 10; i++) {
    await expect(cardName(page).or(end)).toBeVisible()
    if (await end.isVisible()) break
    const name = (await cardName(page).textContent())!
    await page.getByRole('button', { name: `Pass on ${name}` }).click()
    await expect(page.getByRole('button', { name: `Pass on ${name}` })).toHaveCount(0)
    passedNames.push(name)
  }
  expect(passedNames.length).toBeGreaterThan(passed.size)
  await expect(page.getByRole('heading', { name: 'No More Matches' })).toBeVisible()
  await expectAccessible(page)
  await shootBothThemes(page, testInfo, 'no-more-matches')

  await page.getByRole('button', { name: 'Start Over' }).click()
  await expect(cardName(page)).toBeVisible()
  expect(passedNames).toContain(await cardName(page).textContent())
  // The server forgot his passes: his deck holds the members he passed again.
  await expect
    .poll(async () => {
      const { items } = (await (await stavros.api.get('/api/users')).json()) as DeckPage
      return items.filter((item) => passed.has(item.id)).length
    })
    .toBeGreaterThan(0)
  await shootBothThemes(page, testInfo, 'after-start-over')
})
