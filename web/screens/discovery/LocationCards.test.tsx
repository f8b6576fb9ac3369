import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cityById } from '#shared/domain/cities.ts'
import { setPendingCount } from '../../test/mock-outbox.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

// The outbox actions are stand-ins (web/data/location.test.ts and the API tests cover the way to
// the server); what the cards show comes from the member, through the real useShownLocation.
const actions = vi.hoisted(() => ({ setHomeCity: vi.fn(), setTravel: vi.fn() }))
vi.mock('../../data/location.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/location.ts')>()),
  ...actions,
}))

beforeEach(() => {
  vi.clearAllMocks()
  setPendingCount(0)
  actions.setHomeCity.mockResolvedValue(undefined)
  actions.setTravel.mockResolvedValue(undefined)
})

const signedIn = (overrides: Record<string, unknown>) =>
  setSession({
    status: 'signed-in',
    member: { ...demoMember, country: 'United States', membershipTier: 'free', ...overrides },
  })

async function openScreen() {
  const view = renderApp('/discovery-preferences')
  await screen.findByRole('heading', { level: 1, name: 'Discovery Preferences' })
  return view
}

const card = (name: string) => screen.getByRole('region', { name })

describe('Location', () => {
  it('shows the city, and picks another from a searchable list with the keyboard', async () => {
    signedIn({})
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
    expect(actions.setHomeCity).toHaveBeenCalledWith(6, cityById('us-san-diego'))
    expect(await screen.findByText('Home city saved')).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Search cities' })).toBeNull()
  })

  it('says so when no city matches', async () => {
    signedIn({ location: null, country: null })
    const { user } = await openScreen()
    expect(within(card('Location')).getByText('No city yet')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Choose your city' }))
    await user.type(await screen.findByRole('combobox', { name: 'Search cities' }), 'Atlantis')
    expect(screen.queryByRole('listbox', { name: 'Search cities' })).toBeNull()
    expect(screen.getByText(/No city on our list matches/)).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(actions.setHomeCity).not.toHaveBeenCalled()
  })
})

describe('Travel', () => {
  it('shows a free member what it is, and the upgrade prompt', async () => {
    signedIn({ membershipTier: 'free' })
    const { user } = await openScreen()
    expect(within(card('Travel')).getByText(/meet members there before you arrive/)).toBeTruthy()
    await user.click(within(card('Travel')).getByRole('button', { name: 'Unlock Travel' }))
    const prompt = await screen.findByRole('dialog', { name: 'Premium Feature' })
    expect(within(prompt).getByText(/travel city comes with Premium/)).toBeTruthy()
    expect(actions.setTravel).not.toHaveBeenCalled()
  })

  it('lets a paid member pick a travel city, and return home', async () => {
    signedIn({ membershipTier: 'premium' })
    const { user } = await openScreen()
    await user.click(within(card('Travel')).getByRole('button', { name: 'Choose a travel city' }))
    await user.type(await screen.findByRole('combobox', { name: 'Search cities' }), 'thess')
    await user.click(screen.getByRole('option', { name: /Thessaloniki/ }))
    expect(actions.setTravel).toHaveBeenCalledWith(6, cityById('gr-thessaloniki'))

    signedIn({ membershipTier: 'verified', travelPlace: 'Thessaloniki, Greece' })
    expect(await within(card('Travel')).findByText('Thessaloniki, Greece')).toBeTruthy()
    await user.click(within(card('Travel')).getByRole('button', { name: 'Return home' }))
    expect(actions.setTravel).toHaveBeenLastCalledWith(6, null)
    expect(await screen.findByText('Back home')).toBeTruthy()
  })
})
