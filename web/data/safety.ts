import { Dexie } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { ReportReason } from '#shared/domain/safety.ts'
import { BlockAnswerSchema, BlockListSchema, ReportAnswerSchema } from '#shared/schemas/safety.ts'
import { apiRequest } from './api-client.ts'
import { db } from './db.ts'
import type { BlockedRow } from './safety-row.ts'

/**
 * Block, report, unmatch and unblock (docs/safety.md). These need the network: each call answers from
 * the server first (throwing NetworkError offline, HttpError when refused), then brings the
 * device's read model in line. Nothing is queued in the outbox.
 */

/** GET /api/blocks into `blocked` (replaced). */
export async function refreshBlocked(): Promise<void> {
  const list = await apiRequest('/api/blocks', { schema: BlockListSchema })
  await db.transaction('rw', db.blocked, async () => {
    await db.blocked.clear()
    await db.blocked.bulkPut(
      list.map(({ user, createdAt }) => ({
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        createdAt,
      })),
    )
  })
}

/** The members this member blocked, newest first, live; undefined while reading. */
export function useBlockedMembers(): BlockedRow[] | undefined {
  return useLiveQuery(() => db.blocked.orderBy('createdAt').reverse().toArray(), [])
}

/** The blocked member leaves this device's matches, conversations, messages and decks. */
async function forget(userId: number): Promise<void> {
  await db.transaction('rw', [db.matches, db.conversations, db.messages, db.deck], async () => {
    await db.matches.where('userId').equals(userId).delete()
    await db.conversations.delete(userId)
    await db.messages
      .where('[partnerId+createdAt]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .delete()
    await db.deck.toCollection().modify((row) => {
      row.ids = row.ids.filter((id) => id !== userId)
    })
  })
}

/** The profile shown in the Safety Center for a member just blocked, from the device's cache. */
async function blockedRowOf(userId: number, createdAt: string): Promise<BlockedRow> {
  const profile = await db.profiles.get(userId)
  return {
    userId,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    profileImageUrl: profile?.profileImageUrl ?? null,
    createdAt,
  }
}

/** POST /api/blocks: the member is blocked (and unmatched) on the server, then on this device. */
export async function blockMember(userId: number): Promise<void> {
  const answer = await apiRequest('/api/blocks', {
    body: { blockedUserId: userId },
    schema: BlockAnswerSchema,
  })
  await forget(userId)
  await db.blocked.put(await blockedRowOf(userId, answer.createdAt))
}

/** POST /api/reports, which also blocks the member (so the device forgets them too). */
export async function reportMember(
  userId: number,
  reason: ReportReason,
  details: string,
): Promise<void> {
  await apiRequest('/api/reports', {
    body: { reportedUserId: userId, reason, ...(details.trim() ? { details } : {}) },
    schema: ReportAnswerSchema,
  })
  await forget(userId)
  await db.blocked.put(await blockedRowOf(userId, new Date().toISOString()))
}

/** DELETE /api/matches/{userId}: the match ends on the server, then leaves this device. */
export async function unmatchMember(userId: number): Promise<void> {
  await apiRequest(`/api/matches/${userId}`, { method: 'DELETE' })
  await forget(userId)
}

/** DELETE /api/blocks/{userId}, then off the Safety Center's list. */
export async function unblockMember(userId: number): Promise<void> {
  await apiRequest(`/api/blocks/${userId}`, { method: 'DELETE' })
  await db.blocked.delete(userId)
}
