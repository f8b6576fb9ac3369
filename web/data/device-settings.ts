import { useLiveQuery } from 'dexie-react-hooks'
import { db } from './db.ts'

/**
 * Settings that belong to this device (switches, theme), live from Dexie. A stored value of
 * another type than the fallback (an older shape) reads as the fallback.
 */
export function useDeviceSetting<T>(key: string, fallback: T): T {
  const row = useLiveQuery(() => db.deviceSettings.get(key), [key])
  const value = row?.value
  if (value === undefined || typeof value !== typeof fallback) return fallback
  return value as T
}

export async function setDeviceSetting(key: string, value: unknown): Promise<void> {
  await db.deviceSettings.put({ key, value })
}
