import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueuedPhoto } from '#shared/schemas/photo-review.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { resetDevice } from '../../data/testing/member.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

const moderator = { ...demoMember, id: 99, firstName: 'Mod', role: 'moderator' } as CurrentUser

const queued = (id: number, firstName: string): QueuedPhoto => ({
  id,
  name: `${id + 100}-0b4f0c5e-8d1a-4c7e-9a61-2f3b4c5d6e7f`,
  width: 720,
  height: 900,
  placeholder: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
  revision: 1,
  submittedAt: '2026-11-20T09:00:00.000Z',
  member: { id: id + 100, firstName, lastName: 'Pappas' },
})

/** The server: the photos awaiting review (a review takes one off, or answers `reviewStatus`). */
function server(photos: QueuedPhoto[], reviewStatus = 200) {
  const calls: { path: string; body: unknown }[] = []
  let list = [...photos]
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (path === '/api/moderation/photos') return json({ photos: list, nextCursor: null })
    const review = /^\/api\/moderation\/photos\/(\d+)\/review$/.exec(path)
    if (review) {
      const id = Number(review[1])
      if (reviewStatus !== 200) {
        list = list.map((p) => (p.id === id ? { ...p, revision: p.revision + 1 } : p))
        return json(
          { message: 'This photo was replaced since you opened it; review the new one' },
          reviewStatus,
        )
      }
      list = list.filter((p) => p.id !== id)
      const body = JSON.parse(String(init.body)) as { decision: string; reason?: string }
      return json({
        id,
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        reviewedAt: '2026-11-22T12:00:00.000Z',
        reviewedById: moderator.id,
        reason: body.reason ?? null,
      })
    }
    if (path === '/api/moderation/actions') return json({ actions: [], nextCursor: null })
    if (path === '/api/moderation/suspended') return json({ members: [], nextCursor: null })
    if (path === '/api/moderation/reports') return json({ reports: [], nextCursor: null })
    if (path === '/api/moderation/clergy-references') {
      return json({ references: [], nextCursor: null })
    }
    return json({ message: 'Not found' }, 404)
  })
  return calls
}

const section = async () => (await screen.findByRole('heading', { name: 'Photos' })).parentElement!

beforeEach(async () => {
  setSession({ status: 'signed-in', member: moderator })
  await resetDevice(moderator.id)
})

describe('Photos on the moderation screen', () => {
  it('shows each photo awaiting review with whose it is and when', async () => {
    server([queued(1, 'Anna'), queued(2, 'Eleni')])
    renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Anna Pappas' })
    const image = within(card).getByRole('img', { name: 'Photo of Anna Pappas awaiting review' })
    expect(image.getAttribute('src')).toBe(
      '/api/photos/101-0b4f0c5e-8d1a-4c7e-9a61-2f3b4c5d6e7f-card.webp',
    )
    expect(within(card).getByText('Submitted on Nov 20, 2026, 9:00 AM')).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Eleni Pappas' })).toBeTruthy()
  })

  it('approves at one tap: the photo leaves the list and the heading takes the focus', async () => {
    const calls = server([queued(1, 'Anna'), queued(2, 'Eleni')])
    const { user } = renderApp('/moderation')
    const list = await section()
    await user.click(
      await within(list).findByRole('button', { name: 'Approve the photo of Anna Pappas' }),
    )
    expect(await screen.findByText('Members can now see this photo of Anna Pappas.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anna Pappas' })).toBeNull())
    expect(screen.getByRole('article', { name: 'Eleni Pappas' })).toBeTruthy()
    expect(calls.find((c) => c.path.endsWith('/review'))?.body).toEqual({
      decision: 'approve',
      revision: 1,
    })
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Photos' })),
    )
  })

  it('asks the reason to reject, refusing an empty one at the field', async () => {
    const calls = server([queued(1, 'Anna')])
    const { user } = renderApp('/moderation')
    const list = await section()
    await user.click(
      await within(list).findByRole('button', { name: 'Reject the photo of Anna Pappas' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reject this photo of Anna Pappas?' })
    const reason = within(dialog).getByLabelText('Reason (the member reads it)')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByText('Give the reason for the rejection')).toBeTruthy()
    expect(document.activeElement).toBe(reason)
    expect(calls.some((c) => c.path.endsWith('/review'))).toBe(false)

    await user.type(reason, ' A group photo: show yourself alone ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Anna Pappas will read your reason.')).toBeTruthy()
    expect(calls.find((c) => c.path.endsWith('/review'))?.body).toEqual({
      decision: 'reject',
      reason: 'A group photo: show yourself alone',
      revision: 1,
    })
    expect(await within(list).findByText('No photo is awaiting review.')).toBeTruthy()
  })

  it('says a photo was replaced and loads the list anew', async () => {
    const calls = server([queued(1, 'Anna')], 409)
    const { user } = renderApp('/moderation')
    const list = await section()
    await user.click(
      await within(list).findByRole('button', { name: 'Approve the photo of Anna Pappas' }),
    )
    expect(
      await screen.findByText('This photo was replaced since you opened it; review the new one'),
    ).toBeTruthy()
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/moderation/photos')).toHaveLength(2),
    )
    expect(await screen.findByRole('article', { name: 'Anna Pappas' })).toBeTruthy()
  })
})
