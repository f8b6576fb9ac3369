import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../data/db.ts'
import type { NewOutboxRow } from '../data/rows.ts'
import { createFakeApi, type FakeApi } from '../data/testing/fake-api.ts'
import { resetDevice } from '../data/testing/member.ts'
import { UnsentChanges } from './UnsentChanges.tsx'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})
let server: FakeApi
beforeEach(async () => {
  await resetDevice(6)
  server = createFakeApi()
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

function row(clientId: string, extra: Partial<NewOutboxRow>): NewOutboxRow {
  return {
    clientId,
    memberId: 6,
    kind: 'message',
    method: 'POST',
    path: '/api/messages',
    body: { toUserId: 9, clientId },
    orderKey: 'member:9',
    status: 'pending',
    ...extra,
  }
}

describe('UnsentChanges', () => {
  it('lists what was not sent, with why and what waits behind it; Retry sends it again, Discard drops it', async () => {
    await db.outbox.bulkAdd([
      row('parked', {
        status: 'failed',
        parkedFor: 'server-errors',
        attempts: 8,
        serverErrors: 8,
        lastError: '500: boom',
      }),
      row('behind', {}),
      row('refused', {
        kind: 'like',
        path: '/api/likes',
        body: { toUserId: 4 },
        orderKey: 'member:4',
        status: 'failed',
        lastError: '409: {"message":"Already liked this user"}',
      }),
    ])
    render(
      <I18nProvider i18n={i18n}>
        <UnsentChanges />
      </I18nProvider>,
    )

    expect(await screen.findByText(/^2 changes were not sent\./)).toBeTruthy()
    expect(screen.getByText(/The server could not take it just now\./).textContent).toContain(
      '1 later change waits for it.',
    )
    expect(screen.getByText(/Already liked this user/)).toBeTruthy()

    // Retry: the parked message goes, then the one that waited behind it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!)
    await waitFor(() => expect([...server.writes.keys()]).toEqual(['parked', 'behind']))
    expect(await screen.findByText(/^1 change was not sent\./)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(async () =>
      expect(await db.outbox.where('clientId').equals('refused').count()).toBe(0),
    )
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('leaves out, in the chat it is about, a message the server refused: its bubble says so', async () => {
    const refused = { status: 'failed' as const, lastError: '403: {"message":"Not a match"}' }
    await db.outbox.bulkAdd([
      row('to-nine', refused),
      row('to-four', { ...refused, body: { toUserId: 4 }, orderKey: 'member:4' }),
    ])
    window.history.replaceState(null, '', '/messages?partner=9')
    try {
      render(
        <I18nProvider i18n={i18n}>
          <UnsentChanges />
        </I18nProvider>,
      )
      expect(await screen.findByText(/^1 change was not sent\./)).toBeTruthy()
      expect(screen.getAllByRole('listitem')).toHaveLength(1)
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })
})
