import { db } from '../db.ts'
import { onSynced } from '../outbox-handlers.ts'

/**
 * Start Over through the outbox (start-over.ts): its kind and what the device does once the
 * server has taken it. No React or DOM here: imported by the page and the service worker
 * (outbox-answers.ts).
 */
export const START_OVER_KIND = 'start-over'
export const START_OVER_PATH = '/api/passes/start-over'

/**
 * The server forgot the passes and its stored decks: the device's deck pages, which leave the
 * passed members out, are dropped, and Discover asks for a deck ranked anew. Dexie only.
 */
onSynced(START_OVER_KIND, async () => {
  await db.deck.clear()
})
