import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render.tsx'
import { db } from './db.ts'
import { refreshReviewed } from './live-notices.ts'
import { resetDevice } from './testing/member.ts'
import { ownPhoto } from './testing/own-photo.ts'

/** A review's outcome arrives on the live stream while the member is on any screen. */

const ME = 6
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' })

beforeEach(() => resetDevice(ME))
afterEach(() => vi.unstubAllGlobals())

const approvedPhoto = ownPhoto(31, 0)

describe('a review outcome on the open app', () => {
  it('reads the gallery again and says the photo is live', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ photos: [approvedPhoto] })))
    renderWithProviders(<p>Another screen</p>)
    await refreshReviewed(ME, { subject: 'photo', approved: true })
    expect(await within(region()).findByText('Your photo is live')).toBeTruthy()
    expect(within(region()).getByText('Members can now see your new photo.')).toBeTruthy()
    expect((await db.session.get('current'))?.member?.photos).toEqual([approvedPhoto])
  })

  it('says a rejection by its title only: the reason is on the screen that shows the photo', async () => {
    const rejected = ownPhoto(31, 0, { status: 'rejected', rejectionReason: 'Not you' })
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ photos: [rejected] })))
    renderWithProviders(<p>Another screen</p>)
    await refreshReviewed(ME, { subject: 'photo', approved: false })
    expect(await within(region()).findByText('Photo not approved')).toBeTruthy()
    expect(within(region()).queryByText('Not you')).toBeNull()
  })
})
