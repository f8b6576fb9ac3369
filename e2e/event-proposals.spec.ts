import { blockMapTiles, expect, MODERATOR, shootBothThemes, signIn, test } from './fixtures.ts'
import { signUpMember } from './members.ts'

/**
 * A member proposes an event at a parish from its details; it waits for a moderator, who approves
 * it on /moderation; then it shows on the parish (docs/parishes.md).
 */
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

const PARISH = /^Holy Trinity Orthodox Cathedral 1121 N Leavitt/
/** The demo's service times of its US listings (api/db/demo-data.ts). */
const SERVICE_TIMES = 'Sunday: Orthros 8:30, Divine Liturgy 9:30. Saturday: Great Vespers 5:00 PM'

test('a member proposes an event, a moderator approves it, and it shows on the parish', async ({
  page,
  browser,
}, testInfo) => {
  await blockMapTiles(page)
  const member = await signUpMember('Irinaevent', 'female', 'male')
  await signIn(page, member.email, member.password)
  await page.goto('/parishes')
  await page
    .getByRole('navigation', { name: 'Parishes on the map' })
    .getByRole('button', { name: PARISH })
    .click()
  const details = page.getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' })
  await details.getByRole('link', { name: 'Propose an event' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Propose an event' })).toBeVisible()
  await expect(page.getByText('1121 N Leavitt', { exact: false })).toBeVisible()
  // The form checks with the server's rules before anything is queued.
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(page.getByText('Give the event a title')).toBeVisible()
  await expect(page.getByLabel('Title')).toBeFocused()
  await expect(page.getByText('Choose the type of event')).toBeVisible()
  await shootBothThemes(page, testInfo, 'propose-event-errors')

  const title = `Young adults’ Vespers ${Math.floor(Math.random() * 1e6)}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Type of event').selectOption({ label: 'Young adults' })
  // Two hours from now, in the browser's own time: the soonest event of the parish.
  const start = await page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 60 * 60 * 1000)
    at.setSeconds(0, 0)
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
    return local.toISOString().slice(0, 16)
  })
  await page.getByLabel('Starts').fill(start)
  await page.getByLabel('Description (optional)').fill('Vespers, then tea in the hall.')
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(
    page.getByText('A moderator will review your event before it appears on the parish.'),
  ).toBeVisible()
  const mine = page.getByRole('region', { name: 'My proposals' })
  const row = mine.getByRole('listitem').filter({ hasText: title })
  await expect(row.getByText('Awaiting review')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  await shootBothThemes(page, testInfo, 'propose-event-sent')

  // Not on the parish while it waits.
  await page.goto('/parishes')
  await page
    .getByRole('navigation', { name: 'Parishes on the map' })
    .getByRole('button', { name: PARISH })
    .click()
  await expect(details.getByText(title)).toHaveCount(0)

  // The moderator approves it.
  const modContext = await browser.newContext({ viewport: PHONE })
  const mod = await modContext.newPage()
  await signIn(mod, MODERATOR.email, MODERATOR.password)
  await mod.goto('/moderation')
  const card = mod.getByRole('article', { name: title })
  await expect(card.getByText('Holy Trinity Orthodox Cathedral')).toBeVisible()
  await expect(card.getByText('Young adults', { exact: true })).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await shootBothThemes(mod, testInfo, 'moderation-event-proposal')
  await card.getByRole('button', { name: `Approve the event ${title}`, exact: true }).click()
  await expect(mod.getByText(`${title} now shows on its parish.`)).toBeVisible()
  await expect(card).toHaveCount(0)
  await modContext.close()

  // The member sees it on the parish, with Add to calendar, and the outcome in My proposals.
  await page.reload()
  await page
    .getByRole('navigation', { name: 'Parishes on the map' })
    .getByRole('button', { name: PARISH })
    .click()
  await expect(details.getByText(title)).toBeVisible()
  await expect(
    details.getByRole('link', { name: `Add ${title} to your calendar` }),
  ).toHaveAttribute('href', /^\/api\/parish-events\/\d+\/calendar\.ics$/)
  await details.scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'parish-with-approved-event')
  await details.getByRole('link', { name: 'Propose an event' }).click()
  await expect(
    mine.getByRole('listitem').filter({ hasText: title }).getByText('Approved'),
  ).toBeVisible()
})

test('a correction suggested offline waits on the device and reaches the server once', async ({
  page,
  context,
}, testInfo) => {
  await blockMapTiles(page)
  const member = await signUpMember('Pavelfix')
  await context.addCookies((await member.api.storageState()).cookies)
  await page.goto('/parishes')
  await page
    .getByRole('navigation', { name: 'Parishes on the map' })
    .getByRole('button', { name: PARISH })
    .click()
  const panel = page.getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' })
  // The panel shows the parish's service times, and the form starts from them.
  await expect(panel.getByText(SERVICE_TIMES)).toBeVisible()
  await panel.getByText(SERVICE_TIMES).scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'parish-panel-service-times')
  await panel.getByRole('link', { name: 'Suggest a correction' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a correction' })).toBeVisible()
  await expect(page.getByLabel('Address')).toHaveValue(/^1121 N Leavitt/)
  await expect(page.getByLabel('Service times')).toHaveValue(SERVICE_TIMES)

  await page.getByLabel('Website').fill('holy trinity')
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(
    page.getByText('The website must be a web address starting with https:// or http://'),
  ).toBeVisible()
  await expect(page.getByLabel('Website')).toBeFocused()

  await context.setOffline(true)
  const times = `Sunday Divine Liturgy 9:30 ${Math.floor(Math.random() * 1e6)}`
  await page.getByLabel('Website').fill('https://holytrinity.example.org')
  await page.getByLabel('Service times').fill(times)
  await page.getByRole('button', { name: 'Send for review' }).click()
  const mine = page.getByRole('region', { name: 'My proposals' })
  await expect(mine.getByText('Waiting to send')).toBeVisible()
  await shootBothThemes(page, testInfo, 'suggest-correction-offline')

  await context.setOffline(false)
  await expect(mine.getByText('Awaiting review')).toBeVisible()
  await expect(mine.getByText('Waiting to send')).toHaveCount(0)
  const stored = async () => {
    const res = await member.api.get('/api/parish-contributions')
    const body = (await res.json()) as { corrections: { changes: Record<string, string> }[] }
    return body.corrections.map((c) => c.changes)
  }
  await expect
    .poll(stored)
    .toEqual([{ website: 'https://holytrinity.example.org', serviceTimes: times }])
  await page.reload()
  await expect(mine.getByText('Awaiting review')).toHaveCount(1)
  expect(await stored()).toHaveLength(1)
})
