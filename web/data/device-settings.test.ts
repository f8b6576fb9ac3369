import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db.ts'
import { setDeviceSetting, useDeviceSetting } from './device-settings.ts'
import { resetDevice } from './testing/member.ts'

beforeEach(() => resetDevice(null))

describe('device settings', () => {
  it('start at the fallback, follow changes live, and survive a reopen of the database', async () => {
    const { result } = renderHook(() => useDeviceSetting('darkMode', false))
    expect(result.current).toBe(false)

    await act(() => setDeviceSetting('darkMode', true))
    await waitFor(() => expect(result.current).toBe(true))

    db.close()
    await db.open()
    const reopened = renderHook(() => useDeviceSetting('darkMode', false))
    await waitFor(() => expect(reopened.result.current).toBe(true))
  })

  it('a stored value of another type (an older shape) reads as the fallback', async () => {
    await setDeviceSetting('notifications.matches', 'yes')
    const { result } = renderHook(() => ({
      asBoolean: useDeviceSetting('notifications.matches', true),
      asText: useDeviceSetting('notifications.matches', 'unset'),
    }))
    await waitFor(() => expect(result.current.asText).toBe('yes')) // the stored value has arrived
    expect(result.current.asBoolean).toBe(true)
  })
})
