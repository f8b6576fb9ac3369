import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { db } from './db.ts'
import type { OutboxRow } from './rows.ts'

/**
 * What the device keeps when a queued change is answered with the member's whole record (the
 * home city, the travel location, the first run's faith basics): it becomes the member the device
 * holds, and the cached deck pages, chosen and scored under the old record, are dropped, so
 * Discover asks again. Dexie only (sync transaction); an answer for another member is ignored.
 */
export async function takeAnsweredMember(answer: unknown, row: OutboxRow): Promise<void> {
  const member = CurrentUserSchema.safeParse(answer)
  const session = await db.session.get('current')
  if (!member.success || session?.member?.id !== row.memberId) return
  if (member.data.id !== row.memberId) return
  await db.session.put({ ...session, member: member.data })
  await db.deck.clear()
}
