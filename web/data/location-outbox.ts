import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { db } from './db.ts'
import { onSynced } from './outbox-handlers.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Home city and travel location through the outbox (decision 037): their kinds, and what the
 * device keeps once the server answers. No React, no DOM and no city list here, and nothing more
 * than that: imported by the page and the service worker (through outbox-answers.ts) on every
 * screen; location.ts makes and shows the changes.
 */
export const HOME_CITY_KIND = 'home-city'
export const TRAVEL_KIND = 'travel'

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
