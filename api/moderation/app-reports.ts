import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { ReportSource } from '#shared/domain/safety.ts'
import type { Database } from '../db/connect.ts'
import { runStatement } from '../db/round-trips.ts'
import { messageSignals, reports } from '../db/schema.ts'

/**
 * Reports the app files itself (docs/safety.md), so that what it noticed reaches the moderators
 * through the one review path of the report queue: reason 'spam', no reporter, `source` saying
 * why. At most one open report per member and source (reports_open_app_flag_unique): a member
 * flagged again while one is open adds nothing. Answers whether a report was filed.
 */
export async function fileAppReport(
  db: Database,
  memberId: number,
  source: Exclude<ReportSource, 'member'>,
  when: SQL = sql`true`,
): Promise<boolean> {
  const rows = await runStatement(
    db,
    sql`insert into ${reports} (reported_id, reason, source)
      select ${memberId}::int, 'spam', ${source}::text where ${when}
      on conflict (reported_id, source) where status = 'open' and source <> 'member' do nothing
      returning id`,
  )
  return rows.length > 0
}

/**
 * The distinct conversations in which a sender's messages were warned of and reach the
 * moderators (a scam script goes to many members): this many files a 'scam-shield' report.
 */
export const SCAM_FLAG_CONVERSATIONS = 3

/**
 * The distinct conversations in which the sender's messages were warned of (only those after
 * `after` when given): what flags a sender and ranks the reports about them in the queue.
 */
export function warnedConversations(sender: SQLWrapper | number, after?: SQL): SQL<number> {
  return sql<number>`(select count(distinct signal.to_user_id) from ${messageSignals} signal
    where signal.from_user_id = ${sender} and signal.scam_warned
    ${after ? sql`and signal.created_at > ${after}` : sql``})`
}

/**
 * Files a 'scam-shield' report once the sender's warned messages reach SCAM_FLAG_CONVERSATIONS
 * conversations, counting only messages since a moderator last resolved one about them (a
 * dismissed flag is not raised again by the same messages).
 */
export function flagScamSender(db: Database, senderId: number): Promise<boolean> {
  return fileAppReport(
    db,
    senderId,
    'scam-shield',
    sql`${warnedConversations(
      senderId,
      sql`coalesce((select max(resolved.resolved_at) from ${reports} resolved
        where resolved.reported_id = ${senderId} and resolved.source = 'scam-shield'),
        '-infinity')`,
    )} >= ${SCAM_FLAG_CONVERSATIONS}`,
  )
}
