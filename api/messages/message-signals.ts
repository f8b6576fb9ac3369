import {
  HARASSMENT_RULES_VERSION,
  harassmentSignals,
  type HarassmentKind,
} from '#shared/domain/harassment-signals/harassment-signals.ts'
import {
  EARLY_SENDER_MESSAGES,
  SCAM_RULES_VERSION,
  findScamSignals,
  scamWarns,
  type ScamContext,
} from '#shared/domain/scam-signals/scam-signals.ts'
import { SIGNAL_KIND, type ScamSignal } from '#shared/domain/scam-signals/signals.ts'
import { normaliseText } from '#shared/domain/message-text/normalise.ts'
import type { MessageWarning } from '#shared/schemas/messages.ts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { runStatement } from '../db/round-trips.ts'
import { messages, messageSignals, type MessageSignalRow } from '../db/schema.ts'

/**
 * The scam shield and the harassment prompts on the server (docs/safety.md): what a message
 * carries, checked once when it is sent and stored with it (`message_signals`) under the rules'
 * versions, so a later change of the lists never rewrites what a member was shown.
 */

/** A message's verdict, or null when it carries nothing (most messages). */
export interface MessageVerdict {
  scamSignals: ScamSignal[]
  /** The recipient is warned of the scam signals (the sender never is). */
  scamWarned: boolean
  harassment: HarassmentKind[]
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The verdict on a message from `from` to `to`. Its text is checked alone first; only a text that
 * carries a scam signal costs a statement, reading where it stands in the conversation (the
 * sender's messages before it, up to the early window's count, the conversation's first message
 * and the signals of the sender's earlier messages).
 */
export async function checkMessage(
  db: Database,
  message: { fromUserId: number; toUserId: number; content: string },
  now: Date,
): Promise<MessageVerdict | null> {
  // Normalised once for both lists (most of the check's time).
  const text = normaliseText(message.content)
  const scam = findScamSignals(text)
  const harassment = harassmentSignals(text).kinds
  if (scam.signals.length === 0 && harassment.length === 0) return null
  const scamWarned =
    scam.signals.length > 0 &&
    scamWarns(scam.kinds, await scamContext(db, message.fromUserId, message.toUserId, now))
  return { scamSignals: scam.signals, scamWarned, harassment }
}

async function scamContext(
  db: Database,
  from: number,
  to: number,
  now: Date,
): Promise<ScamContext> {
  const firstOf = (sender: number, recipient: number) => sql`(select ${messages.createdAt}
    from ${messages} where ${messages.fromUserId} = ${sender} and ${messages.toUserId} = ${recipient}
    order by ${messages.id} limit 1)`
  const [row] = await runStatement(
    db,
    sql`select
      (select count(*)::int from (select 1 from ${messages}
        where ${messages.fromUserId} = ${from} and ${messages.toUserId} = ${to}
        limit ${EARLY_SENDER_MESSAGES}) as sent) as "senderMessageCount",
      (extract(epoch from least(${firstOf(from, to)}, ${firstOf(to, from)})) * 1000)::float8
        as "firstAt",
      array(select distinct signal from ${messageSignals} earlier,
          unnest(earlier.scam_signals) as signal
        where earlier.from_user_id = ${from} and earlier.to_user_id = ${to}) as "earlier"`,
  )
  const firstAt = row?.firstAt as number | null | undefined
  const earlier = (row?.earlier ?? []) as ScamSignal[]
  return {
    senderMessageCount: (row?.senderMessageCount as number | undefined) ?? 0,
    conversationAgeDays: firstAt == null ? 0 : (now.getTime() - firstAt) / DAY_MS,
    earlierKinds: [...new Set(earlier.map((signal) => SIGNAL_KIND[signal]))],
  }
}

/** The verdict as the send statement stores it (docs/safety.md; lists joined by commas). */
export function verdictValues(verdict: MessageVerdict | null) {
  return {
    flagged: verdict !== null,
    scamSignals: verdict?.scamSignals.join(',') ?? '',
    scamWarned: verdict?.scamWarned ?? false,
    scamRules: SCAM_RULES_VERSION,
    harassment: verdict?.harassment.join(',') ?? '',
    harassmentRules: HARASSMENT_RULES_VERSION,
  }
}

/** What the recipient is shown under the message, or undefined when nothing. */
export function warningOf(
  verdict: Pick<MessageVerdict, 'scamSignals' | 'scamWarned' | 'harassment'> | null,
): MessageWarning | undefined {
  if (!verdict) return undefined
  const scam = verdict.scamWarned ? verdict.scamSignals : []
  if (scam.length === 0 && verdict.harassment.length === 0) return undefined
  return { scam, harassment: verdict.harassment }
}

/** A stored row's verdict (null for a message without one). */
export function verdictOfRow(row: MessageSignalRow | null): MessageVerdict | null {
  return row
    ? {
        scamSignals: row.scamSignals,
        scamWarned: row.scamWarned,
        harassment: row.harassmentKinds,
      }
    : null
}
