import { useLiveQuery } from 'dexie-react-hooks'
import { useSearchParams } from 'wouter'
import type { Parish } from '#shared/schemas/parish.ts'
import { db } from '../../data/db.ts'

/**
 * The parish named by `?parish=<id>` from the device's cache (works offline): undefined while
 * Dexie answers, null when there is no such parish.
 */
export function useParishInQuery(): { id: number | null; parish: Parish | null | undefined } {
  const [params] = useSearchParams()
  const raw = params.get('parish') ?? ''
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null
  const parish = useLiveQuery(
    async () => (id === null ? null : ((await db.parishes.get(id)) ?? null)),
    [id],
  )
  return { id, parish }
}

/** Where the forms lead back to. */
export const PARISHES_PATH = '/parishes'
