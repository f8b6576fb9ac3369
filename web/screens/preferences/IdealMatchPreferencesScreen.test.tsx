import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MATCH_PREFERENCES } from '#shared/schemas/preferences.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { currentMember } from '../../data/current-member.ts'
import { loadPreferencesDraft, savePreferencesDraft } from '../../data/match-preferences.ts'
import { reply, unreachable, type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, serverTakesConsent, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const saveRoute = `PATCH /api/users/${demoMember.id}`

let server: FakeApi
/** The member's device; the server saves the preferences and answers the member with them. */
async function startDevice(member: CurrentUser = demoMember) {
  server = await signedInDevice(member)
  server.on(saveRoute, saved)
}
beforeEach(() => startDevice())

const saved = (request: SeenRequest) => ({ ...demoMember, ...request.body })

/** The preferences the server was sent, one entry per save. */
const sent = () => server.requestsTo(saveRoute).map((request) => request.body?.matchPreferences)

const stepHeading = () => screen.getByRole('heading', { level: 2 })
const slider = (group: string, name: 'Minimum' | 'Maximum') =>
  within(screen.getByRole('group', { name: new RegExp(`^${group}:`) })).getByRole('slider', {
    name: new RegExp(`^${name}`),
  })

describe('ideal match preferences', () => {
  it('starts on step 1 with the spec defaults and the spec slider bounds', async () => {
    renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    expect(stepHeading().textContent).toBe('Demographics & Physical')
    const ageMin = slider('Age range', 'Minimum')
    expect(ageMin).toMatchObject({ value: '22', min: '18', max: '65', step: '1' })
    expect(slider('Age range', 'Maximum')).toHaveProperty('value', '35')
    const heightMax = slider('Height range', 'Maximum')
    expect(heightMax).toMatchObject({ value: '72', min: '48', max: '84' })
    expect(heightMax.getAttribute('aria-valuetext')).toBe('6\'0"')
    expect(screen.getByRole('group', { name: 'Height range: 5\'0" – 6\'0"' })).toBeTruthy()
    const relocate = screen.getByRole('group', { name: 'Willing to relocate' })
    expect(within(relocate).getByLabelText('Maybe')).toHaveProperty('checked', true)
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe(
      '/profile',
    )
    for (const name of ['Save Progress', 'Save & Continue', 'Next']) {
      expect(screen.getByRole('button', { name })).toBeTruthy()
    }
  })

  it('without consent, asks for it on the religious steps, and Next skips them', async () => {
    const member = { ...demoMember, religiousDataConsentAt: null }
    await startDevice(member)
    serverTakesConsent(server, member)
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepHeading().textContent).toBe('Theological Compatibility')
    expect(screen.getByRole('heading', { name: 'Your consent is needed' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Acceptable jurisdictions' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepHeading().textContent).toBe('Personality & Psychology')
    expect(screen.queryByRole('heading', { name: 'Your consent is needed' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepHeading().textContent).toBe('Spiritual Life')
    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    expect(await screen.findByRole('group', { name: 'Church attendance' })).toBeTruthy()
    expect(server.requestsTo('PUT /api/privacy/consent').map((r) => r.body)).toEqual([
      { religiousData: true },
    ])
    expect(screen.queryByRole('heading', { name: 'Your consent is needed' })).toBeNull()
  })

  it('prefills what the member saved before', async () => {
    await startDevice({
      ...demoMember,
      matchPreferences: {
        ...DEFAULT_MATCH_PREFERENCES,
        ageRange: [30, 44],
        ethnicBackgrounds: ['Serbian'],
      },
    })
    renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    expect(slider('Age range', 'Minimum')).toHaveProperty('value', '30')
    expect(slider('Age range', 'Maximum')).toHaveProperty('value', '44')
    expect(screen.getByLabelText('Serbian')).toHaveProperty('checked', true)
  })

  it('walks the six steps, focusing each heading, and the review shows every choice', async () => {
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    fireEvent.change(slider('Age range', 'Minimum'), { target: { value: '25' } })
    // The minimum never passes the maximum.
    fireEvent.change(slider('Age range', 'Maximum'), { target: { value: '20' } })
    expect(slider('Age range', 'Maximum')).toHaveProperty('value', '25')
    fireEvent.change(slider('Age range', 'Maximum'), { target: { value: '40' } })
    await user.click(screen.getByLabelText('Greek'))
    await user.click(screen.getByLabelText('Ethiopian'))
    await eventually(async () =>
      expect(await loadPreferencesDraft(6)).toEqual({
        step: 0,
        values: expect.objectContaining({
          ageRange: [25, 40],
          ethnicBackgrounds: ['Greek', 'Ethiopian'],
        }),
      }),
    )

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 2 of 6')).toBeTruthy()
    expect(stepHeading().textContent).toBe('Theological Compatibility')
    expect(document.activeElement).toBe(stepHeading())
    await user.click(screen.getByLabelText('Orthodox Church in America (OCA)'))
    const contraception = screen.getByRole('group', { name: 'Contraception' })
    expect(within(contraception).getByLabelText('Not important')).toHaveProperty('checked', true)
    await user.click(within(contraception).getByLabelText('Important'))

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepHeading().textContent).toBe('Personality & Psychology')
    await user.click(screen.getByLabelText('INFJ'))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(stepHeading().textContent).toBe('Theological Compatibility')
    expect(document.activeElement).toBe(stepHeading())
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepHeading().textContent).toBe('Spiritual Life')
    const attendance = screen.getByRole('group', { name: 'Church attendance' })
    expect(within(attendance).getByLabelText('Weekly')).toHaveProperty('checked', false)
    await user.click(within(attendance).getByLabelText('Weekly'))

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(stepHeading().textContent).toBe('Family & Lifestyle')
    expect(screen.getByRole('slider', { name: /^Number of children/ })).toHaveProperty('value', '2')
    fireEvent.change(screen.getByRole('slider', { name: /^Number of children/ }), {
      target: { value: '10' },
    })
    expect(screen.getByText('10+')).toBeTruthy()
    const wants = screen.getByRole('group', { name: 'Wants children' })
    await user.click(within(wants).getByLabelText('No'))
    expect(screen.queryByRole('slider', { name: /^Number of children/ })).toBeNull()
    await user.click(within(wants).getByLabelText('Yes'))

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 6 of 6')).toBeTruthy()
    expect(stepHeading().textContent).toBe('Review')
    const review = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!
    expect(review('Age range').textContent).toBe('25 – 40')
    expect(review('Height range').textContent).toBe('5\'0" – 6\'0"')
    expect(review('Ethnic backgrounds').textContent).toBe('Greek, Ethiopian')
    expect(review('Acceptable jurisdictions').textContent).toBe('Orthodox Church in America (OCA)')
    expect(review('Contraception').textContent).toBe('Important')
    expect(review('Gender roles').textContent).toBe('Not important')
    expect(review('Compatible personality types (MBTI)').textContent).toBe('INFJ')
    expect(review('Preferred love languages').textContent).toBe('Any')
    expect(review('Church attendance').textContent).toBe('Weekly')
    expect(review('Prays regularly').textContent).toBe('Not specified')
    expect(review('Number of children').textContent).toBe('10+')
    expect(screen.queryByRole('button', { name: 'Save Progress' })).toBeNull()
  })

  it('saves the preferences on the last step, says so and goes to the profile', async () => {
    await savePreferencesDraft(6, {
      step: 5,
      values: { ...DEFAULT_MATCH_PREFERENCES, ageRange: [28, 38] },
    })
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 6 of 6')
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Preferences Saved')).toBeTruthy()
    expect(
      screen.getByText('Your ideal match preferences have been updated successfully.'),
    ).toBeTruthy()
    expect(sent()).toEqual([expect.objectContaining({ ageRange: [28, 38], numberOfChildren: 2 })])
    expect(window.location.pathname).toBe('/profile')
    // The last save forgets the draft; the device holds the member as the server answered.
    expect(await loadPreferencesDraft(6)).toBeNull()
    expect((await currentMember())?.matchPreferences).toMatchObject({ ageRange: [28, 38] })
  })

  it('Save & Continue saves the progress, then moves to the next step', async () => {
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }))
    expect(await screen.findByText('Progress Saved')).toBeTruthy()
    expect(screen.getByText('Your preferences have been saved. Continue anytime!')).toBeTruthy()
    expect(sent()).toEqual([DEFAULT_MATCH_PREFERENCES])
    expect(await screen.findByText('Step 2 of 6')).toBeTruthy()
    expect(document.activeElement).toBe(stepHeading())
  })

  it("shows 'Saving...' on the pressed button while a save is pending", async () => {
    let finish = () => {}
    server.on(
      saveRoute,
      (request: SeenRequest) => new Promise((resolve) => (finish = () => resolve(saved(request)))),
    )
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    const pending = await screen.findByRole('button', { name: 'Saving...' })
    expect(pending).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toHaveProperty('disabled', true)
    await eventually(() => expect(sent()).toHaveLength(1))
    finish()
    expect(await screen.findByRole('button', { name: 'Save Progress' })).toBeTruthy()
  })

  it('keeps the draft and says the member is offline when the save cannot reach the server', async () => {
    server.on(saveRoute, unreachable)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 1 of 6')
    fireEvent.change(slider('Age range', 'Minimum'), { target: { value: '25' } })
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(
      screen.getByText(
        'Your preferences are kept on this device. Please save them when you are back online.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Step 1 of 6')).toBeTruthy()
    expect(await loadPreferencesDraft(6)).toEqual({
      step: 0,
      values: { ...DEFAULT_MATCH_PREFERENCES, ageRange: [25, 35] },
    })
  })

  it('shows the spec failure toast when the server refuses the final save', async () => {
    await savePreferencesDraft(6, { step: 5, values: DEFAULT_MATCH_PREFERENCES })
    server.on(saveRoute, reply(400, { message: 'x', code: 'validation_failed' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/ideal-match-preferences')
    await screen.findByText('Step 6 of 6')
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(await screen.findByText('Failed to save preferences. Please try again.')).toBeTruthy()
    expect(window.location.pathname).toBe('/ideal-match-preferences')
  })
})
