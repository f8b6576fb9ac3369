import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { openDetailsOnPhone } from './deck.ts'
import { completeProfile, signUpMember, type TestMember } from './members.ts'

/**
 * The whole profile, with privacy (issue #33 part 2): a member's detail view shows every field she
 * shows, grouped, with the vitals and the theological score; what she hides is not there. Her
 * builder has a "show on my profile" switch beside each sensitive field.
 */

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

async function answerQuestionnaire(member: TestMember, answers: Record<string, string>) {
  const saved = await member.api.post('/api/questionnaire', { data: answers })
  expect(saved.ok(), await saved.text()).toBe(true)
}

const beliefs = {
  believesRealPresence: 'yes',
  believesIconVeneration: 'yes',
  believesMarriageSacrament: 'yes',
  prayerFrequency: 'daily',
  fastingFrequency: 'weekly',
}

test('the detail view shows the profile in groups, leaving out what she hides; her builder has the switches', async ({
  page,
  browser,
}, testInfo) => {
  const woman = await signUpMember('Eleni', 'female', 'male')
  await completeProfile(woman, {
    bio: 'Reader at St. Nicholas; I bake prosphora on Saturdays.',
    occupation: 'Pharmacist',
    income: 85_000,
    weight: 131,
    cupSize: 'B',
    maritalStatus: 'never-married',
    wantsChildren: 'yes',
    smoking: 'never',
    // Race and income shown; weight and measurements kept to herself.
    showRace: true,
    showIncome: true,
    showWeight: false,
    showMeasurements: false,
  })
  await answerQuestionnaire(woman, beliefs)
  const viewer = await signUpMember('Stavros', 'male', 'female')
  await completeProfile(viewer)
  await answerQuestionnaire(viewer, beliefs)

  const { page: his, details } = await openDetailsOnPhone(browser, viewer, woman.fullName)
  await expect(details.getByText('100% theological match')).toBeVisible()

  const basics = details.getByRole('region', { name: 'Basics' })
  await basics.scrollIntoViewIfNeeded()
  await expect(basics.locator('dl > div')).toHaveText([
    /Age\s*34/,
    /Location\s*Chicago, United States/,
    /Distance\s*\d+ miles? away/,
    /Height\s*168cm/,
    /Eye color\s*Brown/,
    /Race\/ethnicity\s*Greek/,
  ])
  await expect(details.getByRole('region', { name: 'Faith' }).locator('dl > div')).toHaveText([
    /Denomination\s*Greek Orthodox/,
    /Jurisdiction\s*GOARCH/,
    /Church attendance\s*Weekly/,
  ])
  await shootBothThemes(his, testInfo, 'detail-basics')
  const vitals = details.getByRole('region', { name: 'Vitals' })
  await expect(vitals.locator('dl > div')).toHaveText([
    /Marital status\s*Never married/,
    /Wants children\s*Yes/,
    /Smoking\s*Never/,
  ])
  await expect(details.getByRole('region', { name: 'Theological match' })).toBeVisible()
  const about = details.getByRole('region', { name: 'About' })
  await about.scrollIntoViewIfNeeded()
  await expect(
    about.getByText('Reader at St. Nicholas; I bake prosphora on Saturdays.'),
  ).toBeVisible()
  await expect(about.locator('dl > div')).toHaveText([
    /Occupation\s*Pharmacist/,
    /Education level\s*Master's Degree/,
    /Income\s*\$85K/,
    /English fluency\s*Fluent/,
    /MBTI type\s*INFJ/,
    /Love language\s*Quality Time/,
  ])
  await shootBothThemes(his, testInfo, 'detail-about')
  // What she hides is nowhere in the view.
  await expect(details).not.toContainText('Weight')
  await expect(details).not.toContainText('Measurements')
  await expect(details).not.toContainText('Cup size')
  await expectAccessible(his)
  await his.context().close()

  // Her builder: the switches beside race and weight, set as she chose.
  await page
    .context()
    .addCookies((await woman.api.storageState()).cookies.map((cookie) => ({ ...cookie })))
  await page.goto('/profile-builder')
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 2 of 5')).toBeVisible()
  const race = page.getByRole('switch', { name: 'Show my race/ethnicity on my profile' })
  const weight = page.getByRole('switch', { name: 'Show my weight on my profile' })
  await expect(race).toHaveAttribute('aria-checked', 'true')
  await expect(weight).toHaveAttribute('aria-checked', 'false')
  await expect(
    page.getByRole('switch', { name: 'Show my measurements on my profile' }),
  ).toHaveAttribute('aria-checked', 'false')
  await race.scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'builder-switches')
})
