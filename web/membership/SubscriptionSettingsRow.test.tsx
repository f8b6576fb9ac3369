import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { memberOnPlan } from '../test/member-device.ts'
import { renderApp } from '../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const subscriptionRow = () =>
  screen.getByText('Subscription').closest('.settings-row') as HTMLElement

describe('the Settings subscription row', () => {
  it('offers a free member the plans', async () => {
    await memberOnPlan('free')
    renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    expect(within(subscriptionRow()).getByText('Current plan: Free')).toBeTruthy()
    const link = within(subscriptionRow()).getByRole('link', { name: 'View Plans' })
    expect(link.getAttribute('href')).toBe('/subscription')
  })

  it('sends a paid member to the billing portal the server names', async () => {
    const server = await memberOnPlan('verified')
    server.on('POST /api/subscription/portal', { url: '/subscription' })
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    expect(
      await within(subscriptionRow()).findByText('Current plan: Verified Orthodox'),
    ).toBeTruthy()
    await user.click(within(subscriptionRow()).getByRole('button', { name: 'Manage Subscription' }))
    await eventually(() => expect(window.location.pathname).toBe('/subscription'))
    expect(server.requestsTo('POST /api/subscription/portal')).toHaveLength(1)
  })
})
