import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SNOOZE_UNTIL_RETURN } from '#shared/domain/snooze.ts'
import { resetDeviceSettings } from '../../test/mock-device-settings.ts'
import { setPendingCount } from '../../test/mock-outbox.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

// The outbox actions are stand-ins (web/data/snooze.test.ts covers them); what the section shows
// comes from the member the device holds, through the real useSnoozedUntil.
const actions = vi.hoisted(() => ({ snooze: vi.fn(), returnFromSnooze: vi.fn() }))
vi.mock('../../data/snooze.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/snooze.ts')>()),
  ...actions,
}))

const snoozedMember = (snoozedUntil: string | null) =>
  setSession({ status: 'signed-in', member: { ...demoMember, snoozedUntil } })

beforeEach(() => {
  vi.clearAllMocks()
  setPendingCount(0)
  resetDeviceSettings()
  actions.snooze.mockResolvedValue(undefined)
  actions.returnFromSnooze.mockResolvedValue(undefined)
})

async function snoozeSection() {
  const view = renderApp('/settings')
  return { ...view, section: await screen.findByRole('region', { name: 'Snooze' }) }
}

describe('Settings › Snooze', () => {
  it('offers 24 hours, 3 days, 1 week and Until I return; a choice snoozes the member', async () => {
    snoozedMember(null)
    const { user, section } = await snoozeSection()
    const group = within(section).getByRole('group', { name: 'Snooze my profile for' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['24 hours', '3 days', '1 week', 'Until I return'])
    await user.click(within(group).getByRole('button', { name: '3 days' }))
    expect(actions.snooze).toHaveBeenCalledWith(6, '3d')
  })

  it('while snoozed, says the profile is hidden with the time left, and Return now returns', async () => {
    const twoDaysThreeHours = ((2 * 24 + 3) * 60 * 60 + 30) * 1000
    snoozedMember(new Date(Date.now() + twoDaysThreeHours).toISOString())
    const { user, section } = await snoozeSection()
    const status = within(section).getByRole('status')
    expect(status.textContent).toContain('Your profile is hidden')
    expect(status.textContent).toContain('for 2 days 3 hours')
    expect(within(section).queryByRole('group')).toBeNull()
    await user.click(within(section).getByRole('button', { name: 'Return now' }))
    expect(actions.returnFromSnooze).toHaveBeenCalledWith(6)
  })

  it('just snoozed for 3 days, says "for 3 days", not "3 days 0 hours"', async () => {
    snoozedMember(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 - 20_000).toISOString())
    const { section } = await snoozeSection()
    const status = within(section).getByRole('status')
    expect(status.textContent).toContain('for 3 days')
    expect(status.textContent).not.toContain('hours')
  })

  it('says "until you return" for a snooze with no end, and a snooze that ended shows the choices', async () => {
    snoozedMember(SNOOZE_UNTIL_RETURN)
    const { section, unmount } = await snoozeSection()
    expect(within(section).getByRole('status').textContent).toContain('until you return')
    unmount()
    snoozedMember(new Date(Date.now() - 60_000).toISOString())
    const again = await snoozeSection()
    expect(within(again.section).getByRole('group', { name: 'Snooze my profile for' })).toBeTruthy()
  })
})
