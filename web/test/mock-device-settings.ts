// The data helper's device-settings module, replaced in component tests (in memory).
import { useSyncExternalStore } from 'react'

const values = new Map<string, unknown>()
const listeners = new Set<() => void>()
let version = 0

export function storedSetting(key: string): unknown {
  return values.get(key)
}

export function resetDeviceSettings() {
  values.clear()
  version++
  listeners.forEach((listener) => listener())
}

export function useDeviceSetting<T>(key: string, fallback: T): T {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => version,
  )
  return values.has(key) ? (values.get(key) as T) : fallback
}

export async function setDeviceSetting(key: string, value: unknown): Promise<void> {
  values.set(key, value)
  version++
  listeners.forEach((listener) => listener())
}
