import { configure, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoMember, setSession } from '../test/mock-session.ts'
import { renderApp } from '../test/render.tsx'

vi.mock('../data/session.ts', () => import('../test/mock-session.ts'))
vi.mock('../data/outbox.ts', () => import('../test/mock-outbox.ts'))
vi.mock('../data/device-settings.ts', () => import('../test/mock-device-settings.ts'))
vi.mock('../pwa/OfflineBanner.tsx', () => import('../test/mock-pwa.tsx'))
vi.mock('../pwa/UpdatePrompt.tsx', () => import('../test/mock-pwa.tsx'))

// Screens are lazy chunks: the first render of a file may take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => vi.unstubAllGlobals())

const subscriptionRow = () =>
  screen.getByText('Subscription').closest('.settings-row') as HTMLElement

describe('the Settings subscription row', () => {
  it('offers a free member the plans', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, membershipTier: 'free' } })
    renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    expect(within(subscriptionRow()).getByText('Current plan: Free')).toBeTruthy()
    const link = within(subscriptionRow()).getByRole('link', { name: 'View Plans' })
    expect(link.getAttribute('href')).toBe('/subscription')
  })

  it('sends a paid member to the billing portal the server names', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, membershipTier: 'verified' } })
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ url: '/subscription' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetch)
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    expect(within(subscriptionRow()).getByText('Current plan: Verified Orthodox')).toBeTruthy()
    await user.click(within(subscriptionRow()).getByRole('button', { name: 'Manage Subscription' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/subscription'))
    expect(fetch).toHaveBeenCalledWith(
      '/api/subscription/portal',
      expect.objectContaining({ method: 'POST' }),
    )
  })
})
