import {
  SupportMessageSchema,
  SupportThreadSchema,
  type SupportMessage,
  type SupportThread,
} from '#shared/schemas/support.ts'
import { apiRequest } from './api-client.ts'
import { liveValue } from './live-value.ts'

/**
 * The member's conversation with the support team (docs/support.md). Online only (decision 052):
 * it is kept in the page's memory, never on the device, and a message is sent while the member
 * watches; offline, the call throws NetworkError and the screen keeps the draft.
 */
export const supportThread = liveValue<SupportThread | undefined>(undefined)

/** The thread from the server (on opening /support, and when the team answers). */
export async function refreshSupport(): Promise<SupportThread> {
  const thread = await apiRequest('/api/support', { schema: SupportThreadSchema })
  supportThread.set(thread)
  return thread
}

/**
 * Sends a message to the team, exactly once: a retry of the same attempt passes the same
 * `clientId`. The thread then shows it (and the thread awaits the team).
 */
export async function sendToSupport(body: string, clientId: string): Promise<SupportMessage> {
  const message = await apiRequest('/api/support/messages', {
    method: 'POST',
    body: { clientId, body },
    schema: SupportMessageSchema,
  })
  await refreshSupport()
  return message
}

/** The team's replies are read: the unread marker goes. */
export async function markSupportRead(): Promise<void> {
  const thread = supportThread.get()
  if (thread && thread.unread > 0) supportThread.set({ ...thread, unread: 0 })
  await apiRequest('/api/support/read', { method: 'POST' })
}
