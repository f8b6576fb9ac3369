import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setPendingCount } from '../../test/mock-outbox.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

// The outbox action is a stand-in (the API and browser tests cover the way to the server); what
// the screen shows comes from the member the device holds, through the real useDiscoveryPreferences.
const actions = vi.hoisted(() => ({ saveDiscoveryPreferences: vi.fn() }))
vi.mock('../../data/discovery.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/discovery.ts')>()),
  ...actions,
}))

beforeEach(() => {
  vi.clearAllMocks()
  setPendingCount(0)
  actions.saveDiscoveryPreferences.mockResolvedValue(undefined)
  setSession({ status: 'signed-in', member: { ...demoMember, seekingDenominations: ['OCA'] } })
})

const checked = (element: HTMLElement) =>
  element.getAttribute('role') === 'switch'
    ? element.getAttribute('aria-checked') === 'true'
    : (element as HTMLInputElement).checked
const value = (element: HTMLElement) => (element as HTMLInputElement).value

async function openScreen() {
  const view = renderApp('/discovery-preferences')
  await screen.findByRole('heading', { level: 1, name: 'Discovery Preferences' })
  return view
}

describe('Discovery Preferences', () => {
  it("starts from the member's own preferences", async () => {
    await openScreen()
    expect(checked(screen.getByRole('radio', { name: 'Men' }))).toBe(true)
    expect(value(screen.getByRole('slider', { name: /^Minimum/ }))).toBe('27')
    expect(value(screen.getByRole('slider', { name: /^Maximum/ }))).toBe('38')
    expect(value(screen.getByRole('slider', { name: /^Distance/ }))).toBe('50')
    expect(checked(screen.getByRole('switch', { name: 'Anywhere' }))).toBe(false)
    expect(checked(screen.getByRole('radio', { name: 'Show others when I run out' }))).toBe(true)
    const chips = screen.getByRole('group', { name: 'Denominations' })
    expect(within(chips).getByRole('button', { name: 'OCA' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('saves every choice at once: seeking, ages that never cross, distance, denominations', async () => {
    const { user } = await openScreen()
    await user.click(screen.getByRole('radio', { name: 'Women' }))
    fireEvent.change(screen.getByRole('slider', { name: /^Minimum/ }), { target: { value: '45' } })
    fireEvent.change(screen.getByRole('slider', { name: /^Maximum/ }), { target: { value: '33' } })
    fireEvent.change(screen.getByRole('slider', { name: /^Distance/ }), {
      target: { value: '200' },
    })
    await user.click(screen.getByRole('radio', { name: 'Only show people in this range' }))
    const chips = screen.getByRole('group', { name: 'Denominations' })
    await user.click(within(chips).getByRole('button', { name: 'Greek Orthodox' }))
    await user.click(within(chips).getByRole('button', { name: 'OCA' }))
    await user.click(screen.getByRole('button', { name: 'Save preferences' }))
    expect(actions.saveDiscoveryPreferences).toHaveBeenCalledWith(6, {
      lookingFor: 'female',
      // The minimum stopped at the maximum, and the maximum could not go under the minimum.
      minAge: 38,
      maxAge: 38,
      maxDistance: 200,
      distanceStrict: true,
      denominations: ['Greek Orthodox'],
    })
    expect(await screen.findByText('Preferences saved')).toBeTruthy()
  })

  it('Anywhere hides the distance and its choice, and comes back to the last distance', async () => {
    const { user } = await openScreen()
    await user.click(screen.getByRole('switch', { name: 'Anywhere' }))
    expect(screen.queryByRole('slider', { name: /^Distance/ })).toBeNull()
    expect(screen.queryByRole('radio', { name: 'Show others when I run out' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save preferences' }))
    expect(actions.saveDiscoveryPreferences).toHaveBeenLastCalledWith(
      6,
      expect.objectContaining({ maxDistance: 10000 }),
    )
    await user.click(screen.getByRole('switch', { name: 'Anywhere' }))
    expect(value(screen.getByRole('slider', { name: /^Distance/ }))).toBe('50')
  })
})
