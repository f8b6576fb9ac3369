import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { Refusal } from '../http/refusal.ts'

/**
 * The opaque cursor of the moderation lists, ordered by (a timestamp, id), or by (a rank, a
 * timestamp, id) where a queue serves some first: the last row's rank (a small number, lowest
 * first), its time in whole microseconds (exact, where a JS Date would lose PostgreSQL's
 * microseconds) and its id.
 */
export interface TimePosition {
  rank?: number
  micros: string
  id: number
}

export function encodeTimeCursor(position: TimePosition): string {
  const rank = position.rank === undefined ? '' : `${position.rank}:`
  return Buffer.from(`${rank}${position.micros}.${position.id}`).toString('base64url')
}

/** The position of a cursor this server wrote, null for none; 400 for anything else. */
export function decodeTimeCursor(cursor: string | undefined): TimePosition | null {
  if (cursor === undefined || cursor === '') return null
  const match = /^(?:([0-9]):)?(-?[0-9]{1,19})\.([1-9][0-9]{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  )
  if (!match) throw new Refusal(400, 'validation_failed', MODERATION_MESSAGES.cursorInvalid)
  const position = { micros: match[2]!, id: Number(match[3]) }
  return match[1] === undefined ? position : { rank: Number(match[1]), ...position }
}

/**
 * A page of a list read with `limit + 1` rows: the first `limit`, and the cursor past the last of
 * them while there was one more row (null on the last page).
 */
export function timePage<T>(rows: T[], limit: number, positionOf: (row: T) => TimePosition) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeTimeCursor(positionOf(last)) : null,
  }
}

/** The column's time in whole microseconds, as text (what a cursor records). */
export const microsOf = (column: AnyColumn) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`

/** `(time, id)` compared with a cursor's position: '>' after it ascending, '<' descending. */
export function pastPosition(
  time: AnyColumn,
  id: AnyColumn,
  direction: '>' | '<',
  at: TimePosition,
) {
  return sql`(${time}, ${id}) ${sql.raw(direction)} (timestamptz 'epoch' + ${at.micros}::bigint * interval '1 microsecond', ${at.id})`
}

/** Past the position in a ranked list: a later rank, or the same rank and past its (time, id). */
function pastRankedPosition(
  rank: SQL<number>,
  time: AnyColumn,
  id: AnyColumn,
  direction: '>' | '<',
  at: TimePosition,
) {
  const sameRankPast = pastPosition(time, id, direction, at)
  return sql`(${rank} > ${at.rank ?? 0} or (${rank} = ${at.rank ?? 0} and ${sameRankPast}))`
}

/** What a list is given to read one page: include `micros`, filter by `past`, sort, limit. */
export interface TimePageRead {
  /** The time in microseconds, to select as `micros` (what the next cursor records). */
  micros: SQL<string>
  /** The rank, to select as `rank` in a ranked list (what the next cursor records). */
  rank: SQL<number>
  /** The rows past the cursor; undefined on the first page. */
  past: SQL | undefined
  orderBy: SQL[]
  /** One more than the page, so the page knows whether there is more. */
  limit: number
}

/**
 * One page of a moderation list ordered by (time, id), oldest first ('asc') or newest first
 * ('desc'), past the query's cursor: `read` runs the list's own select with what it is given.
 * With `rank` (an integer expression, lowest first) the list is ordered by (rank, time, id), and
 * the row must select `rank` too.
 */
export async function readTimePage<Row extends { micros: string; rank?: number }>(
  query: { cursor?: string; limit: number },
  order: { time: AnyColumn; id: AnyColumn; direction: 'asc' | 'desc'; rank?: SQL<number> },
  read: (page: TimePageRead) => Promise<Row[]>,
  idOf: (row: Row) => number,
) {
  const after = decodeTimeCursor(query.cursor)
  const sort = order.direction === 'asc' ? asc : desc
  const direction = order.direction === 'asc' ? '>' : '<'
  const { rank } = order
  const past =
    after &&
    (rank
      ? pastRankedPosition(rank, order.time, order.id, direction, after)
      : pastPosition(order.time, order.id, direction, after))
  const rows = await read({
    micros: microsOf(order.time),
    rank: (rank ?? sql<number>`0`).mapWith(Number),
    past: past || undefined,
    orderBy: [...(rank ? [asc(rank)] : []), sort(order.time), sort(order.id)],
    limit: query.limit + 1,
  })
  return timePage(rows, query.limit, (row) => ({
    ...(rank ? { rank: row.rank ?? 0 } : {}),
    micros: row.micros,
    id: idOf(row),
  }))
}
