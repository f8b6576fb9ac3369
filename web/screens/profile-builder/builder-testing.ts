import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

/**
 * Opens the builder on its last step (a draft saved at step 4) with the network down, completes
 * the profile and answers the body the outbox queued.
 */
export async function completeOffline(server: FakeApi): Promise<Record<string, unknown>> {
  server.failOn('POST /api/profile', 'network')
  const { user } = renderApp('/profile-builder')
  await screen.findByText('Step 5 of 5')
  await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
  expect(await screen.findByText('Saved on this device')).toBeTruthy()
  await eventually(() => expect(server.writes.size).toBe(1))
  const [queued] = [...server.writes.values()] as { body: Record<string, unknown> }[]
  return queued!.body
}
