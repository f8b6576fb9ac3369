import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type {
  ModeratedSupportThread,
  QueuedSupportThread,
  SupportMessage,
} from '#shared/schemas/support.ts'
import { reply, type SeenRequest } from '../../data/testing/fake-api.ts'
import { moderatorDevice, type ModerationServer } from '../../test/moderation-server.ts'
import { renderApp } from '../../test/render.tsx'

let moderation: ModerationServer
beforeEach(async () => {
  moderation = await moderatorDevice()
})

const queued = (
  id: number,
  firstName: string,
  tier: QueuedSupportThread['tier'],
  canAnswer = true,
): QueuedSupportThread => ({
  id,
  status: 'open',
  tier,
  member: { id: id + 100, firstName },
  since: '2026-11-28T09:00:00.000Z',
  preview: `${firstName} needs help`,
  orthodoxSupport: tier === 'verified',
  canAnswer,
})

const message = (id: number, fromTeam: boolean, body: string): SupportMessage => ({
  id,
  fromTeam,
  body,
  createdAt: '2026-11-28T09:00:00.000Z',
  clientId: null,
})

/** One thread on the server: GET answers it with its messages; a reply adds one. */
function threadOnServer(thread: QueuedSupportThread) {
  let full: ModeratedSupportThread = {
    ...thread,
    messages: [message(1, false, thread.preview)],
  }
  moderation.server.on(`GET /api/moderation/support/${thread.id}`, () => full)
  moderation.server.on(
    `POST /api/moderation/support/${thread.id}/replies`,
    (request: SeenRequest) => {
      const sent = message(full.messages.length + 1, true, String(request.body?.body))
      full = { ...full, status: 'answered', messages: [...full.messages, sent] }
      return reply(201, sent)
    },
  )
  moderation.server.on(`POST /api/moderation/support/${thread.id}/close`, () => ({
    id: thread.id,
    status: 'closed',
  }))
}

const supportSection = async () =>
  (await screen.findByRole('heading', { name: 'Support', level: 2 })).closest('section')!

describe('the moderators’ support queue', () => {
  it('lists conversations in the server’s order with their plan, and answers one', async () => {
    const verified = queued(1, 'Vera', 'verified')
    const free = queued(2, 'Fedor', 'free')
    moderation.answerList('support', () => [verified, free])
    threadOnServer(free)
    renderApp('/moderation')
    const user = userEvent.setup()

    const section = await supportSection()
    const items = await within(section).findAllByRole('article')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Vera',
      'Fedor',
    ])
    expect(within(items[0]!).getByText('Verified Orthodox')).toBeTruthy()
    expect(within(items[1]!).getByText('Free')).toBeTruthy()

    await user.click(within(items[1]!).getByRole('button', { name: /Fedor/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Support: Fedor' })
    await within(dialog).findByText('Fedor needs help')
    await user.type(within(dialog).getByLabelText('Reply to Fedor'), 'Try signing in again.')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await within(dialog).findByText('Try signing in again.')
    expect(moderation.decisionBodies()).toEqual([
      { clientId: expect.any(String), body: 'Try signing in again.' },
    ])
  })

  it('shows a Verified member’s conversation read-only to a moderator who is not Orthodox support', async () => {
    const verified = queued(3, 'Vera', 'verified', false)
    moderation.answerList('support', () => [verified])
    threadOnServer(verified)
    renderApp('/moderation')
    const user = userEvent.setup()

    const section = await supportSection()
    await within(section).findByText(/an Orthodox support moderator answers/)
    await user.click(within(section).getByRole('button', { name: /Vera/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Support: Vera' })
    await within(dialog).findByText('Vera needs help')
    expect(
      within(dialog).getByText('Verified members are answered by Orthodox support moderators.'),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Close conversation' })).toBeNull()
  })

  it('closes a conversation and loads the queue again', async () => {
    const free = queued(4, 'Fedor', 'free')
    let list = [free]
    moderation.answerList('support', () => list)
    threadOnServer(free)
    renderApp('/moderation')
    const user = userEvent.setup()

    const section = await supportSection()
    await user.click(await within(section).findByRole('button', { name: /Fedor/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Support: Fedor' })
    await within(dialog).findByText('Fedor needs help')
    list = []
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }))
    await within(section).findByText('No one is waiting for support.')
    await waitFor(() =>
      expect(moderation.decisionsSent().map((d) => d.path)).toEqual([
        '/api/moderation/support/4/close',
      ]),
    )
  })
})
