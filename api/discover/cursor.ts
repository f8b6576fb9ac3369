import { HTTPException } from 'hono/http-exception'

/**
 * Where a discover page stopped: the phase ('b' boosted members, 'n' everyone else, then 'r' the
 * members beyond the viewer's distance when they asked for them, decision 035) and the
 * last member id consumed in it (null: the phase's start). Both phases run newest first (id
 * descending), so "after" means a smaller id. Written as an opaque short string.
 */
export interface FeedPosition {
  phase: 'b' | 'n' | 'r'
  afterId: number | null
}

export const FEED_START: FeedPosition = { phase: 'b', afterId: null }

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.phase}${position.afterId ?? ''}`).toString('base64url')
}

export const INVALID_CURSOR_MESSAGE = 'cursor: is not valid'

/** The position of a cursor from a previous page; 400 for anything this server did not write. */
export function decodeCursor(cursor: string | undefined): FeedPosition {
  if (cursor === undefined || cursor === '') return FEED_START
  const text = Buffer.from(cursor, 'base64url').toString()
  const match = /^([bnr])([1-9][0-9]{0,9})?$/.exec(text)
  if (!match) throw new HTTPException(400, { message: INVALID_CURSOR_MESSAGE })
  return { phase: match[1] as FeedPosition['phase'], afterId: match[2] ? Number(match[2]) : null }
}
