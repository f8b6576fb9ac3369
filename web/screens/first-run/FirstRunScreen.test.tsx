import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { db } from '../../data/db.ts'
import { type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { ownPhoto } from '../../data/testing/own-photo.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const FAITH = 'PUT /api/profile/faith-basics'
const CONSENT = 'PUT /api/privacy/consent'
const HOME = `PUT /api/users/${demoMember.id}/home-city`

/** A member just signed up: no photo, no city, no faith answers, no consent yet. */
const newMember: CurrentUser = {
  ...demoMember,
  photos: [],
  location: null,
  country: null,
  denomination: null,
  churchAttendanceFrequency: null,
  bio: null,
  profileCompletionStep: 1,
  religiousDataConsentAt: null,
}

let server: FakeApi
async function signedIn(overrides: Partial<CurrentUser> = {}) {
  let member: CurrentUser = { ...newMember, ...overrides }
  server = await signedInDevice(member)
  // The server keeps what it is sent and answers the member's record, as the API does.
  server.on(FAITH, ({ body }: SeenRequest) => {
    const { clientId: _clientId, ...basics } = body ?? {}
    member = { ...member, ...basics }
    return member
  })
  server.on(CONSENT, () => {
    member = { ...member, religiousDataConsentAt: '2026-02-01T10:00:00.000Z' }
    server.signIn(member)
    return { religiousDataConsentAt: member.religiousDataConsentAt }
  })
}

const progressNow = () => screen.getByRole('progressbar', { name: 'Setting up your profile' })
const sent = (route: string) =>
  server.requestsTo(route).map(({ body }) => {
    const { clientId: _clientId, ...rest } = body ?? {}
    return rest
  })

beforeEach(() => signedIn())

describe('first run', () => {
  it('starts at the photos for a new member, with no way on until a photo is added', async () => {
    renderApp('/welcome')
    expect(await screen.findByRole('heading', { level: 1, name: 'Show your smile' })).toBeTruthy()
    expect(progressNow().getAttribute('aria-valuetext')).toBe('Step 1 of 5')
    expect(screen.getByRole('heading', { level: 2, name: 'My photos' })).toBeTruthy()
    const next = screen.getByRole('button', { name: 'Continue' })
    expect(next.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Add a photo to continue.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeNull()
    // The step is in the address: a photo added does not move the member on by itself.
    expect(location.search).toBe('?step=photos')
  })

  it('goes on from a photo to the city, whose heading takes the focus', async () => {
    await signedIn({ photos: [ownPhoto(1, 0, { status: 'pending' })] })
    // The photo step asked for by name (a member with a photo starts at the city).
    const { user } = renderApp('/welcome?step=photos')
    await screen.findByRole('heading', { level: 1, name: 'Show your smile' })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Where do you live?' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(progressNow().getAttribute('aria-valuetext')).toBe('Step 2 of 5')
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Choose your city' }))
    await user.type(await screen.findByRole('combobox', { name: 'Search cities' }), 'belgr')
    await user.keyboard('{Enter}')
    // Chosen, even before the server has it: the step lets the member on.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false),
    )
    await eventually(() => expect(sent(HOME)).toEqual([{ cityId: 'rs-belgrade' }]))
  })

  it('asks consent with the first faith answer, then sends both together', async () => {
    const { user } = renderApp('/welcome?step=faith')
    await screen.findByRole('heading', { level: 1, name: 'Your faith' })
    expect(progressNow().getAttribute('aria-valuetext')).toBe('Step 3 of 5')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Denomination is required')).toBeTruthy()
    expect(screen.getByText('Tick the box to let us keep your faith answers.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getAllByRole('radio', { name: 'Greek Orthodox' })[0])
    expect(sent(FAITH)).toEqual([])

    const denominations = screen.getByRole('group', { name: 'Denomination' })
    await user.click(within(denominations).getByRole('radio', { name: 'Serbian Orthodox' }))
    await user.click(screen.getByRole('radio', { name: 'Most Sundays' }))
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I agree that Orthodox Hearts keeps my faith answers to find my matches.',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who would you like to meet?' }),
    ).toBeTruthy()
    await eventually(() =>
      expect(sent(FAITH)).toEqual([
        {
          religiousDataConsent: true,
          denomination: 'Serbian Orthodox',
          churchAttendanceFrequency: 'Most Sundays',
          jurisdiction: null,
        },
      ]),
    )
  })

  it('keeps the consent and the faith basics on the device when offline, and asks no consent again', async () => {
    server.offline()
    const { user } = renderApp('/welcome?step=faith')
    await screen.findByRole('heading', { level: 1, name: 'Your faith' })
    await user.click(screen.getByRole('radio', { name: 'Greek Orthodox' }))
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I agree that Orthodox Hearts keeps my faith answers to find my matches.',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { level: 1, name: 'Who would you like to meet?' })
    expect((await db.outbox.toArray()).map((row) => row.body)).toMatchObject([
      { religiousDataConsent: true, denomination: 'Greek Orthodox' },
    ])
    // Back on the step: the answer as chosen, and the consent counted as given.
    window.history.back()
    await screen.findByRole('heading', { level: 1, name: 'Your faith' })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(
      (screen.getAllByRole('radio', { name: 'Greek Orthodox' })[0] as HTMLInputElement).checked,
    ).toBe(true)
    expect(sent(FAITH)).toEqual([])

    // Back online, the one change lands, consent first.
    server.offline(false)
    window.dispatchEvent(new Event('online'))
    await eventually(() =>
      expect(sent(FAITH)).toEqual([
        {
          religiousDataConsent: true,
          denomination: 'Greek Orthodox',
          churchAttendanceFrequency: null,
          jurisdiction: null,
        },
      ]),
    )
    expect(sent(CONSENT)).toEqual([])
  })

  it('keeps the faith basics on the device when offline, shown as chosen', async () => {
    await signedIn({ religiousDataConsentAt: '2026-01-05T10:00:00.000Z' })
    server.offline()
    const { user } = renderApp('/welcome?step=faith')
    await screen.findByRole('heading', { level: 1, name: 'Your faith' })
    expect(screen.queryByRole('checkbox')).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'OCA' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { level: 1, name: 'Who would you like to meet?' })
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      kind: 'faith-basics',
      method: 'PUT',
      path: '/api/profile/faith-basics',
      body: { denomination: 'OCA', churchAttendanceFrequency: null },
    })
  })

  it('lets who and how far be skipped, and ends on a first look at the deck', async () => {
    await signedIn({
      photos: [ownPhoto(1, 0)],
      location: 'Chicago',
      denomination: 'OCA',
    })
    const { user } = renderApp('/welcome')
    // The minimum is there: the first run starts at who and how far.
    await screen.findByRole('heading', { level: 1, name: 'Who would you like to meet?' })
    await user.click(screen.getByRole('button', { name: 'Skip for now' }))
    expect(await screen.findByRole('heading', { level: 1, name: "You're all set" })).toBeTruthy()
    expect(progressNow().getAttribute('aria-valuetext')).toBe('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'See who is near you' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Match' })).toBeTruthy()
  })
})
