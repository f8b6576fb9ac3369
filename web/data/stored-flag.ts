import { useLiveQuery } from 'dexie-react-hooks'
import { db } from './db.ts'

/**
 * A device setting that hides something once set (a card put away for good): undefined while it is
 * being read, so what it hides does not flash on every visit before the stored value arrives
 * (useDeviceSetting answers its fallback meanwhile). Its own module: not the first screen's.
 */
export function useStoredFlag(key: string): boolean | undefined {
  return useLiveQuery(async () => (await db.deviceSettings.get(key))?.value === true, [key])
}
