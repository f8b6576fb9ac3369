import { type APIRequestContext } from '@playwright/test'
import { expect, expectAccessible, reloadOffline, shootBothThemes, test } from './fixtures.ts'
import { openDiscoverAs, openFreshDeck } from './deck.ts'
import { signUpMember } from './members.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

interface EventAnswer {
  id: number
  title: string
  going: number
  myRsvp: { status: string; visible: boolean }
}

async function eventOf(api: APIRequestContext, id: number): Promise<EventAnswer> {
  const res = await api.get(`/api/parish-events/${id}`)
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as EventAnswer
}

test('a member answers an event offline, it lands once, and meets a member going who opted in', async ({
  page,
  context,
}, testInfo) => {
  const anna = await signUpMember('Anna', 'female', 'male')
  const petros = await signUpMember('Petros', 'male', 'female')

  // The soonest event near Chicago, from Anna's list.
  const list = await anna.api.get('/api/parish-events?withinMiles=100')
  expect(list.ok()).toBe(true)
  const [event] = ((await list.json()) as { events: EventAnswer[] }).events
  expect(event).toBeDefined()
  const id = event!.id
  // Petros goes, not shown yet.
  const put = await petros.api.put(`/api/parish-events/${id}/rsvp`, {
    data: { status: 'going', visible: false },
  })
  expect(put.ok(), await put.text()).toBe(true)
  const before = (await eventOf(anna.api, id)).going

  await context.addCookies((await anna.api.storageState()).cookies)
  await page.goto('/events')
  const row = page.locator(`a[href="/events/${id}"]`).first()
  await expect(row).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Parish Events' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'events-list')

  await row.click()
  await expect(page.getByRole('heading', { name: event!.title, level: 1 })).toBeVisible()
  const answer = page.getByRole('radiogroup', { name: 'Will you be there?' })
  await expect(answer.getByRole('radio', { name: 'Not going' })).toBeChecked()

  // Offline: shown at once as chosen, with the hint; sent once back online.
  await context.setOffline(true)
  await answer.getByRole('radio', { name: 'Going', exact: true }).click()
  await expect(answer.getByRole('radio', { name: 'Going', exact: true })).toBeChecked()
  const hint = page.getByText("it will be sent when you're back online", { exact: false })
  await expect(hint).toBeVisible()
  await expectAccessible(page)
  await context.setOffline(false)
  await expect(hint).toBeHidden()
  await expect.poll(async () => (await eventOf(anna.api, id)).myRsvp.status).toBe('going')
  expect((await eventOf(anna.api, id)).going).toBe(before + 1)

  // Petros has not chosen to be seen: Anna does not see him.
  const going = page.getByRole('region', { name: 'Members going' })
  await expect(going).toBeVisible()
  await expect(going.getByText('once your answer is sent')).toBeHidden()
  await expect(going.getByRole('button', { name: "Open Petros's profile" })).toHaveCount(0)

  // He opts in; Anna sees his card and opens his profile, where Like works.
  const optIn = await petros.api.put(`/api/parish-events/${id}/rsvp`, {
    data: { status: 'going', visible: true },
  })
  expect(optIn.ok()).toBe(true)
  await page.reload()
  const card = going.getByRole('button', { name: "Open Petros's profile" })
  await expect(card).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Show me to others going' })).not.toBeChecked()
  await shootBothThemes(page, testInfo, 'event-page')
  await going.scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'members-going')
  await card.click()
  const dialog = page.getByRole('dialog', { name: petros.fullName })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: `Like ${petros.fullName}` }).click()
  await expect(dialog.getByRole('button', { name: 'Liked' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Her upcoming events on /profile.
  await page.goto('/profile')
  const mine = page.getByRole('region', { name: 'Your upcoming events' })
  await expect(mine.locator(`a[href="/events/${id}"]`)).toBeVisible()
  await expectAccessible(page)
})

test('an answer the server refuses after waiting offline says why, and the page goes back to the server’s answer', async ({
  page,
  context,
}, testInfo) => {
  const olga = await signUpMember('Olga', 'female', 'male')
  const list = await olga.api.get('/api/parish-events?withinMiles=100')
  const [event] = ((await list.json()) as { events: EventAnswer[] }).events
  expect(event).toBeDefined()
  await context.addCookies((await olga.api.storageState()).cookies)
  await page.goto(`/events/${event!.id}`)
  const answer = page.getByRole('radiogroup', { name: 'Will you be there?' })
  await expect(answer.getByRole('radio', { name: 'Not going' })).toBeChecked()

  // The event starts while the answer waits offline: the server refuses it (409).
  await context.route(`**/api/parish-events/${event!.id}/rsvp`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'This event has already started: answers can no longer be changed',
      }),
    }),
  )
  await context.setOffline(true)
  await answer.getByRole('radio', { name: 'Going', exact: true }).click()
  await expect(answer.getByRole('radio', { name: 'Going', exact: true })).toBeChecked()
  await context.setOffline(false)

  const notice = page.getByRole('alert').filter({ hasText: 'was not sent' })
  await expect(notice).toContainText(`Your answer to “${event!.title}” was not sent.`)
  await expect(notice).toContainText('This event has already started')
  await expect(answer.getByRole('radio', { name: 'Not going' })).toBeChecked()
  await shootBothThemes(page, testInfo, 'event-refused-rsvp')
  expect((await eventOf(olga.api, event!.id)).myRsvp.status).toBe('not_going')

  // The list tells it too, until the member dismisses it.
  await page.goto('/events')
  const listed = page.getByRole('alert').filter({ hasText: 'was not sent' })
  await expect(listed).toBeVisible()
  await listed.getByRole('button', { name: 'Dismiss' }).click()
  await expect(listed).toHaveCount(0)
})

test('in Discover’s list, a member going to the same event carries the chip, which opens the event', async ({
  page,
  context,
}, testInfo) => {
  const irini = await signUpMember('Irini', 'female', 'male')
  const stefanos = await signUpMember('Stefanos', 'male', 'female')
  const list = await irini.api.get('/api/parish-events?withinMiles=100')
  const [event] = ((await list.json()) as { events: EventAnswer[] }).events
  expect(event).toBeDefined()
  for (const [member, visible] of [
    [irini, false],
    [stefanos, true],
  ] as const) {
    const put = await member.api.put(`/api/parish-events/${event!.id}/rsvp`, {
      data: { status: 'going', visible },
    })
    expect(put.ok(), await put.text()).toBe(true)
  }

  await openDiscoverAs(page, irini)
  await openFreshDeck(page)
  await page.getByRole('button', { name: 'List', exact: true }).click()
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `View profile of ${stefanos.fullName}` }) })
  const chip = tile.getByRole('link', { name: `Going to the same event: ${event!.title}` })
  await expect(chip).toBeVisible()
  await tile.scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'deck-list-same-event')
  // By keyboard: the chip takes focus and Enter opens the event.
  await chip.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: event!.title, level: 1 })).toBeVisible()

  // Offline and reloaded, the deck comes from the device with its chip; a tap opens the event.
  await page.goBack()
  await reloadOffline(page, context)
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await chip.tap()
  await expect(page.getByRole('heading', { name: event!.title, level: 1 })).toBeVisible()
  await context.setOffline(false)
})
