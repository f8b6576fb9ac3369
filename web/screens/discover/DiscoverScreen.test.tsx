import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PublicProfileSchema, type PublicProfile } from '#shared/schemas/user.ts'
import { db } from '../../data/db.ts'
import { memberFixture, resetDevice } from '../../data/testing/member.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

function candidate(id: number, overrides: Partial<PublicProfile>): PublicProfile {
  return PublicProfileSchema.parse({ ...memberFixture(id), gender: 'male', ...overrides })
}

const requested: string[] = []

beforeEach(async () => {
  requested.length = 0
  await resetDevice(6)
  setSession({ status: 'signed-in', member: { ...demoMember, lookingFor: 'male' } })
  const page = {
    items: [
      candidate(21, {
        firstName: 'Basil',
        lastName: 'Markos',
        income: 85_000,
        distanceMiles: 12,
        compatibilityScore: 83,
      }),
      candidate(22, { firstName: 'Elias', lastName: 'Petrou', compatibilityScore: 55 }),
    ],
    nextCursor: null,
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    requested.push(url.pathname + url.search)
    if (url.pathname === '/api/users')
      return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } })
    return new Promise<Response>(() => {}) // the outbox stays pending
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('discover screen', () => {
  it('shows the first card with income K, miles and the colour band, and likes it with the arrow key', async () => {
    renderApp('/')
    const card = await screen.findByTestId('swipe-card')
    expect(within(card).getByRole('heading', { name: 'Basil Markos' })).toBeTruthy()
    expect(within(card).getByText('Income $85K')).toBeTruthy()
    expect(within(card).getByText('12 miles away')).toBeTruthy()
    expect(within(card).getByText('83% match').className).toContain('compat-green')
    expect(requested).toContain('/api/users?gender=male')

    fireEvent.keyDown(card, { key: 'ArrowRight' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Elias Petrou' })).toBeTruthy()
    expect(await db.decisions.get(21)).toMatchObject({ kind: 'like' })
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({ path: '/api/likes', body: { fromUserId: 6, toUserId: 21 } })
  })

  it('counts the filters set in the sheet on its badge and sends them', async () => {
    const { user } = renderApp('/')
    await screen.findByTestId('swipe-card')
    expect(screen.queryByTestId('filter-badge')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }))
    const sheet = screen.getByRole('dialog', { name: 'Advanced Filters' })
    fireEvent.change(within(sheet).getByRole('slider', { name: /Minimum compatibility/ }), {
      target: { value: '85' },
    })
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Ethnicity' }), 'Greek')
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }))
    expect((await screen.findByTestId('filter-badge')).textContent).toBe('Active filters: 2')
    await vi.waitFor(() =>
      expect(requested).toContain('/api/users?gender=male&minCompatibility=85&race=Greek'),
    )
  })

  it('passes with the left arrow and shows No more profiles with Start Over at the end', async () => {
    const { user } = renderApp('/')
    fireEvent.keyDown(await screen.findByTestId('swipe-card'), { key: 'ArrowLeft' })
    fireEvent.keyDown(await screen.findByRole('article', { name: /Elias Petrou/ }), {
      key: 'ArrowLeft',
    })
    expect(await screen.findByRole('heading', { name: 'No more profiles' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Start Over' }))
    await vi.waitFor(() =>
      expect(requested.filter((r) => r.startsWith('/api/users'))).toHaveLength(2),
    )
  })
})
