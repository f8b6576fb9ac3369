import { LikeResponseSchema } from '#shared/schemas/likes.ts'
import { db } from '../db.ts'
import { onRejected, onSynced } from '../outbox-handlers.ts'
import type { OutboxRow } from '../rows.ts'

/**
 * What the server's answers to likes, super likes and passes do on the device. No React: imported by the
 * page (the discover and favorites screens) and by the service worker (web/sw.ts), so a match
 * found when the outbox syncs in either place is stored, and celebrated when the member is
 * on the discover screen.
 */

/** deviceSettings key: the match the discover screen is to celebrate ({ userId }). */
export const CELEBRATION_KEY = 'matchCelebration'

function toUserIdOf(row: OutboxRow): number {
  return Number(row.body.toUserId)
}

// A super like answers as a like does ({ isMatch }), and a match it makes is celebrated alike.
for (const kind of ['like', 'superlike']) {
  onSynced(kind, async (answer, row) => {
    const isMatch = LikeResponseSchema.safeParse(answer).data?.isMatch ?? false
    const userId = toUserIdOf(row)
    await db.decisions.update(userId, { isMatch })
    if (isMatch) await db.deviceSettings.put({ key: CELEBRATION_KEY, value: { userId } })
  })

  // Refused for good (a limit too): the card comes back, unless the server already holds a like.
  onRejected(kind, async (_message, row, _status, code) => {
    if (code !== 'already_liked') await db.decisions.delete(toUserIdOf(row))
  })
}

onRejected('pass', async (_message, row) => {
  await db.decisions.delete(toUserIdOf(row))
})

/** The match to celebrate, read and cleared by the discover screen. */
export async function takeCelebration(): Promise<number | null> {
  return db.transaction('rw', db.deviceSettings, async () => {
    const value = (await db.deviceSettings.get(CELEBRATION_KEY))?.value as
      { userId?: unknown } | undefined
    await db.deviceSettings.delete(CELEBRATION_KEY)
    return typeof value?.userId === 'number' ? value.userId : null
  })
}
