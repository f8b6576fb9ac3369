import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from './session.ts'
import { resetDevice } from './testing/member.ts'

// Its own file: the first session check happens once per page (per module instance).

afterEach(() => vi.unstubAllGlobals())

describe('useSession on a device with no cached member', () => {
  it('stays loading until the server has answered, then shows signed-out on 401', async () => {
    await resetDevice(null)
    let answer: (response: Response) => void = () => {}
    const fetch = vi.fn(
      (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
    )
    vi.stubGlobal('fetch', fetch)

    const { result } = renderHook(() => useSession())
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/auth/user')
    expect(result.current).toEqual({ status: 'loading' })

    answer(Response.json({ message: 'Not signed in' }, { status: 401 }))

    await waitFor(() => expect(result.current).toEqual({ status: 'signed-out' }))
  })
})
