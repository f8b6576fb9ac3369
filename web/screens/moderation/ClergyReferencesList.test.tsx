import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueuedClergyReference } from '#shared/schemas/clergy-review.ts'
import type { ModerationActionEntry } from '#shared/schemas/moderation.ts'
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

/**
 * The server: the clergy references awaiting review (a review takes one off, or answers
 * `reviewStatus` with the 409 message), an audit trail with one rejection, and empty report and
 * suspended lists.
 */
function server(references: QueuedClergyReference[], reviewStatus = 200) {
  const calls: { path: string; body: unknown }[] = []
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
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (path === '/api/moderation/clergy-references') {
      return json({ references: list, nextCursor: null })
    }
    const review = /^\/api\/moderation\/clergy-references\/(\d+)\/review$/.exec(path)
    if (review) {
      const id = Number(review[1])
      if (reviewStatus !== 200) {
        list = list.map((r) => (r.id === id ? { ...r, revision: r.revision + 1 } : r))
        return json(
          {
            message:
              'This clergy reference was submitted again since you opened it; review the new one',
          },
          reviewStatus,
        )
      }
      list = list.filter((r) => r.id !== id)
      const body = JSON.parse(String(init.body)) as { decision: string; reason?: string }
      return json({
        id,
        status: body.decision === 'verify' ? 'verified' : 'rejected',
        reviewedAt: '2026-11-22T12:00:00.000Z',
        reviewedById: moderator.id,
        reason: body.reason ?? null,
      })
    }
    if (path === '/api/moderation/actions') return json({ actions: [rejection], nextCursor: null })
    if (path === '/api/moderation/suspended') return json({ members: [], nextCursor: null })
    if (path === '/api/moderation/reports') return json({ reports: [], nextCursor: null })
    return json({ message: 'Not found' }, 404)
  })
  return calls
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

beforeEach(async () => {
  setSession({ status: 'signed-in', member: moderator })
  await resetDevice(moderator.id)
})

describe('Clergy references on the moderation screen', () => {
  it('shows every answer of each reference awaiting review, with the form’s labels', async () => {
    server([queued(1, 'Anna'), queued(2, 'Eleni')])
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
    const calls = server([queued(1, 'Anna'), queued(2, 'Eleni')])
    const { user } = renderApp('/moderation')
    const { dialog } = await openDecision(user, 'Verify', 'Anna Pappas')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Anna Pappas is clergy verified.')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Clergy reference: Anna Pappas' })).toBeNull(),
    )
    expect(screen.getByRole('article', { name: 'Clergy reference: Eleni Pappas' })).toBeTruthy()
    expect(calls.find((c) => c.path.endsWith('/review'))?.body).toEqual({
      decision: 'verify',
      revision: 1,
    })
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Clergy references' }),
      ),
    )
  })

  it('asks the reason to reject, refusing an empty one at the field', async () => {
    const calls = server([queued(1, 'Anna')])
    const { user } = renderApp('/moderation')
    const { list, dialog } = await openDecision(user, 'Reject', 'Anna Pappas')
    const reason = within(dialog).getByLabelText('Reason (the member reads it)')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByText('Give the reason for the rejection')).toBeTruthy()
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(reason)
    expect(calls.some((c) => c.path.endsWith('/review'))).toBe(false)

    await user.type(reason, '  The signature is missing. ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(
      await screen.findByText('Anna Pappas will read your reason on their profile.'),
    ).toBeTruthy()
    expect(calls.find((c) => c.path.endsWith('/review'))?.body).toEqual({
      decision: 'reject',
      reason: 'The signature is missing.',
      revision: 1,
    })
    expect(await within(list).findByText('No clergy reference is awaiting review.')).toBeTruthy()
  })

  it('says a reference was submitted again and loads the list anew', async () => {
    const calls = server([queued(1, 'Anna')], 409)
    const { user } = renderApp('/moderation')
    const { dialog } = await openDecision(user, 'Verify', 'Anna Pappas')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText(
        'This clergy reference was submitted again since you opened it; review the new one',
      ),
    ).toBeTruthy()
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/moderation/clergy-references')).toHaveLength(2),
    )
    expect(
      await screen.findByRole('article', { name: 'Clergy reference: Anna Pappas' }),
    ).toBeTruthy()
  })

  it('shows the note of each recent action', async () => {
    server([])
    renderApp('/moderation')
    const recent = (await screen.findByRole('heading', { name: 'Recent actions' })).parentElement!
    const item = await within(recent).findByRole('listitem')
    expect(item.textContent).toBe(
      'Clergy reference rejected: Boris IvanovBy Olga, Nov 21, 2026, 10:00 AMNote: The signature is missing.',
    )
  })
})
