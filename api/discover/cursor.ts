import { Refusal } from '../http/refusal.ts'

/**
 * Where a discover page stopped (decision 036): the deck, named by the moment it was ranked
 * (its row in deck_rankings), and how many of its members the pages so far have consumed.
 * Written as an opaque short string. null: the first page of a new deck.
 */
export interface FeedPosition {
  rankedAt: Date
  offset: number
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.rankedAt.getTime().toString(36)}.${position.offset}`).toString(
    'base64url',
  )
}

export const INVALID_CURSOR_MESSAGE = 'cursor: is not valid'

/** A cursor of the deck before decision 036 ('b', 'n' or 'r' and an id): its deck starts again. */
const FORMER_CURSOR = /^[bnr]([1-9][0-9]{0,9})?$/

/** The position of a cursor from a previous page (null: start a deck); 400 for anything else. */
export function decodeCursor(cursor: string | undefined): FeedPosition | null {
  if (cursor === undefined || cursor === '') return null
  const text = Buffer.from(cursor, 'base64url').toString()
  if (FORMER_CURSOR.test(text)) return null
  const match = /^([0-9a-z]{1,11})\.(0|[1-9][0-9]{0,5})$/.exec(text)
  const rankedAt = match ? new Date(parseInt(match[1]!, 36)) : null
  if (!match || !rankedAt || Number.isNaN(rankedAt.getTime())) {
    throw new Refusal(400, 'validation_failed', INVALID_CURSOR_MESSAGE)
  }
  return { rankedAt, offset: Number(match[2]) }
}
