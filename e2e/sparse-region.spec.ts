import { card, cardName, openDiscoverAs } from './deck.ts'
import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { signUpMember, type TestMember } from './members.ts'

// Sparse regions (issue 15 item 3, decision 036): few members within the distance.

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

/** A city of the list where no demo member lives, so only this test's members are near. */
const CITY = 'us-albuquerque'

async function liveIn(member: TestMember) {
  const answer = await member.api.put(`/api/users/${member.id}/home-city`, {
    data: { cityId: CITY },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

test('few members near: the deck says how many, shows the nearest beyond marked, and widens in one tap', async ({
  page,
}, testInfo) => {
  const woman = await signUpMember('Theodora', 'female', 'male', 31)
  const neighbour = await signUpMember('Spyridon', 'male', 'female', 33)
  await liveIn(woman)
  await liveIn(neighbour)
  // Men within 5 miles, and others once those run out.
  const preferences = await woman.api.put(`/api/users/${woman.id}/discovery`, {
    data: {
      lookingFor: 'male',
      minAge: 25,
      maxAge: 45,
      maxDistance: 5,
      distanceStrict: false,
      denominations: [],
    },
  })
  expect(preferences.status(), await preferences.text()).toBe(200)

  await openDiscoverAs(page, woman)
  await expect(page.getByText('Only 1 member within 5 miles of you.')).toBeVisible()
  // The one near comes first, unmarked; then the nearest beyond, marked.
  await expect(cardName(page)).toHaveText(neighbour.fullName)
  await expect(card(page).getByText('Beyond your distance')).toHaveCount(0)
  await expectAccessible(page)
  await card(page).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(cardName(page)).not.toHaveText(neighbour.fullName)
  await expect(card(page).getByText('Beyond your distance')).toBeVisible()
  await shootBothThemes(page, testInfo, 'sparse-region')

  // One tap widens the distance; the deck is asked again from the new distance (where the
  // neighbour she passed is no longer counted).
  await page.getByRole('button', { name: 'Widen to 10 miles' }).click()
  await expect(page.getByText('No members within 10 miles of you yet.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Widen to 20 miles' })).toBeVisible()
  const me = (await (await woman.api.get('/api/auth/user')).json()) as Record<string, unknown>
  expect(me).toMatchObject({ maxDistance: 10, distanceStrict: false })
  await expectAccessible(page)
})
