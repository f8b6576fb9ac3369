import { useLiveQuery } from 'dexie-react-hooks'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { runAction } from './actions.ts'
import {
  DISCOVERY_KIND,
  discoveryPath,
  shownPreferences,
  waitingDiscoveryRows,
} from './discovery-outbox.ts'

/**
 * Saves the member's discovery preferences (decision 035): shown at once on this device, sent by
 * the outbox when online, applied by the server to every deck page from then on.
 */
export async function saveDiscoveryPreferences(
  memberId: number,
  preferences: DiscoveryPreferences,
): Promise<void> {
  await runAction({
    kind: DISCOVERY_KIND,
    method: 'PUT',
    path: discoveryPath(memberId),
    body: { ...preferences },
  })
}

/** The member's preferences as this device knows them (a change not yet sent included). Live. */
export function useDiscoveryPreferences(member: CurrentUser): DiscoveryPreferences | undefined {
  const waiting = useLiveQuery(() => waitingDiscoveryRows(member.id), [member.id])
  return waiting && shownPreferences(member, waiting)
}
