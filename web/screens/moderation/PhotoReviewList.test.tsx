import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { QueuedPhoto } from '#shared/schemas/photo-review.ts'
import { reply } from '../../data/testing/fake-api.ts'
import { type ModerationServer, moderator, moderatorDevice } from '../../test/moderation-server.ts'
import { renderApp } from '../../test/render.tsx'

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

let moderation: ModerationServer
beforeEach(async () => {
  moderation = await moderatorDevice()
})

/** The server: the photos awaiting review (a review takes one off, or answers `reviewStatus`). */
function photosAwaiting(photos: QueuedPhoto[], reviewStatus = 200) {
  let list = [...photos]
  moderation.answerList('photos', () => list)
  moderation.answerDecisions(
    photos.map((photo) => photo.id),
    (id) => `photos/${id}/review`,
    (id, request) => {
      if (reviewStatus !== 200) {
        list = list.map((p) => (p.id === id ? { ...p, revision: p.revision + 1 } : p))
        return reply(reviewStatus, {
          message: 'This photo was replaced since you opened it; review the new one',
          code: 'already_reviewed',
        })
      }
      list = list.filter((p) => p.id !== id)
      const body = request.body as { decision: string; reason?: string }
      return {
        id,
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        reviewedAt: '2026-11-22T12:00:00.000Z',
        reviewedById: moderator.id,
        reason: body.reason ?? null,
      }
    },
  )
}

const section = async () => (await screen.findByRole('heading', { name: 'Photos' })).parentElement!

describe('Photos on the moderation screen', () => {
  it('shows each photo awaiting review with whose it is and when', async () => {
    photosAwaiting([queued(1, 'Anna'), queued(2, 'Eleni')])
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
    photosAwaiting([queued(1, 'Anna'), queued(2, 'Eleni')])
    const { user } = renderApp('/moderation')
    const list = await section()
    await user.click(
      await within(list).findByRole('button', { name: 'Approve the photo of Anna Pappas' }),
    )
    expect(await screen.findByText('Members can now see this photo of Anna Pappas.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anna Pappas' })).toBeNull())
    expect(screen.getByRole('article', { name: 'Eleni Pappas' })).toBeTruthy()
    expect(moderation.decisionBodies()).toEqual([{ decision: 'approve', revision: 1 }])
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Photos' })),
    )
  })

  it('asks the reason to reject, refusing an empty one at the field', async () => {
    photosAwaiting([queued(1, 'Anna')])
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
    expect(moderation.decisionBodies()).toEqual([])

    await user.type(reason, ' A group photo: show yourself alone ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Anna Pappas will read your reason.')).toBeTruthy()
    expect(moderation.decisionBodies()).toEqual([
      { decision: 'reject', reason: 'A group photo: show yourself alone', revision: 1 },
    ])
    expect(await within(list).findByText('No photo is awaiting review.')).toBeTruthy()
  })

  it('says a photo was replaced and loads the list anew', async () => {
    photosAwaiting([queued(1, 'Anna')], 409)
    const { user } = renderApp('/moderation')
    const list = await section()
    await user.click(
      await within(list).findByRole('button', { name: 'Approve the photo of Anna Pappas' }),
    )
    expect(
      await screen.findByText('This photo was replaced since you opened it; review the new one'),
    ).toBeTruthy()
    await waitFor(() => expect(moderation.loadsOf('photos')).toHaveLength(2))
    expect(await screen.findByRole('article', { name: 'Anna Pappas' })).toBeTruthy()
  })
})
