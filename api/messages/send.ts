import { eq } from 'drizzle-orm'
import type { SendMessage } from '#shared/schemas/messages.ts'
import type { Database } from '../db/connect.ts'
import { messages, type MessageRow } from '../db/schema.ts'
import { consumeAllowance } from '../membership/allowance.ts'
import { publish } from '../realtime/notifier.ts'
import { isBlockedEitherWay } from '../safety/blocks.ts'
import { areMatched } from './matched.ts'
import { toMessage } from './message-shape.ts'

export type SendResult =
  | { kind: 'sent'; message: MessageRow }
  /** The clientId was sent before: the first result, nothing stored or counted again. */
  | { kind: 'replayed'; message: MessageRow }
  | { kind: 'not-a-match' }
  /** One of the two blocked the other (docs/safety.md). */
  | { kind: 'blocked' }
  | { kind: 'limit-reached' }
  /** Another member's message carries this clientId. */
  | { kind: 'client-id-taken' }

/** Ends the transaction without keeping anything (the insert, the counted use). */
class Refused {
  constructor(readonly result: SendResult | { kind: 'replay' }) {}
}

async function byClientId(db: Database, clientId: string) {
  const [row] = await db.select().from(messages).where(eq(messages.clientId, clientId))
  return row
}

function replayOf(first: MessageRow, input: SendMessage): SendResult {
  return first.fromUserId === input.fromUserId
    ? { kind: 'replayed', message: first }
    : { kind: 'client-id-taken' }
}

/**
 * Stores a message between two matched members, exactly once per clientId, counting it against
 * the sender's daily allowance in the same transaction, and notifies both members on commit.
 * The server orders messages: the id, and createdAt from the server clock.
 */
export async function sendMessage(
  db: Database,
  input: SendMessage,
  now: Date,
): Promise<SendResult> {
  try {
    return await db.transaction(async (tx) => {
      if (await isBlockedEitherWay(tx, input.fromUserId, input.toUserId)) {
        throw new Refused({ kind: 'blocked' })
      }
      if (!(await areMatched(tx, input.fromUserId, input.toUserId))) {
        throw new Refused({ kind: 'not-a-match' })
      }
      // The first of several requests with one clientId inserts; the others wait for its commit
      // here, insert nothing, and answer its message.
      const [row] = await tx
        .insert(messages)
        .values({
          fromUserId: input.fromUserId,
          toUserId: input.toUserId,
          content: input.content,
          clientId: input.clientId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: messages.clientId })
        .returning()
      if (!row) throw new Refused({ kind: 'replay' })
      const allowance = await consumeAllowance(tx, input.fromUserId, 'message', now)
      if (!allowance.allowed) throw new Refused({ kind: 'limit-reached' })
      await publish(tx, [input.fromUserId, input.toUserId], {
        type: 'message',
        message: toMessage(row),
      })
      return { kind: 'sent', message: row } as const
    })
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    const { result } = error
    if (result.kind !== 'replay' && result.kind !== 'not-a-match' && result.kind !== 'blocked')
      return result
    // A replay answers the first result, even after the match has ended or a block since.
    const first = await byClientId(db, input.clientId)
    if (first) return replayOf(first, input)
    if (result.kind === 'replay') throw new Error('The message with this clientId vanished')
    return result
  }
}
