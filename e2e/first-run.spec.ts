import { type APIRequestContext } from '@playwright/test'
import { birthDateAged, expect, shootBothThemes, test, uniqueEmail } from './fixtures.ts'
import { confirmAddress } from './mailbox.ts'
import { HOME_CITY, signUpMember } from './members.ts'
import { addPhotos, photoTiles } from './photos.ts'

// The first ten minutes (issue #35): from sign-up to a profile worth meeting, on a phone, each
// step looked at in light and dark and checked with axe; nobody sees the member before it.

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

/** Whether `member` is anywhere in the first page of a deck ranked anew for `viewer`. */
async function inDeckOf(viewer: APIRequestContext, member: { id: number }) {
  const answer = await viewer.get('/api/users?fresh=true')
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: { id: number }[] }
  return items.some((item) => item.id === member.id)
}

const heading = (name: string) => ({ level: 1, name }) as const

test('a new member signs up with a date of birth, adds a photo, a city and a denomination, and reaches the deck; only then do others see her', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // A man in Chicago looking for a woman of her age: he should meet her only once she is ready.
  const viewer = await signUpMember('Theodoros', 'male', 'female', 33)

  const email = uniqueEmail('first.run')
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('First name').fill('Anastasia')
  await page.getByLabel('Last name').fill('Kallis')
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('type', 'date')
  await page.getByLabel('Date of birth').fill(birthDateAged(31))
  await page.getByLabel('Gender').selectOption('female')
  await page.getByLabel('Looking for').selectOption('male')
  await shootBothThemes(page, testInfo, 'first-run-0-sign-up')
  await page.getByRole('button', { name: 'Create account' }).click()

  // Straight into the first run, one thing per screen.
  await expect(page).toHaveURL(/\/welcome/)
  const photosTitle = page.getByRole('heading', heading('Show your smile'))
  await expect(photosTitle).toBeVisible()
  const me = (await (await page.request.get('/api/auth/user')).json()) as {
    id: number
    age: number
    birthDate: string
  }
  expect(me).toMatchObject({ age: 31, birthDate: birthDateAged(31) })
  await confirmAddress(page.request, email)
  const progress = page.getByRole('progressbar', { name: 'Setting up your profile' })
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 5')
  const next = page.getByRole('button', { name: 'Continue' })
  await expect(next).toBeDisabled()
  await expect(page.getByText('Add a photo to continue.')).toBeVisible()
  await shootBothThemes(page, testInfo, 'first-run-1-photos')
  expect(await inDeckOf(viewer.api, me)).toBe(false)

  await addPhotos(page, [0])
  await expect(photoTiles(page)).toHaveCount(1)
  await expect(next).toBeEnabled()
  await shootBothThemes(page, testInfo, 'first-run-1-photos-added')
  await next.click()

  const cityTitle = page.getByRole('heading', heading('Where do you live?'))
  await expect(cityTitle).toBeFocused()
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 5')
  await expect(next).toBeDisabled()
  await shootBothThemes(page, testInfo, 'first-run-2-city')
  await page.getByRole('button', { name: 'Choose your city' }).click()
  await page.getByRole('combobox', { name: 'Search cities' }).fill('Chicago')
  await page.getByRole('option', { name: /Chicago/ }).click()
  await expect(page.getByText('Chicago', { exact: true })).toBeVisible()
  await expect(next).toBeEnabled()
  await next.click()

  await expect(page.getByRole('heading', heading('Your faith'))).toBeFocused()
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 3 of 5')
  await page
    .getByRole('group', { name: 'Denomination' })
    .getByRole('radio', { name: 'Greek Orthodox' })
    .check()
  await page.getByRole('radio', { name: 'Weekly' }).check()
  await page
    .getByRole('checkbox', {
      name: 'I agree that Orthodox Hearts keeps my faith answers to find my matches.',
    })
    .check()
  await shootBothThemes(page, testInfo, 'first-run-3-faith')
  await next.click()

  await expect(page.getByRole('heading', heading('Who would you like to meet?'))).toBeFocused()
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 4 of 5')
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'first-run-4-who-and-how-far')
  await next.click()

  await expect(page.getByRole('heading', heading("You're all set"))).toBeFocused()
  await shootBothThemes(page, testInfo, 'first-run-5-ready')
  await page.getByRole('button', { name: 'See who is near you' }).click()

  // The deck: with the minimum reached, Discover shows no notice; beside its title, how far
  // along the profile is and the next thing to add (a photo, a city, a denomination and a church
  // attendance of the seven things of a complete profile), until it is complete.
  await expect(page.getByRole('heading', heading('Find Your Match'))).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nobody can see you yet' })).toHaveCount(0)
  const pill = page.getByRole('link', {
    name: 'Your profile is 57% complete. Next: Add a second photo',
  })
  await expect(pill).toHaveAttribute('href', '/profile')
  await shootBothThemes(page, testInfo, 'first-run-6-deck-with-progress')

  // The server has all of it, once: now he meets her.
  const stored = (await (await page.request.get('/api/auth/user')).json()) as Record<
    string,
    unknown
  >
  expect(stored).toMatchObject({
    location: 'Chicago',
    denomination: 'Greek Orthodox',
    churchAttendanceFrequency: 'Weekly',
  })
  await expect.poll(() => inDeckOf(viewer.api, me)).toBe(true)

  // The progress leads to Profile, where the card says the same.
  await pill.click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your profile is 57% complete' }),
  ).toBeVisible()
})

test('a member without the minimum is told why, on their own profile and on Discover', async ({
  page,
}, testInfo) => {
  const viewer = await signUpMember('Stavros', 'male', 'female', 35)
  // Signed up, with a city, but no photo and no denomination.
  const member = await signUpMember('Irini', 'female', 'male', 33, HOME_CITY, false)
  expect(await inDeckOf(viewer.api, member)).toBe(false)
  await page
    .context()
    .addCookies((await member.api.storageState()).cookies.map((cookie) => ({ ...cookie })))

  await page.goto('/profile')
  const notice = page.getByRole('region', { name: 'Nobody can see you yet' })
  await expect(notice).toContainText(
    'Other members see you once your profile has a photo and your denomination.',
  )
  await expect(notice.getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
    'href',
    '/welcome?step=photos',
  )
  await shootBothThemes(page, testInfo, 'hidden-notice-profile')

  await page.goto('/')
  await expect(page.getByRole('heading', heading('Find Your Match'))).toBeVisible()
  await expect(notice).toBeVisible()
  // The notice above the deck leaves the card's buttons in reach, above the bottom navigation.
  const pass = (await page.getByRole('button', { name: /^Pass / }).boundingBox())!
  const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
  expect(pass.y + pass.height).toBeLessThanOrEqual(nav.y)
  await shootBothThemes(page, testInfo, 'hidden-notice-discover')
  await notice.getByRole('link', { name: 'Add a photo' }).click()
  await expect(page.getByRole('heading', heading('Show your smile'))).toBeFocused()
})
