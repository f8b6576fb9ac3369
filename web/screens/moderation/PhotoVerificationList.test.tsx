import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { QueuedPhotoVerification } from '#shared/schemas/photo-verification.ts'
import { memberFixture } from '../../data/testing/member.ts'
import { type ModerationServer, moderator, moderatorDevice } from '../../test/moderation-server.ts'
import { renderApp } from '../../test/render.tsx'

const photo = (id: number, userId: number) => ({
  id,
  name: `${userId}-0b4f0c5e-8d1a-4c7e-9a61-2f3b4c5d6e7${id}`,
  width: 720,
  height: 900,
  placeholder: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
  position: id - 1,
  status: 'approved' as const,
  rejectionReason: null,
  revision: 1,
})

const queued = (id: number, firstName: string): QueuedPhotoVerification => {
  const member = memberFixture(id + 100, { firstName, lastName: 'Pappas' })
  const gallery = [photo(1, member.id), photo(2, member.id)]
  return {
    id,
    kind: 'selfie',
    revision: 3,
    pose: 'thumbs-up',
    submittedAt: '2026-11-20T09:00:00.000Z',
    selfieUrl: `/api/moderation/photo-verifications/${id}/selfie`,
    member,
    gallery,
    mainPhotoName: gallery[0]!.name,
    approvedPhotoName: null,
    approvedAt: null,
  }
}

let moderation: ModerationServer
beforeEach(async () => {
  moderation = await moderatorDevice()
})

function awaiting(items: QueuedPhotoVerification[]) {
  let list = [...items]
  moderation.answerList('photo-verifications', () => list)
  moderation.answerDecisions(
    items.map((item) => item.id),
    (id) => `photo-verifications/${id}/review`,
    (id, request) => {
      list = list.filter((item) => item.id !== id)
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

describe('Photo verifications on the moderation screen', () => {
  it('shows the selfie beside the pose asked and the member’s photos, and approves it', async () => {
    awaiting([queued(1, 'Anna')])
    const { user } = renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Anna Pappas' })
    expect(within(card).getByText('Pose asked: Give a thumbs up beside your face')).toBeTruthy()
    const selfie = within(card).getByRole('img', {
      name: 'Selfie of Anna Pappas, asked to: Give a thumbs up beside your face',
    })
    expect(selfie.getAttribute('src')).toBe('/api/moderation/photo-verifications/1/selfie')
    const photos = within(card).getByRole('list', { name: 'Photos of Anna Pappas' })
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Main photo of Anna Pappas', 'Photo of Anna Pappas'])

    await user.click(
      within(card).getByRole('button', { name: 'Approve the photo verification of Anna Pappas' }),
    )
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anna Pappas' })).toBeNull())
    expect(moderation.decisionsSent()).toEqual([
      {
        path: '/api/moderation/photo-verifications/1/review',
        body: { decision: 'approve', revision: 3 },
      },
    ])
  })

  it('rejects with the reason the member reads', async () => {
    awaiting([queued(2, 'Eleni')])
    const { user } = renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Eleni Pappas' })
    await user.click(
      within(card).getByRole('button', { name: 'Reject the photo verification of Eleni Pappas' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the photo verification of Eleni Pappas?',
    })
    await user.type(within(dialog).getByRole('textbox'), 'Your face is not visible')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(moderation.decisionBodies()).toEqual([
        { decision: 'reject', reason: 'Your face is not visible', revision: 3 },
      ]),
    )
  })
})
