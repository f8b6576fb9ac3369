import { DiscoveryPreferencesSchema, type DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { db } from './db.ts'
import { onSynced } from './outbox-handlers.ts'
import { waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Discovery preferences through the outbox (decision 035): their kind, what the device shows
 * while a change waits, and what it keeps once the server answers. No React or DOM here: imported
 * by the page and the service worker (through outbox-answers.ts).
 */
export const DISCOVERY_KIND = 'discovery'

export const discoveryPath = (memberId: number) => `/api/users/${memberId}/discovery`

/** The preferences as the member's record holds them. */
export function preferencesOf(member: CurrentUser): DiscoveryPreferences {
  return {
    lookingFor: member.lookingFor,
    minAge: member.minAge,
    maxAge: member.maxAge,
    maxDistance: member.maxDistance,
    distanceStrict: member.distanceStrict,
    denominations: member.seekingDenominations,
  }
}

/** What the member sees: the last change still waiting to be sent, else the record's. */
export function shownPreferences(
  member: CurrentUser,
  waiting: readonly OutboxRow[],
): DiscoveryPreferences {
  const last = DiscoveryPreferencesSchema.safeParse(waiting.at(-1)?.body)
  return last.success ? last.data : preferencesOf(member)
}

/** The member's discovery changes not yet sent, oldest first. */
export const waitingDiscoveryRows = (memberId: number): Promise<OutboxRow[]> =>
  waitingRowsOfKind(memberId, DISCOVERY_KIND)

/**
 * The server's answer becomes the cached member's preferences, and the cached deck pages, chosen
 * under the old ones, are dropped: Discover asks again. Dexie only (sync transaction).
 */
onSynced(DISCOVERY_KIND, async (answer: unknown, row: OutboxRow) => {
  const stored = DiscoveryPreferencesSchema.safeParse(answer)
  const session = await db.session.get('current')
  if (!stored.success || session?.member?.id !== row.memberId) return
  const { denominations, ...rest } = stored.data
  await db.session.put({
    ...session,
    member: { ...session.member, ...rest, seekingDenominations: denominations },
  })
  await db.deck.clear()
})
