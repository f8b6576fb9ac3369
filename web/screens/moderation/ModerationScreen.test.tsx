import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type {
  ModerationActionEntry,
  QueuedReport,
  SuspendedMember,
} from '#shared/schemas/moderation.ts'
import { reply, unreachable, type SeenRequest } from '../../data/testing/fake-api.ts'
import { memberFixture } from '../../data/testing/member.ts'
import { demoMember } from '../../test/member-device.ts'
import { type ModerationServer, moderator, moderatorDevice } from '../../test/moderation-server.ts'
import { renderApp } from '../../test/render.tsx'

/** A member's public profile (the fixture's private fields are dropped by the schema). */
const profile = (id: number, firstName: string, lastName: string) =>
  memberFixture(id, { firstName, lastName })

function report(id: number, reported: ReturnType<typeof profile> | null, details: string | null) {
  return {
    id,
    reason: 'harassment',
    details,
    createdAt: '2026-11-20T09:00:00.000Z',
    reporter: profile(1, 'Anna', 'Pappas'),
    reported,
    reportedName: reported ? null : 'Gone Member',
    source: 'member',
    signals: { scamConversations: 0, scamMessages: 0, harassmentMessages: 0 },
  } as QueuedReport
}

/** A suspended member as GET /api/moderation/suspended lists them. */
const suspendedMember = (id: number, firstName: string, lastName: string) =>
  ({
    member: profile(id, firstName, lastName),
    suspendedAt: '2026-11-21T10:00:00.000Z',
  }) as SuspendedMember

/** An entry of the audit trail as GET /api/moderation/actions lists it. */
const auditEntry = (
  id: number,
  action: ModerationActionEntry['action'],
  member: { id: number; firstName: string; lastName: string } | null,
  moderatorName: string | null,
  reportId: number | null,
): ModerationActionEntry => ({
  id,
  action,
  createdAt: '2026-11-21T10:00:00.000Z',
  moderator: moderatorName === null ? null : { firstName: moderatorName },
  member,
  reportId,
  note: null,
})

let moderation: ModerationServer
beforeEach(async () => {
  moderation = await moderatorDevice()
})

/**
 * The server's queue, suspended members and audit trail (`actions`, one page: the first when
 * there is no cursor, the rest after); POST resolve answers `resolveStatus` and takes the report
 * off; POST reinstate answers 200 and takes the member off.
 */
function moderationServer(
  open: QueuedReport[],
  resolveStatus = 200,
  suspended: SuspendedMember[] = [],
  actions: ModerationActionEntry[][] = [[]],
) {
  let list = [...open]
  let suspendedList = [...suspended]
  moderation.server.on('GET /api/moderation/actions', (request: SeenRequest) => {
    const cursor = new URLSearchParams(request.search).get('cursor')
    const page = cursor === null ? 0 : Number(cursor)
    const nextCursor = page + 1 < actions.length ? String(page + 1) : null
    return { actions: actions[page], nextCursor }
  })
  moderation.answerList('suspended', () => suspendedList)
  moderation.answerDecisions(
    suspended.map((entry) => entry.member.id),
    (id) => `members/${id}/reinstate`,
    (id) => {
      suspendedList = suspendedList.filter((m) => m.member.id !== id)
      return { id, reinstatedAt: '2026-11-22T12:00:00.000Z' }
    },
  )
  moderation.answerList('reports', () => list)
  moderation.answerDecisions(
    open.map((report) => report.id),
    (id) => `reports/${id}/resolve`,
    (id, request) => {
      list = list.filter((r) => r.id !== id)
      if (resolveStatus !== 200) {
        return reply(resolveStatus, {
          message: 'This report has already been resolved',
          code: 'already_reviewed',
        })
      }
      return {
        id,
        status: request.body?.action === 'suspend' ? 'suspended' : 'dismissed',
        resolvedAt: '2026-11-22T12:00:00.000Z',
        resolvedById: moderator.id,
        note: null,
      }
    },
  )
}

/** The paths of the decisions sent (resolve, reinstate), in order. */
const decisionPaths = () => moderation.decisionsSent().map((decision) => decision.path)

describe('Moderation screen', () => {
  it('lists each open report with both members, the reason and the details', async () => {
    moderationServer([
      report(5, profile(2, 'Boris', 'Ivanov'), 'Rude messages'),
      report(6, null, null),
    ])
    renderApp('/moderation')
    await screen.findByRole('heading', { level: 1, name: 'Moderation' })
    const first = await screen.findByRole('article', { name: 'Harassment: Boris Ivanov' })
    expect(within(first).getByText('Boris Ivanov')).toBeTruthy()
    expect(within(first).getByText('Anna Pappas')).toBeTruthy()
    expect(within(first).getByText('Rude messages')).toBeTruthy()
    const gone = screen.getByRole('article', { name: 'Harassment: Gone Member' })
    expect(within(gone).getByText('Gone Member (account deleted)')).toBeTruthy()
    expect(within(gone).getByText('No details given.')).toBeTruthy()
    // A deleted account can only be dismissed.
    expect(within(gone).queryByRole('button', { name: /^Suspend/ })).toBeNull()
    expect(
      within(gone).getByRole('button', { name: 'Dismiss the report about Gone Member' }),
    ).toBeTruthy()
    // The header links moderators to the queue.
    expect(screen.getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe(
      '/moderation',
    )
  })

  it('shows "A deleted member" as the reporter of a report whose reporter left', async () => {
    moderationServer([{ ...report(5, profile(2, 'Boris', 'Ivanov'), null), reporter: null }])
    renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Harassment: Boris Ivanov' })
    expect(within(card).getByText('Reported by').nextElementSibling!.textContent).toBe(
      'A deleted member',
    )
    expect(within(card).queryByText('Anna Pappas')).toBeNull()
    // The report can still be acted on.
    expect(within(card).getByRole('button', { name: 'Suspend Boris Ivanov' })).toBeTruthy()
  })

  it('says when the app filed a report, and what the warnings found in the member’s messages', async () => {
    moderationServer([
      {
        ...report(7, profile(3, 'Victor', 'Lis'), null),
        reason: 'spam',
        reporter: null,
        source: 'scam-shield',
        signals: { scamConversations: 3, scamMessages: 4, harassmentMessages: 1 },
      },
      report(5, profile(2, 'Boris', 'Ivanov'), 'Rude messages'),
    ])
    renderApp('/moderation')
    const flagged = await screen.findByRole('article', { name: 'Spam or scam: Victor Lis' })
    expect(within(flagged).getByText('Reported by').nextElementSibling!.textContent).toBe(
      'The app: scam warnings in several of their conversations',
    )
    expect(within(flagged).queryByText('Details')).toBeNull()
    const found = within(flagged).getByText('In their messages').nextElementSibling!
    expect([...found.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Messages with a scam warning: 4',
      'Conversations with a scam warning: 3',
      'Messages that may harass: 1',
    ])
    const plain = screen.getByRole('article', { name: 'Harassment: Boris Ivanov' })
    expect(within(plain).getByText('In their messages').nextElementSibling!.textContent).toBe(
      'No warnings.',
    )
  })

  it('suspends only after confirmation, with the note, and takes the report off the list', async () => {
    moderationServer([report(5, profile(2, 'Boris', 'Ivanov'), 'Rude messages')])
    const { user } = renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Harassment: Boris Ivanov' })
    await user.type(within(card).getByLabelText('Note for the record (optional)'), 'Threats')
    await user.click(within(card).getByRole('button', { name: 'Suspend Boris Ivanov' }))

    const dialog = await screen.findByRole('dialog', { name: 'Suspend Boris Ivanov?' })
    expect(decisionPaths()).toEqual([])
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(decisionPaths()).toEqual([])

    await user.click(within(card).getByRole('button', { name: 'Suspend Boris Ivanov' }))
    const again = await screen.findByRole('dialog', { name: 'Suspend Boris Ivanov?' })
    await user.click(within(again).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(moderation.decisionsSent()).toEqual([
        { path: '/api/moderation/reports/5/resolve', body: { action: 'suspend', note: 'Threats' } },
      ]),
    )
    expect(await screen.findByText('Boris Ivanov is suspended.')).toBeTruthy()
    // The suspended members are loaded again after the suspension.
    await waitFor(() => expect(moderation.loadsOf('suspended')).toHaveLength(2))
    expect(
      await screen.findByText('No open reports. Thank you for keeping the community safe.'),
    ).toBeTruthy()
  })

  it('says so when another moderator resolved the report first, and reloads the queue', async () => {
    moderationServer([report(5, profile(2, 'Boris', 'Ivanov'), null)], 409)
    const { user } = renderApp('/moderation')
    const card = await screen.findByRole('article', { name: 'Harassment: Boris Ivanov' })
    await user.click(
      within(card).getByRole('button', { name: 'Dismiss the report about Boris Ivanov' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' })
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }))
    expect(await screen.findByText('This report has already been resolved')).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Harassment: Boris Ivanov' })).toBeNull(),
    )
  })

  it('says so offline, and loads the queue with Try again once back online', async () => {
    moderation.server.on('GET /api/moderation/reports', unreachable)
    moderation.server.on('GET /api/moderation/suspended', unreachable)
    const { user } = renderApp('/moderation')
    const alert = (await screen.findByText('You are offline. The reports need a connection.'))
      .parentElement!
    expect(
      await screen.findByText('You are offline. The suspended members need a connection.'),
    ).toBeTruthy()
    moderationServer([])
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText('No open reports. Thank you for keeping the community safe.'),
    ).toBeTruthy()
  })

  it('lists suspended members and reinstates one only after confirmation', async () => {
    moderationServer([], 200, [
      suspendedMember(7, 'Petar', 'Jovanovic'),
      suspendedMember(8, 'Boris', 'Ivanov'),
    ])
    const { user } = renderApp('/moderation')
    const section = (await screen.findByRole('heading', { name: 'Suspended members' }))
      .parentElement!
    expect(await within(section).findByText('Petar Jovanovic')).toBeTruthy()
    expect(within(section).getAllByText('Suspended November 21, 2026')).toHaveLength(2)

    await user.click(within(section).getByRole('button', { name: 'Reinstate Boris Ivanov' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate Boris Ivanov?' })
    expect(decisionPaths()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }))
    await waitFor(() => expect(decisionPaths()).toEqual(['/api/moderation/members/8/reinstate']))
    expect(await screen.findByText('Boris Ivanov can sign in again.')).toBeTruthy()
    await waitFor(() => expect(within(section).queryByText('Boris Ivanov')).toBeNull())
    expect(within(section).getByText('Petar Jovanovic')).toBeTruthy()
  })

  it('lists the recent actions newest first, page by page, also for deleted accounts', async () => {
    const boris = { id: 2, firstName: 'Boris', lastName: 'Ivanov' }
    moderationServer(
      [],
      200,
      [],
      [
        [
          auditEntry(12, 'reinstate', boris, 'Olga', null),
          auditEntry(11, 'suspend', boris, null, 5),
        ],
        [auditEntry(10, 'dismiss', null, 'Olga', 4)],
      ],
    )
    const { user } = renderApp('/moderation')
    const section = (await screen.findByRole('heading', { name: 'Recent actions' })).parentElement!
    const items = await within(section).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Member reinstated: Boris IvanovBy Olga, Nov 21, 2026, 10:00 AM',
      'Member suspended: Boris IvanovBy A deleted moderator, Nov 21, 2026, 10:00 AM · Report #5',
    ])
    await user.click(within(section).getByRole('button', { name: 'Show more actions' }))
    expect(await within(section).findByText(/Report dismissed/)).toBeTruthy()
    expect(within(section).getAllByRole('listitem')[2]!.textContent).toBe(
      'Report dismissed: A deleted memberBy Olga, Nov 21, 2026, 10:00 AM · Report #4',
    )
    expect(within(section).queryByRole('button', { name: 'Show more actions' })).toBeNull()
    expect(moderation.loadsOf('actions')).toHaveLength(2)
  })

  it('loads the recent actions again after a reinstatement', async () => {
    moderationServer([], 200, [suspendedMember(8, 'Boris', 'Ivanov')])
    const { user } = renderApp('/moderation')
    expect(await screen.findByText('No moderation actions yet.')).toBeTruthy()
    const section = (await screen.findByRole('heading', { name: 'Suspended members' }))
      .parentElement!
    await user.click(await within(section).findByRole('button', { name: 'Reinstate Boris Ivanov' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate Boris Ivanov?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }))
    await waitFor(() => expect(moderation.loadsOf('actions')).toHaveLength(2))
  })

  it('says when no member is suspended', async () => {
    moderationServer([])
    renderApp('/moderation')
    expect(await screen.findByText('No member is suspended.')).toBeTruthy()
  })

  it('shows a member who is not a moderator no queue and no header link', async () => {
    moderation = await moderatorDevice(demoMember)
    moderationServer([report(5, profile(2, 'Boris', 'Ivanov'), null)])
    renderApp('/moderation')
    expect(await screen.findByText('Only moderators can see this page.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull()
    const asked = moderation.server.requests.filter((request) =>
      request.path.startsWith('/api/moderation'),
    )
    expect(asked).toEqual([])
  })
})
