import { runAction } from '../actions.ts'
import { db } from '../db.ts'
import { START_OVER_KIND, START_OVER_PATH } from './start-over-outbox.ts'

/**
 * Start Over (spec core §4): the members the member passed come back, from the start of the deck.
 * At once on the device (its pass decisions are forgotten, so the passed cards it still holds show
 * again, offline too); the server forgets the passes exactly once when the outbox sends it, and
 * the deck is then asked for anew (start-over-outbox.ts). Likes and super likes stay.
 */
export async function startOver(): Promise<void> {
  await runAction({
    kind: START_OVER_KIND,
    method: 'POST',
    path: START_OVER_PATH,
    body: {},
    tables: [db.decisions],
    apply: async () => {
      await db.decisions.where('kind').equals('pass').delete()
    },
  })
}
