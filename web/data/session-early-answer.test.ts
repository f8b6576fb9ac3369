import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from './db.ts'
import { takeEarlyAnswer } from './early-answers.ts'
import { useSession } from './session.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

// Its own file: the first session check happens once per page (per module instance).

afterEach(() => {
  vi.unstubAllGlobals()
  delete window.ohBoot
})

describe('useSession on a device with no marker, where the head script asked the server first', () => {
  it('shows the member of the head script’s answer without asking again', async () => {
    await resetDevice(null)
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json({}, { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    window.ohBoot = {
      startedBy: 'at-once',
      snapshot: null,
      renderBlocking: false,
      start: () => {},
      early: { user: Promise.resolve(Response.json(memberFixture(9, { firstName: 'Xenia' }))) },
    }

    const { result } = renderHook(() => useSession())

    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'signed-in',
        member: { id: 9, firstName: 'Xenia' },
      }),
    )
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/api/auth/user')
    expect((await db.session.get('current'))?.member?.id).toBe(9)
    expect(takeEarlyAnswer('user')).toBeUndefined()
  })
})
