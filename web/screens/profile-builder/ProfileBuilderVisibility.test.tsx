import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadBuilderDraft, saveBuilderDraft } from '../../data/profile-builder.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { completeOffline } from './builder-testing.ts'
import { eventually } from '#shared/testing/eventually.ts'

/** The "show on my profile" switches of the builder (issue #33 part 2, decision 051). */
let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice({ ...demoMember, showRace: true, showWeight: false })
})

describe('the profile builder’s "show on my profile" switches', () => {
  it('sit beside race, weight, measurements and income, labelled, set from the member', async () => {
    await saveBuilderDraft({ step: 1, values: {} })
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 2 of 5')
    const race = screen.getByRole('switch', { name: 'Show my race/ethnicity on my profile' })
    const weight = screen.getByRole('switch', { name: 'Show my weight on my profile' })
    const measurements = screen.getByRole('switch', { name: 'Show my measurements on my profile' })
    expect(race.getAttribute('aria-checked')).toBe('true')
    expect(weight.getAttribute('aria-checked')).toBe('false')
    expect(measurements.getAttribute('aria-checked')).toBe('false')
    // Each follows the field it governs.
    const order = [...document.querySelectorAll('[name], [role="switch"]')].map(
      (element) => element.getAttribute('name') ?? element.getAttribute('aria-labelledby') ?? '',
    )
    expect(order.indexOf('race')).toBeLessThan(order.indexOf(race.getAttribute('aria-labelledby')!))
    expect(order.indexOf(race.getAttribute('aria-labelledby')!)).toBeLessThan(
      order.indexOf('weight'),
    )

    await user.click(weight)
    await user.click(race)
    expect(weight.getAttribute('aria-checked')).toBe('true')
    await eventually(async () =>
      expect((await loadBuilderDraft())?.values).toMatchObject({
        showWeight: 'true',
        showRace: '',
      }),
    )
  })

  it('sends the choices with the profile as true or false', async () => {
    await saveBuilderDraft({ step: 4, values: { showIncome: 'true', showWeight: '' } })
    const queued = { body: await completeOffline(server) }
    expect(queued.body).toMatchObject({
      showIncome: true,
      showWeight: false,
      showRace: true,
      showMeasurements: false,
    })
  })
})
