import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { currentMember } from '../../data/current-member.ts'
import type { FakeApi, SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const SAVE = `PUT /api/users/${demoMember.id}/discovery`
/** The preferences a request sent (its clientId aside). */
const preferencesIn = ({ body }: SeenRequest) => {
  const { clientId: _clientId, ...preferences } = body ?? {}
  return preferences
}

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice({ ...demoMember, seekingDenominations: ['OCA'] })
  // The server stores the preferences and answers them as stored, as the API does.
  server.on(SAVE, preferencesIn)
})

/** The preferences sent to the server, one entry per save. */
const saved = () => server.requestsTo(SAVE).map(preferencesIn)

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
    expect(await screen.findByText('Preferences saved')).toBeTruthy()
    await eventually(() =>
      expect(saved()).toEqual([
        {
          lookingFor: 'female',
          // The minimum stopped at the maximum, and the maximum could not go under the minimum.
          minAge: 38,
          maxAge: 38,
          maxDistance: 200,
          distanceStrict: true,
          denominations: ['Greek Orthodox'],
        },
      ]),
    )
    // The device holds the member as the server answered.
    await eventually(async () =>
      expect(await currentMember()).toMatchObject({
        lookingFor: 'female',
        minAge: 38,
        seekingDenominations: ['Greek Orthodox'],
      }),
    )
  })

  it('Anywhere hides the distance and its choice, and comes back to the last distance', async () => {
    const { user } = await openScreen()
    await user.click(screen.getByRole('switch', { name: 'Anywhere' }))
    expect(screen.queryByRole('slider', { name: /^Distance/ })).toBeNull()
    expect(screen.queryByRole('radio', { name: 'Show others when I run out' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save preferences' }))
    await eventually(() =>
      expect(saved().at(-1)).toEqual(expect.objectContaining({ maxDistance: 10000 })),
    )
    await user.click(screen.getByRole('switch', { name: 'Anywhere' }))
    expect(value(screen.getByRole('slider', { name: /^Distance/ }))).toBe('50')
  })
})
