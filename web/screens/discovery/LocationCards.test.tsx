import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cityById, travelPlaceOf } from '#shared/domain/cities.ts'
import { canTravel, TRAVEL_MESSAGES } from '#shared/domain/travel.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { currentMember } from '../../data/current-member.ts'
import { db } from '../../data/db.ts'
import { reply, type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const HOME = `PUT /api/users/${demoMember.id}/home-city`
const TRAVEL = `PUT /api/users/${demoMember.id}/travel`

let server: FakeApi

/**
 * The member signed in on the device; the server stores a home city or travel place as
 * api/routes/location.ts does and answers the member's record (travel only on a paid plan).
 */
async function signedIn(overrides: Partial<CurrentUser>) {
  let member: CurrentUser = {
    ...demoMember,
    country: 'United States',
    membershipTier: 'free',
    ...overrides,
  }
  server = await signedInDevice(member)
  const store = (changes: Partial<CurrentUser>) => {
    member = { ...member, ...changes }
    server.signIn(member)
    return member
  }
  server.on(HOME, ({ body }: SeenRequest) => {
    const city = cityById(String(body?.cityId))!
    return store({ location: city.name, country: city.country })
  })
  server.on(TRAVEL, ({ body }: SeenRequest) => {
    const city = body?.cityId === null ? null : cityById(String(body?.cityId))!
    if (city && !canTravel(member.membershipTier))
      return reply(403, { message: TRAVEL_MESSAGES.tier, code: 'upgrade_required' })
    return store({ travelPlace: city && travelPlaceOf(city) })
  })
}

/** The city ids sent to `route`, one entry per change. */
const citiesSent = (route: string) =>
  server.requestsTo(route).map((request) => request.body?.cityId)

async function openScreen() {
  const view = renderApp('/discovery-preferences')
  await screen.findByRole('heading', { level: 1, name: 'Discovery Preferences' })
  return view
}

const card = (name: string) => screen.getByRole('region', { name })

describe('Location', () => {
  it('shows the city, and picks another from a searchable list with the keyboard', async () => {
    await signedIn({})
    const { user } = await openScreen()
    expect(within(card('Location')).getByText('Chicago')).toBeTruthy()
    expect(within(card('Location')).getByText('Illinois, United States')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Change your city' }))

    const search = await screen.findByRole('combobox', { name: 'Search cities' })
    expect(document.activeElement).toBe(search)
    const list = screen.getByRole('listbox', { name: 'Search cities' })
    // The member's own country first; their city marked.
    expect(within(list).getAllByRole('option')[0]!.textContent).toContain('Chicago')
    expect(within(list).getAllByRole('option')[0]!.textContent).toContain('Current')

    await user.type(search, 'bel')
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Belgrade'),
    ])
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    await user.clear(search)
    await user.type(search, 'san')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}')
    expect(search.getAttribute('aria-activedescendant')).toBe(
      within(list).getAllByRole('option')[2]!.id,
    )
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Home city saved')).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Search cities' })).toBeNull()
    expect(await within(card('Location')).findByText('San Diego')).toBeTruthy()
    await waitFor(() => expect(citiesSent(HOME)).toEqual(['us-san-diego']))
    // The device holds the member as the server answered.
    await waitFor(async () =>
      expect(await currentMember()).toMatchObject({ location: 'San Diego' }),
    )
  })

  it('says so when no city matches', async () => {
    await signedIn({ location: null, country: null })
    const { user } = await openScreen()
    expect(within(card('Location')).getByText('No city yet')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Choose your city' }))
    await user.type(await screen.findByRole('combobox', { name: 'Search cities' }), 'Atlantis')
    expect(screen.queryByRole('listbox', { name: 'Search cities' })).toBeNull()
    expect(screen.getByText(/No city on our list matches/)).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(await db.outbox.count()).toBe(0)
    expect(citiesSent(HOME)).toEqual([])
    expect(within(card('Location')).getByText('No city yet')).toBeTruthy()
  })
})

describe('Travel', () => {
  it('shows a free member what it is, and the upgrade prompt', async () => {
    await signedIn({ membershipTier: 'free' })
    const { user } = await openScreen()
    expect(within(card('Travel')).getByText(/meet members there before you arrive/)).toBeTruthy()
    await user.click(within(card('Travel')).getByRole('button', { name: 'Unlock Travel' }))
    const prompt = await screen.findByRole('dialog', { name: 'Premium Feature' })
    expect(within(prompt).getByText(/travel city comes with Premium/)).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
    expect(citiesSent(TRAVEL)).toEqual([])
  })

  it('lets a paid member pick a travel city, and return home', async () => {
    await signedIn({ membershipTier: 'premium' })
    const { user } = await openScreen()
    await user.click(within(card('Travel')).getByRole('button', { name: 'Choose a travel city' }))
    await user.type(await screen.findByRole('combobox', { name: 'Search cities' }), 'thess')
    await user.click(screen.getByRole('option', { name: /Thessaloniki/ }))
    expect(await screen.findByText('Travel city set')).toBeTruthy()
    expect(await within(card('Travel')).findByText('Thessaloniki, Greece')).toBeTruthy()
    await waitFor(() => expect(citiesSent(TRAVEL)).toEqual(['gr-thessaloniki']))
    await waitFor(async () =>
      expect(await currentMember()).toMatchObject({ travelPlace: 'Thessaloniki, Greece' }),
    )

    await user.click(within(card('Travel')).getByRole('button', { name: 'Return home' }))
    expect(await screen.findByText('Back home')).toBeTruthy()
    await waitFor(() => expect(citiesSent(TRAVEL)).toEqual(['gr-thessaloniki', null]))
    await waitFor(() =>
      expect(within(card('Travel')).queryByRole('button', { name: 'Return home' })).toBeNull(),
    )
    await waitFor(async () => expect(await currentMember()).toMatchObject({ travelPlace: null }))
  })
})
