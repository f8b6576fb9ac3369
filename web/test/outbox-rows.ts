import { db } from '../data/db.ts'
import { orderKeyOf } from '../data/outbox-order.ts'
import type { NewOutboxRow } from '../data/rows.ts'

let next = 0

/**
 * Puts a change of member 6 in the device's outbox as an earlier session left it: waiting
 * ('pending'), or refused with the server's answer (`status: 'failed'` and `lastError`
 * "<status>: <body>"). Nothing drains it until the page asks (runAction, sign-in).
 */
export async function leftInOutbox(
  write: { kind: string; path: string; body?: Record<string, unknown> },
  extra: Partial<NewOutboxRow> = {},
): Promise<NewOutboxRow> {
  const clientId = `left-${++next}`
  const row: NewOutboxRow = {
    clientId,
    memberId: 6,
    method: 'POST',
    status: 'pending',
    ...write,
    body: { ...write.body, clientId },
    orderKey: orderKeyOf(write),
    ...extra,
  }
  await db.outbox.add(row)
  return row
}
