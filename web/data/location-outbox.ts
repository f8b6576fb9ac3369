import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { db } from './db.ts'
import { onSynced } from './outbox-handlers.ts'
import { waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Home city and travel location through the outbox (decision 037): their kinds, and what the
 * device keeps once the server answers. No React, no DOM and no city list here: imported by the
 * page and the service worker (through outbox-answers.ts); location.ts shows a waiting change.
 */
export const HOME_CITY_KIND = 'home-city'
export const TRAVEL_KIND = 'travel'

export const homeCityPath = (memberId: number) => `/api/users/${memberId}/home-city`
export const travelPath = (memberId: number) => `/api/users/${memberId}/travel`

/** The member's home city or travel changes not yet sent, oldest first. */
export const waitingLocationRows = (
  memberId: number,
  kind: typeof HOME_CITY_KIND | typeof TRAVEL_KIND,
): Promise<OutboxRow[]> => waitingRowsOfKind(memberId, kind)

/**
 * The server answers the member's record: it becomes the member the device holds (new location,
 * travel place and profileEditVersion), and the cached deck pages, measured from the old place,
 * are dropped, so Discover asks again from the new one. Dexie only (sync transaction).
 */
async function takeAnsweredMember(answer: unknown, row: OutboxRow): Promise<void> {
  const member = CurrentUserSchema.safeParse(answer)
  const session = await db.session.get('current')
  if (!member.success || session?.member?.id !== row.memberId) return
  if (member.data.id !== row.memberId) return
  await db.session.put({ ...session, member: member.data })
  await db.deck.clear()
}

onSynced(HOME_CITY_KIND, takeAnsweredMember)
onSynced(TRAVEL_KIND, takeAnsweredMember)
