import type { MembershipAction } from '#shared/domain/membership.ts'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Providers } from '../app/Providers.tsx'
import '../test/render.tsx'
import { memberOnPlan } from '../test/member-device.ts'
import { upgradeActionFor, useUpgradePrompt } from './UpgradePrompt.tsx'
import { HttpError } from '../data/api-client.ts'
import { eventually } from '#shared/testing/eventually.ts'

function Opener({ action }: { action: MembershipAction }) {
  const prompt = useUpgradePrompt()
  return (
    <button type="button" onClick={() => prompt.open(action)}>
      open
    </button>
  )
}

async function openPrompt(action: MembershipAction, navigate = vi.fn()) {
  const user = userEvent.setup()
  render(
    <Providers navigate={navigate}>
      <Opener action={action} />
    </Providers>,
  )
  await user.click(screen.getByRole('button', { name: 'open' }))
  return { dialog: await screen.findByRole('dialog'), user, navigate }
}

const recommendedPlans = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3'))
    .filter((card) => within(card).queryByText('Recommended'))
    .map((card) => card.querySelector('h3')?.firstChild?.textContent)

describe('upgrade prompt', () => {
  beforeEach(() => memberOnPlan('free'))

  it.each([
    ['like', 'Out of Likes'],
    ['message', 'Message Limit Reached'],
    ['superlike', 'No Super Likes Left'],
    ['advanced_filters', 'Premium Feature'],
    ['orthodox_filters', 'Verified Orthodox Feature'],
    ['boost', 'Upgrade Required'],
  ] as const)('is titled for %s: %s', async (action, title) => {
    const { dialog } = await openPrompt(action)
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(title)
  })

  it.each([
    [
      'free',
      'like',
      "You have used all of today's likes. Upgrade to Premium for unlimited likes and messages.",
    ],
    [
      'free',
      'message',
      "You have sent all of today's messages. Upgrade to Premium for unlimited likes and messages.",
    ],
    [
      'free',
      'superlike',
      "You have used this week's super like. Upgrade to Premium for 5 super likes per week.",
    ],
    [
      'premium',
      'superlike',
      "You have used this week's super likes. Upgrade to Verified Orthodox for unlimited super likes.",
    ],
    [
      'free',
      'advanced_filters',
      'Upgrade to Premium for advanced filters (age, location, education, marital status, lifestyle).',
    ],
    ['premium', 'orthodox_filters', 'Upgrade to Verified Orthodox for Orthodox-only filters.'],
  ] as const)('tells a %s member what upgrading brings for %s', async (tier, action, text) => {
    await memberOnPlan(tier)
    const { dialog } = await openPrompt(action)
    expect(await within(dialog).findByText(text)).toBeTruthy()
  })

  it('recommends both paid plans to a free member, with prices and the footer', async () => {
    const { dialog } = await openPrompt('like')
    expect(recommendedPlans(dialog)).toEqual(['Premium', 'Verified Orthodox'])
    expect(within(dialog).getByText('$9.99 / month')).toBeTruthy()
    expect(within(dialog).getByText('$19.99 / month')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Cancel anytime • Secure payment by a card provider • 7-day money-back guarantee',
      ),
    ).toBeTruthy()
  })

  it('recommends only Verified Orthodox to a premium member', async () => {
    await memberOnPlan('premium')
    const { dialog } = await openPrompt('superlike')
    await eventually(() => expect(recommendedPlans(dialog)).toEqual(['Verified Orthodox']))
  })

  it('goes to /subscription and closes when a plan is chosen', async () => {
    const { dialog, user, navigate } = await openPrompt('like')
    const choose = within(dialog).getByRole('link', { name: 'Choose Premium' })
    expect(choose.getAttribute('href')).toBe('/subscription')
    await user.click(choose)
    expect(navigate).toHaveBeenCalledWith('/subscription')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('upgradeActionFor', () => {
  const refusal = (status: number, body: object) =>
    new HttpError(status, 'Refused', JSON.stringify(body))

  it('names the action for a refusal whose code is a membership matter, whatever its words', () => {
    const limit = refusal(403, { message: 'Plus de cœurs aujourd’hui', code: 'limit_reached' })
    expect(upgradeActionFor(limit, 'like')).toBe('like')
    const tier = refusal(403, { message: 'Premium', code: 'upgrade_required' })
    expect(upgradeActionFor(tier, 'advanced_filters')).toBe('advanced_filters')
    const filters = refusal(403, { message: 'Verified', code: 'orthodox_filters_required' })
    expect(upgradeActionFor(filters, 'orthodox_filters')).toBe('orthodox_filters')
  })

  it('names nothing for other refusals, even worded like a limit, nor for other errors', () => {
    const worded = refusal(403, { message: 'Daily like limit reached', code: 'forbidden' })
    expect(upgradeActionFor(worded, 'like')).toBeNull()
    expect(
      upgradeActionFor(refusal(403, { message: 'Daily like limit reached' }), 'like'),
    ).toBeNull()
    expect(upgradeActionFor(refusal(500, { message: 'x', code: 'internal' }), 'like')).toBeNull()
    expect(upgradeActionFor(new Error('403: limit, upgrade'), 'message')).toBeNull()
  })
})
