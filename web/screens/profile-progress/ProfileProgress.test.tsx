import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { leftInOutbox } from '../../test/outbox-rows.ts'
import { ownPhoto } from '../../data/testing/own-photo.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

/** A member who has been through sign-up only. */
const newMember: CurrentUser = {
  ...demoMember,
  photos: [],
  location: null,
  denomination: null,
  churchAttendanceFrequency: null,
  bio: null,
  profileCompletionStep: 1,
}

/** Everything of a complete profile but a second photo. */
const onePhotoShort: CurrentUser = {
  ...demoMember,
  photos: [ownPhoto(1, 0)],
  denomination: 'OCA',
  churchAttendanceFrequency: 'Weekly',
}
const complete: CurrentUser = { ...onePhotoShort, photos: [ownPhoto(1, 0), ownPhoto(2, 1)] }

const hiddenNotice = () => screen.findByRole('region', { name: 'Nobody can see you yet' })

describe('profile progress', () => {
  it('tells a member on their own profile why nobody sees them, linking to what to add', async () => {
    await signedInDevice(newMember)
    renderApp('/profile')
    const notice = await hiddenNotice()
    expect(notice.textContent).toContain(
      'Other members see you once your profile has a photo, your city, and your denomination.',
    )
    expect(within(notice).getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe(
      '/welcome?step=photos',
    )
    const card = screen.getByRole('region', { name: 'Your profile is 0% complete' })
    expect(within(card).getByRole('img', { name: '0% complete' })).toBeTruthy()
  })

  it('on Discover too, briefly: the heading and what is still missing as its button', async () => {
    await signedInDevice({ ...newMember, photos: [ownPhoto(1, 0)], location: 'Chicago' })
    renderApp('/')
    const notice = await hiddenNotice()
    expect(notice.textContent).toBe('Nobody can see you yetAdd your denomination')
    expect(
      within(notice).getByRole('link', { name: 'Add your denomination' }).getAttribute('href'),
    ).toBe('/welcome?step=faith')
    // The notice alone, above the deck: no card, no second link.
    expect(screen.queryByRole('region', { name: /complete/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /% complete/ })).toBeNull()
  })

  it('on Discover, the progress of a member others see, until the profile is complete', async () => {
    await signedInDevice(onePhotoShort)
    const { unmount } = renderApp('/')
    const progress = await screen.findByRole('link', {
      name: 'Your profile is 86% complete. Next: Add a second photo',
    })
    expect(progress.getAttribute('href')).toBe('/profile')
    expect(screen.queryByRole('region', { name: 'Nobody can see you yet' })).toBeNull()
    unmount()

    await signedInDevice(complete)
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find Your Match' })
    expect(screen.queryByRole('link', { name: /% complete/ })).toBeNull()
  })

  it('counts what waits in the outbox: a city chosen offline is a city', async () => {
    const server = await signedInDevice({
      ...newMember,
      photos: [ownPhoto(1, 0)],
      denomination: 'OCA',
    })
    server.offline()
    await leftInOutbox(
      {
        kind: 'home-city',
        path: `/api/users/${demoMember.id}/home-city`,
        body: { cityId: 'us-chicago' },
      },
      { method: 'PUT' },
    )
    renderApp('/profile')
    const card = await screen.findByRole('region', { name: 'Your profile is 43% complete' })
    expect(within(card).getByRole('link', { name: 'Add your church attendance' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Nobody can see you yet' })).toBeNull()
  })

  it('suggests a second photo once the minimum is there, and says nothing once complete', async () => {
    await signedInDevice(onePhotoShort)
    const { unmount } = renderApp('/profile')
    const card = await screen.findByRole('region', { name: 'Your profile is 86% complete' })
    expect(within(card).getByRole('link', { name: 'Add a second photo' })).toBeTruthy()
    unmount()

    await signedInDevice(complete)
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    await screen.findByRole('region', { name: 'My photos' })
    expect(screen.queryByRole('region', { name: /complete/ })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Nobody can see you yet' })).toBeNull()
  })
})
