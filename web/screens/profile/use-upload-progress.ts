import { useEffect, useState } from 'react'
import { onSyncEvent } from '../../data/sync.ts'

/**
 * How much of each outbox upload has been sent (0..1), by its clientId, while this screen is
 * open: the sync engine reports it as it sends a photo. An upload sent is forgotten.
 */
export function useUploadProgress(): ReadonlyMap<string, number> {
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(() => new Map())
  useEffect(() => {
    const stops = [
      onSyncEvent('outbox-progress', ({ row, loaded, total }) =>
        setProgress((shown) => new Map(shown).set(row.clientId, total > 0 ? loaded / total : 0)),
      ),
      onSyncEvent('outbox-sent', ({ row }) =>
        setProgress((shown) => {
          if (!shown.has(row.clientId)) return shown
          const next = new Map(shown)
          next.delete(row.clientId)
          return next
        }),
      ),
    ]
    return () => stops.forEach((stop) => stop())
  }, [])
  return progress
}
