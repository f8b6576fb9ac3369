import { useEffect, useState } from 'react'
import { whenDeviceSession } from './session.ts'

type DeviceSession = typeof import('./device-session.ts')

/**
 * A live query of the device's database for the shell, which must not load Dexie itself: it
 * answers `fallback` until a signed-in member's database has loaded (session.ts), then follows
 * the query live. A signed-out visitor's page never loads the database for it. Pass a function
 * defined at module level (a new function each render would restart the query).
 */
export function useDeviceQuery<T>(query: (device: DeviceSession) => Promise<T>, fallback: T): T {
  const [value, setValue] = useState(fallback)
  useEffect(() => {
    let active = true
    let subscription: { unsubscribe: () => void } | undefined
    whenDeviceSession((device) => {
      if (!active) return
      subscription = device
        .liveQuery(() => query(device))
        .subscribe({
          next: setValue,
          error: (error: unknown) => console.error('A device query failed', error),
        })
    })
    return () => {
      active = false
      subscription?.unsubscribe()
    }
  }, [query])
  return value
}
