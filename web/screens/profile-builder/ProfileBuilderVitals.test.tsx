import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadBuilderDraft, saveBuilderDraft } from '../../data/profile-builder.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { completeOffline } from './builder-testing.ts'
import { eventually } from '#shared/testing/eventually.ts'

/** The vitals in the profile builder (issue #33 part 3): optional choices on the first step. */
let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice({ ...demoMember, maritalStatus: 'divorced', smoking: 'never' })
})

describe('the profile builder’s vitals', () => {
  it('offers them on step 1 in words, prefilled from the member, each optional', async () => {
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 1 of 5')
    const marital = screen.getByRole('combobox', { name: 'Marital status' })
    expect(marital).toHaveProperty('value', 'divorced')
    expect(marital).toHaveProperty('required', false)
    expect(
      within(marital)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Prefer not to say', 'Never married', 'Widowed', 'Divorced'])
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(options('Has children')).toEqual(['Prefer not to say', 'Yes', 'No'])
    expect(options('Wants children')).toEqual(['Prefer not to say', 'Yes', 'No', 'Open to it'])
    expect(options('Smoking')).toEqual(['Prefer not to say', 'Never', 'Sometimes', 'Regularly'])
    expect(options('Drinking')).toEqual(['Prefer not to say', 'Never', 'Socially', 'Regularly'])
    expect(screen.getByRole('combobox', { name: 'Smoking' })).toHaveProperty('value', 'never')

    await user.selectOptions(marital, 'Widowed')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wants children' }), 'Open to it')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Smoking' }), 'Prefer not to say')
    await eventually(async () =>
      expect((await loadBuilderDraft())?.values).toMatchObject({
        maritalStatus: 'widowed',
        wantsChildren: 'maybe',
        smoking: '',
      }),
    )
  })

  it('sends them with the profile, offline through the outbox, and leaves out those not given', async () => {
    await saveBuilderDraft({
      step: 4,
      // The rest of the profile is the member's own (demoMember); only the last step is checked.
      values: { maritalStatus: 'never-married', hasChildren: 'no', smoking: '' },
    })
    const queued = { body: await completeOffline(server) }
    expect(queued.body).toMatchObject({ maritalStatus: 'never-married', hasChildren: 'no' })
    expect(queued.body).not.toHaveProperty('smoking')
    // drinking and wantsChildren were never chosen (demoMember has none): not sent either.
    expect(queued.body).not.toHaveProperty('drinking')
  })
})
