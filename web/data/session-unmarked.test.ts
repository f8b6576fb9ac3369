import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from './db.ts'
import { readSessionMarker } from './session-marker.ts'
import { useSession } from './session.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

// Its own file: the first session check happens once per page (per module instance).

afterEach(() => vi.unstubAllGlobals())

describe('useSession on a device with no marker whose session cookie is still valid', () => {
  it('shows the member the server names, with one request, and marks the device, never passing through signed out', async () => {
    await resetDevice(null)
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json(memberFixture(7, { firstName: 'Sophia' })),
    )
    vi.stubGlobal('fetch', fetch)

    // Every state the page was shown: a 'signed-out' would send the member to /signin and back.
    const shown: string[] = []
    const { result } = renderHook(() => {
      const session = useSession()
      if (shown.at(-1) !== session.status) shown.push(session.status)
      return session
    })

    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'signed-in',
        member: { id: 7, firstName: 'Sophia' },
      }),
    )
    expect(shown).toEqual(['loading', 'signed-in'])
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/user'])
    expect((await db.session.get('current'))?.member?.id).toBe(7)
    expect(readSessionMarker()).toEqual({ kind: 'member', memberId: 7 })
  })
})
