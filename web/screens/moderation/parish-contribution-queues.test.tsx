import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { QueuedEventProposal } from '#shared/schemas/event-proposals.ts'
import type { QueuedParishCorrection } from '#shared/schemas/parish-corrections.ts'
import { type ModerationServer, moderator, moderatorDevice } from '../../test/moderation-server.ts'
import { renderApp } from '../../test/render.tsx'

/** The event proposals and parish corrections queues of the moderation screen (docs/parishes.md). */

const parish = { id: 7, name: 'St. Nicholas', address: '1 Church St, Chicago' }
/** A start a month ahead, on the minute (the form's datetime-local keeps minutes). */
const start = new Date(Math.ceil((Date.now() + 30 * 86_400_000) / 60_000) * 60_000).toISOString()

const proposal: QueuedEventProposal = {
  id: 1,
  parish,
  title: 'Nativity Vigil',
  description: null,
  eventType: 'feast',
  eventDate: start,
  createdAt: '2026-11-20T09:00:00.000Z',
  proposer: { id: 5, firstName: 'Anna', lastName: 'Pappas' },
}

const correction: QueuedParishCorrection = {
  id: 2,
  parish: {
    ...parish,
    website: null,
    serviceTimes: null,
    jurisdiction: 'OCA',
    phone: null,
  },
  changes: { phone: '(312) 555-0100' },
  createdAt: '2026-11-20T10:00:00.000Z',
  proposer: null,
}

/** The server: one proposal and one correction awaiting review; a decision takes one off. */
let moderation: ModerationServer
beforeEach(async () => {
  moderation = await moderatorDevice()
  let proposals = [proposal]
  let corrections = [correction]
  moderation.answerList('event-proposals', () => proposals)
  moderation.answerList('parish-corrections', () => corrections)
  const answer = (id: number, body: Record<string, unknown>) => ({
    id,
    reviewedAt: '2026-11-22T12:00:00.000Z',
    reviewedById: moderator.id,
    reason: (body.reason as string | undefined) ?? null,
  })
  moderation.answerDecisions(
    [correction.id],
    (id) => `parish-corrections/${id}/review`,
    (id, request) => {
      const body = request.body ?? {}
      corrections = corrections.filter((c) => c.id !== id)
      return { ...answer(id, body), status: body.decision === 'apply' ? 'applied' : 'rejected' }
    },
  )
  moderation.answerDecisions(
    [proposal.id],
    (id) => `event-proposals/${id}/review`,
    (id, request) => {
      const body = request.body ?? {}
      proposals = proposals.filter((p) => p.id !== id)
      return {
        ...answer(id, body),
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        title: body.title ?? proposal.title,
        description: body.description || null,
        eventType: body.eventType ?? proposal.eventType,
        eventDate: body.eventDate ?? proposal.eventDate,
        verifiedOnly: body.verifiedOnly ?? false,
      }
    },
  )
})

/** The reviews sent, in order: path and body. */
const reviews = () => moderation.decisionsSent()

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).parentElement!

describe('Event proposals on the moderation screen', () => {
  it('approves at one tap: the proposal leaves the list and the heading takes the focus', async () => {
    const { user } = renderApp('/moderation')
    const list = await section('Event proposals')
    expect(await within(list).findByText('Anna Pappas')).toBeTruthy()
    await user.click(
      await within(list).findByRole('button', { name: 'Approve the event Nativity Vigil' }),
    )
    expect(await screen.findByText('Nativity Vigil now shows on its parish.')).toBeTruthy()
    expect(reviews()).toEqual([
      { path: '/api/moderation/event-proposals/1/review', body: { decision: 'approve' } },
    ])
    expect(await within(list).findByText('No event is awaiting review.')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Event proposals', level: 2 }),
      ),
    )
  })

  it('edits and approves for Verified members only', async () => {
    const { user } = renderApp('/moderation')
    const list = await section('Event proposals')
    await user.click(
      await within(list).findByRole('button', {
        name: 'Edit and approve the event Nativity Vigil',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit and approve' })
    const title = within(dialog).getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Nativity Vigil and Agape')
    await user.click(within(dialog).getByLabelText('For Verified members only'))
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Nativity Vigil now shows on its parish.')).toBeTruthy()
    expect(reviews().map((r) => r.body)).toEqual([
      {
        decision: 'approve',
        title: 'Nativity Vigil and Agape',
        eventType: 'feast',
        eventDate: start,
        description: '',
        verifiedOnly: true,
      },
    ])
  })

  it('asks the reason to reject', async () => {
    const { user } = renderApp('/moderation')
    const list = await section('Event proposals')
    await user.click(
      await within(list).findByRole('button', { name: 'Reject the event Nativity Vigil' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Nativity Vigil”?' })
    await user.type(within(dialog).getByLabelText('Reason (the member reads it)'), 'A duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('The member will read your reason.')).toBeTruthy()
    expect(reviews().map((r) => r.body)).toEqual([{ decision: 'reject', reason: 'A duplicate' }])
  })
})

describe('Parish corrections on the moderation screen', () => {
  it('shows each change beside what the parish shows now, and applies at one tap', async () => {
    const { user } = renderApp('/moderation')
    const list = await section('Parish corrections')
    const card = await within(list).findByRole('article', { name: 'Correction: St. Nicholas' })
    expect(within(card).getByText('(312) 555-0100')).toBeTruthy()
    expect(within(card).getByText(/A deleted member/)).toBeTruthy()
    await user.click(
      within(card).getByRole('button', { name: 'Apply the correction of St. Nicholas' }),
    )
    expect(await screen.findByText('St. Nicholas shows the new details.')).toBeTruthy()
    expect(reviews()).toEqual([
      { path: '/api/moderation/parish-corrections/2/review', body: { decision: 'apply' } },
    ])
    expect(await within(list).findByText('No parish correction is awaiting review.')).toBeTruthy()
  })

  it('asks the reason to reject', async () => {
    const { user } = renderApp('/moderation')
    const list = await section('Parish corrections')
    await user.click(
      await within(list).findByRole('button', { name: 'Reject the correction of St. Nicholas' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the correction of St. Nicholas?',
    })
    await user.type(within(dialog).getByLabelText('Reason (the member reads it)'), 'Not so')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('The member will read your reason.')).toBeTruthy()
    expect(reviews().map((r) => r.body)).toEqual([{ decision: 'reject', reason: 'Not so' }])
  })
})
