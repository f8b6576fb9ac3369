import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILTER_REFUSED_CODES, FILTER_REFUSED_MESSAGES } from '#shared/domain/filter-access.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { candidate, deckOf as deckOfServer, openDetails } from './detail-view-testing.ts'
import { preloadVitals } from './vitals-loader.ts'
import { eventually } from '#shared/testing/eventually.ts'

/** The vitals in the detail view and in Advanced Filters (issue #33 part 3). */
let server: FakeApi
const deckOf = (...items: PublicProfile[]) => deckOfServer(server, ...items)
/** The deck's requests, in order (the session check may come before or between them). */
const requested = () =>
  server.requests
    .filter((request) => request.path === '/api/users')
    .map((request) => request.path + request.search)

beforeEach(async () => {
  server = await signedInDevice({ ...demoMember, lookingFor: 'male', membershipTier: 'premium' })
})

describe('the detail view’s vitals', () => {
  it('shows those the member filled in, in words, and leaves out the rest', async () => {
    deckOf(
      candidate(41, {
        firstName: 'Basil',
        lastName: 'Markos',
        maritalStatus: 'widowed',
        wantsChildren: 'maybe',
        drinking: 'socially',
      }),
    )
    const details = await openDetails('Basil Markos')
    const vitals = await within(details).findByRole('region', { name: 'Vitals' })
    const rows = [...vitals.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ])
    expect(rows).toEqual([
      ['Marital status', 'Widowed'],
      ['Wants children', 'Open to it'],
      ['Drinking', 'Socially'],
    ])
  })

  it('has no Vitals group for a member who gave none', async () => {
    deckOf(candidate(42, { firstName: 'Elias', lastName: 'Petrou', bio: 'Chanter.' }))
    const details = await openDetails('Elias Petrou')
    await within(details).findByText('Chanter.')
    // Once the vitals' code and messages have come, there is still nothing to show.
    await preloadVitals()
    expect(within(details).queryByRole('region', { name: 'Vitals' })).toBeNull()
  })
})

describe('the vitals filters', () => {
  async function openSheet() {
    const { user } = renderApp('/')
    await screen.findByTestId('swipe-card')
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Advanced Filters' })
    await within(sheet).findByRole('combobox', { name: 'Marital status' })
    return { user, sheet }
  }

  it("start at 'All', send nothing untouched, and send and count what is chosen", async () => {
    deckOf(candidate(43, { firstName: 'Basil', lastName: 'Markos' }))
    const { user, sheet } = await openSheet()
    const choices = (name: string) =>
      within(within(sheet).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(choices('Marital status')).toEqual(['All', 'Never married', 'Widowed', 'Divorced'])
    expect(choices('Wants children')).toEqual(['All', 'Yes', 'No', 'Open to it'])
    expect(choices('Smoking')).toEqual(['All', 'Never', 'Sometimes', 'Regularly'])
    expect(choices('Drinking')).toEqual(['All', 'Never', 'Socially', 'Regularly'])
    for (const name of ['Marital status', 'Wants children', 'Smoking', 'Drinking'])
      expect(within(sheet).getByRole('combobox', { name })).toHaveProperty('value', 'all')
    expect(within(sheet).queryByRole('combobox', { name: 'Has children' })).toBeNull()

    await user.selectOptions(
      within(sheet).getByRole('combobox', { name: 'Marital status' }),
      'Never married',
    )
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Smoking' }), 'Never')
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }))
    expect((await screen.findByTestId('filter-badge')).textContent).toBe('Active filters: 2')
    await eventually(() =>
      expect(requested()).toContain(
        '/api/users?gender=male&maritalStatus=never-married&smoking=never',
      ),
    )
    expect(requested()[0]).toBe('/api/users?gender=male')
  })

  it('open the upgrade prompt for a free member, whom the server refuses', async () => {
    server = await signedInDevice({ ...demoMember, lookingFor: 'male', membershipTier: 'free' })
    deckOf(candidate(44, { firstName: 'Basil', lastName: 'Markos' }))
    const { user, sheet } = await openSheet()
    server.on(
      'GET /api/users',
      reply(403, {
        message: FILTER_REFUSED_MESSAGES.advanced_filters,
        code: FILTER_REFUSED_CODES.advanced_filters,
      }),
    )
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Drinking' }), 'Never')
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }))
    expect(await screen.findByRole('dialog', { name: 'Premium Feature' })).toBeTruthy()
    expect(requested()).toContain('/api/users?drinking=never&gender=male')
  })
})
