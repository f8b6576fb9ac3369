import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { snoozeEnd, SNOOZE_UNTIL_RETURN, type SnoozeDuration } from '#shared/domain/snooze.ts'
import type { FakeApi, SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const SNOOZE = `/api/users/${demoMember.id}/snooze`

let server: FakeApi
/** The member the device holds, snoozed until `snoozedUntil` (null: shown). */
const snoozedMember = async (snoozedUntil: string | null) => {
  server = await signedInDevice({ ...demoMember, snoozedUntil })
  // The server answers each change with the member's snoozedUntil, as api/routes/snooze.ts does.
  server.on(`PUT ${SNOOZE}`, (request: SeenRequest) => ({
    snoozedUntil: snoozeEnd(request.body?.duration as SnoozeDuration, new Date()).toISOString(),
  }))
  server.on(`DELETE ${SNOOZE}`, { snoozedUntil: null })
}

async function snoozeSection() {
  const view = renderApp('/settings')
  return { ...view, section: await screen.findByRole('region', { name: 'Snooze' }) }
}

describe('Settings › Snooze', () => {
  it('offers 24 hours, 3 days, 1 week and Until I return; a choice snoozes the member', async () => {
    await snoozedMember(null)
    const { user, section } = await snoozeSection()
    const group = within(section).getByRole('group', { name: 'Snooze my profile for' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['24 hours', '3 days', '1 week', 'Until I return'])
    await user.click(within(group).getByRole('button', { name: '3 days' }))
    await eventually(() =>
      expect(server.requestsTo(`PUT ${SNOOZE}`).map((request) => request.body)).toEqual([
        expect.objectContaining({ duration: '3d' }),
      ]),
    )
    // The device shows the snooze at once.
    expect((await within(section).findByRole('status')).textContent).toContain(
      'Your profile is hidden',
    )
  })

  it('while snoozed, says the profile is hidden with the time left, and Return now returns', async () => {
    const twoDaysThreeHours = ((2 * 24 + 3) * 60 * 60 + 30) * 1000
    await snoozedMember(new Date(Date.now() + twoDaysThreeHours).toISOString())
    const { user, section } = await snoozeSection()
    const status = within(section).getByRole('status')
    expect(status.textContent).toContain('Your profile is hidden')
    expect(status.textContent).toContain('for 2 days 3 hours')
    expect(within(section).queryByRole('group')).toBeNull()
    await user.click(within(section).getByRole('button', { name: 'Return now' }))
    await eventually(() => expect(server.requestsTo(`DELETE ${SNOOZE}`)).toHaveLength(1))
    expect(
      await within(section).findByRole('group', { name: 'Snooze my profile for' }),
    ).toBeTruthy()
  })

  it('just snoozed for 3 days, says "for 3 days", not "3 days 0 hours"', async () => {
    await snoozedMember(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 - 20_000).toISOString())
    const { section } = await snoozeSection()
    const status = within(section).getByRole('status')
    expect(status.textContent).toContain('for 3 days')
    expect(status.textContent).not.toContain('hours')
  })

  it('says "until you return" for a snooze with no end, and a snooze that ended shows the choices', async () => {
    await snoozedMember(SNOOZE_UNTIL_RETURN)
    const { section, unmount } = await snoozeSection()
    expect(within(section).getByRole('status').textContent).toContain('until you return')
    unmount()
    await snoozedMember(new Date(Date.now() - 60_000).toISOString())
    const again = await snoozeSection()
    expect(within(again.section).getByRole('group', { name: 'Snooze my profile for' })).toBeTruthy()
  })
})
