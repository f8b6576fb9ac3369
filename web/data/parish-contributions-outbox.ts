import { EventProposalSchema } from '#shared/schemas/event-proposals.ts'
import {
  MyParishContributionsSchema,
  ParishCorrectionSchema,
  type MyParishContributions,
} from '#shared/schemas/parish-corrections.ts'
import { db } from './db.ts'
import { onSynced } from './outbox-handlers.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Event proposals and parish corrections through the outbox (docs/parishes.md): their kinds, and
 * the member's own list ("My proposals") the device keeps, which each answer updates. No React or
 * DOM here: imported by the page and the service worker (through outbox-answers.ts).
 */
export const EVENT_PROPOSAL_KIND = 'event-proposal'
export const PARISH_CORRECTION_KIND = 'parish-correction'

/** The device setting holding the member's own proposals and corrections, as the server said. */
export const myContributionsKey = (memberId: number) => `parishContributions:${memberId}`

const EMPTY: MyParishContributions = { events: [], corrections: [] }

/** The stored list, read through its schema (an older or broken shape reads as empty). */
export async function storedContributions(memberId: number): Promise<MyParishContributions> {
  const row = await db.deviceSettings.get(myContributionsKey(memberId))
  const parsed = MyParishContributionsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : EMPTY
}

async function keep(
  memberId: number,
  change: (list: MyParishContributions) => MyParishContributions,
) {
  const list = change(await storedContributions(memberId))
  await db.deviceSettings.put({ key: myContributionsKey(memberId), value: list })
}

/** The server's answer joins the member's list at the top (a replay's answer replaces itself). */
onSynced(EVENT_PROPOSAL_KIND, async (answer: unknown, row: OutboxRow) => {
  const proposal = EventProposalSchema.safeParse(answer)
  if (!proposal.success) return
  await keep(row.memberId, (list) => ({
    ...list,
    events: [proposal.data, ...list.events.filter((e) => e.id !== proposal.data.id)],
  }))
})

onSynced(PARISH_CORRECTION_KIND, async (answer: unknown, row: OutboxRow) => {
  const correction = ParishCorrectionSchema.safeParse(answer)
  if (!correction.success) return
  await keep(row.memberId, (list) => ({
    ...list,
    corrections: [correction.data, ...list.corrections.filter((c) => c.id !== correction.data.id)],
  }))
})
