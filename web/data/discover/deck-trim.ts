import { db } from '../db.ts'
import { LIKE_KINDS } from './decisions.ts'

/**
 * The cap on what swiping leaves on the device (issue 13 §7). Every card fetched added its id to
 * the deck row, its profile to `profiles` and, once swiped, its decision to `decisions`, and the
 * deck re-read them all on each swipe: 500 swipes meant 500 of each, growing without end. When a
 * page is added, the deck keeps every undecided card (they work offline) and only the last
 * DECK_KEPT_DECIDED decided ones; the cards it lets go take their profile and their pass with
 * them unless something else still needs them.
 */
export const DECK_KEPT_DECIDED = 50

/** The tables capDeck() and releaseCards() read and write, for the caller's transaction. */
export const deckCapTables = () => [
  db.deck,
  db.profiles,
  db.decisions,
  db.outbox,
  db.matches,
  db.conversations,
  db.favorites,
  db.blocked,
]

/**
 * The deck's ids after the cap: the undecided ones and the last DECK_KEPT_DECIDED decided ones,
 * in the server's order; and the ids dropped.
 */
export async function capDeck(ids: number[]): Promise<{ kept: number[]; dropped: number[] }> {
  const decided = new Set(
    (await db.decisions.bulkGet(ids)).filter((row) => row !== undefined).map((row) => row.userId),
  )
  let decidedToDrop = ids.filter((id) => decided.has(id)).length - DECK_KEPT_DECIDED
  const kept: number[] = []
  const dropped: number[] = []
  for (const id of ids) {
    if (decidedToDrop > 0 && decided.has(id)) {
      dropped.push(id)
      decidedToDrop--
    } else kept.push(id)
  }
  return { kept, dropped }
}

/**
 * Forgets what only the deck held of members it dropped: their profile, unless another deck,
 * a match, a conversation, a favorite or a block shows them or the member liked them; their pass,
 * once it reached the server (a pass still in the outbox keeps the card hidden until it is sent;
 * the server leaves passed members out of every later page). Likes stay: the like buttons,
 * favorites and matches show them.
 */
export async function releaseCards(dropped: number[], keptByDecks: Set<number>): Promise<void> {
  if (dropped.length === 0) return
  const ids = dropped.filter((id) => !keptByDecks.has(id))
  const decisions = await db.decisions.bulkGet(ids)
  const pendingPasses = new Set(
    (
      await db.outbox.filter((row) => row.kind === 'pass' && row.status === 'pending').toArray()
    ).map((row) => Number(row.body.toUserId)),
  )
  const shown = new Set([
    ...(await db.matches.where('userId').anyOf(ids).toArray()).map((row) => row.userId),
    ...(await db.conversations.bulkGet(ids)).map((row) => row?.partnerId),
    ...(await db.favorites.bulkGet(ids)).map((row) => row?.userId),
    ...(await db.blocked.bulkGet(ids)).map((row) => row?.userId),
    ...decisions.filter((row) => row && LIKE_KINDS.includes(row.kind)).map((row) => row?.userId),
  ])
  await db.profiles.bulkDelete(ids.filter((id) => !shown.has(id)))
  await db.decisions.bulkDelete(
    decisions
      .filter((row) => row?.kind === 'pass' && !pendingPasses.has(row.userId))
      .map((row) => row!.userId),
  )
}
