import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SupportMessage, SupportThread } from '#shared/schemas/support.ts'
import { reply, type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { supportThread } from '../../data/support.ts'
import { memberOnPlan } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const message = (id: number, fromTeam: boolean, body: string): SupportMessage => ({
  id,
  fromTeam,
  body,
  createdAt: '2026-11-28T10:00:00.000Z',
  clientId: null,
})

/** The server's side of /api/support: the thread, a send that stores and a read. */
function supportServer(server: FakeApi, start: Omit<SupportThread, 'tier'>, tier = 'premium') {
  let thread = { ...start, tier } as SupportThread
  server.on('GET /api/support', () => thread)
  server.on('POST /api/support/read', () => {
    thread = { ...thread, unread: 0 }
    return reply(204)
  })
  server.on('POST /api/support/messages', (request: SeenRequest) => {
    const sent = message(thread.messages.length + 1, false, String(request.body?.body))
    thread = { ...thread, status: 'open', messages: [...thread.messages, sent] }
    return reply(201, { ...sent, clientId: request.body?.clientId })
  })
  return () => server.requestsTo('POST /api/support/messages').map((r) => r.body)
}

function openSupport() {
  supportThread.set(undefined)
  renderApp('/support')
  return userEvent.setup()
}

describe('Support screen', () => {
  it('says who answers and that a Premium member goes first, then sends the first message', async () => {
    const server = await memberOnPlan('premium')
    const sent = supportServer(server, { status: null, unread: 0, messages: [] })
    const user = openSupport()

    expect(await screen.findByText(/No messages yet/)).toBeTruthy()
    expect(screen.getByText('As a Premium member, your requests go first.')).toBeTruthy()
    await user.type(screen.getByLabelText('Message to support'), 'I cannot reorder my photos')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const thread = await screen.findByRole('region', { name: 'Your conversation with support' })
    await within(thread).findByText('I cannot reorder my photos')
    expect(within(thread).getByText('Sent. The team will answer here.')).toBeTruthy()
    expect(sent()).toEqual([{ clientId: expect.any(String), body: 'I cannot reorder my photos' }])
    expect((screen.getByLabelText('Message to support') as HTMLTextAreaElement).value).toBe('')
  })

  it('shows the team’s reply and marks it read', async () => {
    const server = await memberOnPlan('free')
    supportServer(
      server,
      {
        status: 'answered',
        unread: 1,
        messages: [
          message(1, false, 'Where is Start Over?'),
          message(2, true, 'On the deck’s end.'),
        ],
      },
      'free',
    )
    openSupport()

    expect(await screen.findByText('On the deck’s end.')).toBeTruthy()
    expect(screen.getAllByText('Support team')).toHaveLength(1)
    expect(screen.getByText(/Premium and Verified Orthodox members’ requests/)).toBeTruthy()
    await waitFor(() => expect(server.requestsTo('POST /api/support/read')).toHaveLength(1))
  })

  it('keeps the text when offline and sends it once, with the same clientId, when retried', async () => {
    const server = await memberOnPlan('verified')
    const sent = supportServer(server, { status: null, unread: 0, messages: [] }, 'verified')
    const user = openSupport()
    expect(await screen.findByText(/answered by our Orthodox support team/)).toBeTruthy()

    server.failOn('POST /api/support/messages', 'network')
    await user.type(screen.getByLabelText('Message to support'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/You are offline/)
    expect((screen.getByLabelText('Message to support') as HTMLTextAreaElement).value).toBe('Hello')
    const firstTry = server.requestsTo('POST /api/support/messages')[0]!.body

    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('Sent. The team will answer here.')
    expect(sent()).toEqual([firstTry, firstTry])
    expect(firstTry).toEqual({ clientId: expect.any(String), body: 'Hello' })
    expect(screen.getAllByText('Hello')).toHaveLength(1)
  })
})
