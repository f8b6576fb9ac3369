import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PhotoVerification } from '#shared/schemas/photo-verification.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const state = (overrides: Partial<PhotoVerification>): PhotoVerification => ({
  status: 'none',
  pose: null,
  reason: null,
  decidedAt: null,
  askedBy: [],
  ...overrides,
})

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
})

describe('photo verification', () => {
  it('draws a pose on the server, shows it as a drawing with words, and sends the selfie', async () => {
    server.on('GET /api/photo-verification', state({}))
    server.on(
      'POST /api/photo-verification/start',
      state({ status: 'started', pose: 'two-fingers-up' }),
    )
    server.on(
      'POST /api/photo-verification/selfie',
      state({ status: 'submitted', pose: 'two-fingers-up' }),
    )
    const { user } = renderApp('/verify-photo')
    await screen.findByRole('heading', { level: 1, name: 'Verify your photo' })
    expect(screen.getByText(/It is deleted as soon as they decide/)).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: 'Get my pose' }))
    const pose = (await screen.findByRole('heading', { name: 'Copy this pose' })).parentElement!
    expect(within(pose).getByText('Hold up two fingers beside your face')).toBeTruthy()
    expect(pose.querySelector('svg.pose-icon')).toBeTruthy()

    const selfie = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })
    await user.upload(screen.getByLabelText('Choose a selfie from your phone'), selfie)
    expect(await screen.findByText(/A moderator will compare your selfie/)).toBeTruthy()
    expect(server.requestsTo('POST /api/photo-verification/selfie')).toHaveLength(1)
  })

  it('says why the last selfie was not approved, and offers a new pose', async () => {
    server.on(
      'GET /api/photo-verification',
      state({ status: 'rejected', reason: 'Your face is hidden' }),
    )
    renderApp('/verify-photo')
    expect(
      await screen.findByText('Your last selfie was not approved: Your face is hidden'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Get my pose' })).toBeTruthy()
  })

  it('shows the badge once approved', async () => {
    server.on('GET /api/photo-verification', state({ status: 'approved' }))
    renderApp('/verify-photo')
    expect(await screen.findByText(/Your photo is verified/)).toBeTruthy()
    expect(screen.getByText('Photo verified')).toBeTruthy()
  })

  it('says offline that it needs a connection', async () => {
    server.offline()
    renderApp('/verify-photo')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Photo verification needs a connection.',
    )
  })
})
