import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { QueuedClergyReference } from '#shared/schemas/clergy-review.ts'
import type { ModerationActionEntry } from '#shared/schemas/moderation.ts'
import { reply } from '../../data/testing/fake-api.ts'
import { type ModerationServer, moderator, moderatorDevice } from '../../test/moderation-server.ts'
import { renderApp } from '../../test/render.tsx'

const queued = (id: number, firstName: string, revision = 1): QueuedClergyReference => ({
  id,
  fullName: `${firstName} Pappas`,
  churchName: 'Annunciation Cathedral',
  churchJurisdiction: 'Greek Orthodox Archdiocese of America',
  statusWithChurch: 'other',
  statusOther: 'Inquirer',
  adheresToDoctrine: 'yes',
  attendsLiturgy: 'occasionally',
  confessionRegularly: 'unknown',
  observesFasts: 'partial',
  currentlyUnmarried: 'yes',
  clergyName: 'Fr. Nicholas Kostas',
  clergyTitle: 'deacon',
  parishName: 'Annunciation',
  signature: 'Nicholas Kostas',
  date: '2026-03-01',
  status: 'submitted',
  revision,
  createdAt: '2026-11-20T09:00:00.000Z',
  member: { id: id + 100, firstName, lastName: 'Pappas' },
})

let moderation: ModerationServer
beforeEach(async () => {
  moderation = await moderatorDevice()
})

/**
 * The server: the clergy references awaiting review (a review takes one off, or answers
 * `reviewStatus` with the 409 message), and an audit trail with one rejection.
 */
function referencesAwaiting(references: QueuedClergyReference[], reviewStatus = 200) {
  let list = [...references]
  const rejection: ModerationActionEntry = {
    id: 1,
    action: 'reject-clergy',
    createdAt: '2026-11-21T10:00:00.000Z',
    moderator: { firstName: 'Olga' },
    member: { id: 7, firstName: 'Boris', lastName: 'Ivanov' },
    reportId: null,
    note: 'The signature is missing.',
  }
  moderation.answerList('clergy-references', () => list)
  moderation.answerList('actions', () => [rejection])
  moderation.answerDecisions(
    references.map((reference) => reference.id),
    (id) => `clergy-references/${id}/review`,
    (id, request) => {
      if (reviewStatus !== 200) {
        list = list.map((r) => (r.id === id ? { ...r, revision: r.revision + 1 } : r))
        return reply(reviewStatus, {
          message:
            'This clergy reference was submitted again since you opened it; review the new one',
          code: 'already_reviewed',
        })
      }
      list = list.filter((r) => r.id !== id)
      const body = request.body as { decision: string; reason?: string }
      return {
        id,
        status: body.decision === 'verify' ? 'verified' : 'rejected',
        reviewedAt: '2026-11-22T12:00:00.000Z',
        reviewedById: moderator.id,
        reason: body.reason ?? null,
      }
    },
  )
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Clergy references' })).parentElement!

/** Opens the dialog of Verify or Reject on the member's reference: the list and the dialog. */
async function openDecision(
  user: ReturnType<typeof renderApp>['user'],
  verb: 'Verify' | 'Reject',
  name: string,
) {
  const list = await section()
  await user.click(
    await within(list).findByRole('button', { name: `${verb} the clergy reference of ${name}` }),
  )
  const dialog = await screen.findByRole('dialog', {
    name: `${verb} the clergy reference of ${name}?`,
  })
  return { list, dialog }
}

describe('Clergy references on the moderation screen', () => {
  it('shows every answer of each reference awaiting review, with the form’s labels', async () => {
    referencesAwaiting([queued(1, 'Anna'), queued(2, 'Eleni')])
    renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Clergy reference: Anna Pappas' })
    const answers = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(answers).toEqual({
      "Parishioner's full name": 'Anna Pappas',
      'Church name': 'Annunciation Cathedral',
      'Church jurisdiction': 'Greek Orthodox Archdiocese of America',
      'Status with the Church': 'Other: Inquirer',
      'Adheres to the doctrine of the Orthodox Church': 'Yes',
      'Attends the Divine Liturgy regularly': 'Occasionally',
      'Goes to confession regularly': 'Unknown',
      'Observes the fasts of the Church': 'Partially',
      'Is currently unmarried': 'Yes',
      'Clergy name': 'Fr. Nicholas Kostas',
      Title: 'Deacon',
      'Parish name': 'Annunciation',
      Signature: 'Nicholas Kostas',
      Date: '2026-03-01',
    })
    expect(screen.getByRole('article', { name: 'Clergy reference: Eleni Pappas' })).toBeTruthy()
  })

  it('verifies after confirmation: the reference leaves the list and the heading takes the focus', async () => {
    referencesAwaiting([queued(1, 'Anna'), queued(2, 'Eleni')])
    const { user } = renderApp('/moderation')
    const { dialog } = await openDecision(user, 'Verify', 'Anna Pappas')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Anna Pappas is Verified.')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Clergy reference: Anna Pappas' })).toBeNull(),
    )
    expect(screen.getByRole('article', { name: 'Clergy reference: Eleni Pappas' })).toBeTruthy()
    expect(moderation.decisionBodies()).toEqual([{ decision: 'verify', revision: 1 }])
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Clergy references' }),
      ),
    )
  })

  it('asks the reason to reject, refusing an empty one at the field', async () => {
    referencesAwaiting([queued(1, 'Anna')])
    const { user } = renderApp('/moderation')
    const { list, dialog } = await openDecision(user, 'Reject', 'Anna Pappas')
    const reason = within(dialog).getByLabelText('Reason (the member reads it)')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByText('Give the reason for the rejection')).toBeTruthy()
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(reason)
    expect(moderation.decisionBodies()).toEqual([])

    await user.type(reason, '  The signature is missing. ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(
      await screen.findByText('Anna Pappas will read your reason on their profile.'),
    ).toBeTruthy()
    expect(moderation.decisionBodies()).toEqual([
      { decision: 'reject', reason: 'The signature is missing.', revision: 1 },
    ])
    expect(await within(list).findByText('No clergy reference is awaiting review.')).toBeTruthy()
  })

  it('says a reference was submitted again and loads the list anew', async () => {
    referencesAwaiting([queued(1, 'Anna')], 409)
    const { user } = renderApp('/moderation')
    const { dialog } = await openDecision(user, 'Verify', 'Anna Pappas')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText(
        'This clergy reference was submitted again since you opened it; review the new one',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(moderation.loadsOf('clergy-references')).toHaveLength(2))
    expect(
      await screen.findByRole('article', { name: 'Clergy reference: Anna Pappas' }),
    ).toBeTruthy()
  })

  it('shows the note of each recent action', async () => {
    referencesAwaiting([])
    renderApp('/moderation')
    const recent = (await screen.findByRole('heading', { name: 'Recent actions' })).parentElement!
    const item = await within(recent).findByRole('listitem')
    expect(item.textContent).toBe(
      'Clergy reference rejected: Boris IvanovBy Olga, Nov 21, 2026, 10:00 AMNote: The signature is missing.',
    )
  })
})
