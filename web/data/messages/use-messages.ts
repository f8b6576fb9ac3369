import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { db } from '../db.ts'
import type { ConversationRow, MessageRow, ProfileRow } from '../rows.ts'
import { liveReadyCount, liveStatus, subscribeLiveStatus, type LiveStatus } from './live-events.ts'
import { conversationMessages } from './message-store.ts'

/** React's view of the chat read model (live: re-renders when Dexie changes). */

export interface ConversationListEntry {
  conversation: ConversationRow
  partner: ProfileRow | null
}

/** Conversations (with a message or a known partner), newest first, each with the partner's profile. */
export function useConversations(): ConversationListEntry[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.conversations.orderBy('createdAt').reverse().toArray()
    const partners = await db.profiles.bulkGet(rows.map((row) => row.partnerId))
    return rows
      .map((conversation, index) => ({ conversation, partner: partners[index] ?? null }))
      .filter(({ conversation, partner }) => conversation.createdAt !== '' || partner !== null)
  }, [])
}

/** The conversation with `partnerId`, in reading order. */
export function useConversationMessages(partnerId: number): MessageRow[] | undefined {
  return useLiveQuery(() => conversationMessages(partnerId), [partnerId])
}

export function useConversation(partnerId: number): ConversationRow | undefined {
  return useLiveQuery(() => db.conversations.get(partnerId), [partnerId])
}

/** The partner's stored profile; null when not stored (yet). */
export function usePartner(partnerId: number): ProfileRow | null | undefined {
  return useLiveQuery(async () => (await db.profiles.get(partnerId)) ?? null, [partnerId])
}

/** Unread messages over every conversation (the Messages tab's badge). */
export function useUnreadTotal(): number {
  return useLiveQuery(
    async () => {
      let total = 0
      await db.conversations.each((row) => (total += row.unread))
      return total
    },
    [],
    0,
  )
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, liveStatus)
}

/** A number that changes whenever the stream is (again) ready: refetch what is shown. */
export function useLiveReadyCount(): number {
  return useSyncExternalStore(subscribeLiveStatus, liveReadyCount, liveReadyCount)
}
