import { sql, type Placeholder } from 'drizzle-orm'
import type { SendMessage } from '#shared/schemas/messages.ts'
import type { Database } from '../db/connect.ts'
import { uniqueViolation } from '../db/errors.ts'
import {
  runStatement,
  statementShape,
  type Bound,
  type Query,
  type Row,
} from '../db/round-trips.ts'
import { messages, messageSignals, users, type MessageRow } from '../db/schema.ts'
import { countUse, periodOf, tierOfMember } from '../membership/allowance.ts'
import { flagScamSender } from '../moderation/app-reports.ts'
import type { Publisher } from '../realtime/publisher.ts'
import { blockedEitherWay } from '../safety/blocks.ts'
import { matchOfPair } from './matched.ts'
import { toMessage } from './message-shape.ts'
import { checkMessage, verdictValues, warningOf, type MessageVerdict } from './message-signals.ts'

export type SendResult =
  /**
   * `recipientHasDevice`: the recipient has a device subscribed to web push (read in the send
   * statement; without one, nothing is pushed and no statement spent finding that out).
   */
  | { kind: 'sent'; message: MessageRow; recipientHasDevice: boolean }
  /** The clientId was sent before: the first result, nothing stored or counted again. */
  | { kind: 'replayed'; message: MessageRow }
  | { kind: 'not-a-match' }
  /** One of the two blocked the other (docs/safety.md). */
  | { kind: 'blocked' }
  /** The recipient accepts messages only from photo-verified members, and the sender is not one. */
  | { kind: 'photo-verification-required' }
  | { kind: 'limit-reached' }
  /** Another message (another member's, or other text or recipient) carries this clientId. */
  | { kind: 'client-id-taken' }

/** A member's id in the send statement: its placeholder. */
type Member = number | Placeholder

/**
 * The recipient chose "only photo-verified members may message me" and the sender shows no
 * "Photo verified" badge (docs/safety.md "Photo verification").
 */
const photoVerificationRequired = (from: Member, to: Member) => sql`(
  exists (select 1 from ${users} recipient
    where recipient.id = ${to} and recipient.messages_from_photo_verified_only)
  and not exists (select 1 from ${users} sender where sender.id = ${from} and sender.photo_verified))`

/** What the send statement is filled with. */
interface SendValues {
  from: number
  to: number
  /** The pair's smaller id, and its larger. */
  low: number
  high: number
  content: string
  clientId: string
  at: string
  /** The daily window the message is counted in. */
  period: string
  /** The verdict (message-signals.ts), stored beside the message when `flagged`. */
  flagged: boolean
  scamSignals: string
  scamWarned: boolean
  scamRules: number
  harassment: string
  harassmentRules: number
}

const SEND_VALUE_NAMES = [
  'from',
  'to',
  'low',
  'high',
  'content',
  'clientId',
  'at',
  'period',
  'flagged',
  'scamSignals',
  'scamWarned',
  'scamRules',
  'harassment',
  'harassmentRules',
] as const satisfies readonly (keyof SendValues)[]

/**
 * The send as ONE statement (its own transaction, one round trip): what it must know (the
 * message this clientId already stored, either member blocked the other or is suspended, the two
 * are a match, the recipient takes messages only from photo-verified members and the sender is
 * not one), then, only when the message may be stored, the sender's daily allowance counted
 * (countUse) and the message. Every write is conditional on the one before, so a refusal writes nothing. A concurrent request with the same clientId, which
 * this statement's snapshot cannot see yet, makes the insert fail on the unique clientId (after
 * waiting for that request to commit): the statement, its count included, is undone.
 */
const sendShape = statementShape(SEND_VALUE_NAMES, (db, values: Bound<SendValues>) => {
  const { from, to, low, high, clientId } = values
  const maySend = sql`exists (select 1 from facts
    where matched and not blocked and not "photoVerificationRequired" and "firstId" is null)`
  return sql`with facts as (
      select ${blockedEitherWay(db, from, to)} as blocked,
        exists (${matchOfPair(db, low, high)}) as matched,
        ${photoVerificationRequired(from, to)} as "photoVerificationRequired",
        first.id as "firstId", first.from_user_id as "firstFrom", first.to_user_id as "firstTo",
        first.content as "firstContent", first.client_id::text as "firstClientId",
        (extract(epoch from first.created_at) * 1000)::float8 as "firstAt",
        exists (select 1 from push_subscriptions device where device.user_id = ${to})
          as "recipientHasDevice"
      from (values (1)) as one left join ${messages} first on first.client_id = ${clientId}::uuid),
    counted as (${countUse('message', from, values.period, tierOfMember(from), maySend)}),
    stored as (
      insert into ${messages} (from_user_id, to_user_id, content, client_id, created_at)
      select ${from}::int, ${to}::int, ${values.content}::text, ${clientId}::uuid,
        ${values.at}::timestamptz from counted
      returning id),
    signalled as (
      insert into ${messageSignals} (message_id, from_user_id, to_user_id, scam_signals,
        scam_warned, scam_rules_version, harassment_kinds, harassment_rules_version, created_at)
      select stored.id, ${from}::int, ${to}::int, string_to_array(${values.scamSignals}::text, ','),
        ${values.scamWarned}::boolean, ${values.scamRules}::int,
        string_to_array(${values.harassment}::text, ','), ${values.harassmentRules}::int,
        ${values.at}::timestamptz
      from stored where ${values.flagged}::boolean
      returning message_id)
    select facts.*, (select id from stored) as "storedId"
    from facts`
})

/** The send statement for one message, filled in (its text built once). */
export function sendStatement(
  db: Database,
  input: SendMessage,
  now: Date,
  verdict: MessageVerdict | null = null,
): Query {
  const { fromUserId: from, toUserId: to } = input
  return sendShape(db, {
    from,
    to,
    low: Math.min(from, to),
    high: Math.max(from, to),
    content: input.content,
    clientId: input.clientId,
    at: now.toISOString(),
    period: periodOf('message', now),
    ...verdictValues(verdict),
  })
}

/** The message a clientId first stored, from sendStatement's row. */
function firstMessage(row: Row): MessageRow {
  return {
    id: row.firstId as number,
    fromUserId: row.firstFrom as number,
    toUserId: row.firstTo as number,
    content: row.firstContent as string,
    clientId: row.firstClientId as string,
    createdAt: new Date(row.firstAt as number),
  }
}

/**
 * A clientId already stored is a replay only of the same request: the same sender, recipient and
 * text. Anything else sent with it (another member's message, or another message of this one)
 * is refused and changes nothing.
 */
function replayOf(first: MessageRow, input: SendMessage): SendResult {
  const sameRequest =
    first.fromUserId === input.fromUserId &&
    first.toUserId === input.toUserId &&
    first.content === input.content
  return sameRequest ? { kind: 'replayed', message: first } : { kind: 'client-id-taken' }
}

/**
 * Stores a message between two matched members, exactly once per clientId, counting it against
 * the sender's daily allowance in the same statement; once it has committed, both members'
 * streams are sent the message (`publisher`), the recipient's with what the scam shield and the
 * harassment prompts warn of (message-signals.ts; the sender's copy never says). A refusal and a replay send nothing. A replay
 * answers the first result, even after the match has ended or a block since.
 * The server orders messages: the id, and createdAt from the server clock.
 */
export async function sendMessage(
  db: Database,
  publisher: Publisher,
  input: SendMessage,
  now: Date,
): Promise<SendResult> {
  const verdict = await checkMessage(db, input, now)
  const statement = sendStatement(db, input, now, verdict)
  let row: Row | undefined
  try {
    ;[row] = await runStatement(db, statement)
  } catch (error) {
    if (uniqueViolation(error) !== 'messages_client_id_unique') throw error
    // The same clientId committed meanwhile: answer as a replay of it.
    ;[row] = await runStatement(db, statement)
  }
  if (!row) throw new Error('The send statement answered no row')
  if (row.firstId !== null) return replayOf(firstMessage(row), input)
  if (row.blocked) return { kind: 'blocked' }
  if (!row.matched) return { kind: 'not-a-match' }
  if (row.photoVerificationRequired) return { kind: 'photo-verification-required' }
  if (row.storedId === null) return { kind: 'limit-reached' }
  const message: MessageRow = { ...input, id: row.storedId as number, createdAt: now }
  // The sender's devices get the message as sent; only the recipient's carry the warning.
  publisher.publish(input.fromUserId, { type: 'message', message: toMessage(message) })
  publisher.publish(input.toUserId, {
    type: 'message',
    message: toMessage(message, warningOf(verdict)),
  })
  if (verdict?.scamWarned) await flagScamSender(db, input.fromUserId)
  return { kind: 'sent', message, recipientHasDevice: row.recipientHasDevice === true }
}
