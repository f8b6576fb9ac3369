import {
  ModeratedSupportThreadSchema,
  SupportMessageSchema,
  SupportQueueSchema,
  type ModeratedSupportThread,
  type SupportMessage,
  type SupportQueue,
} from '#shared/schemas/support.ts'
import { apiRequest } from './api-client.ts'

/**
 * The moderators' support calls (docs/support.md): online only and kept nowhere on the device,
 * like the other moderation lists (web/data/moderation.ts).
 */

/** One page of the support queue: awaiting the team first, by tier, the longest waiting first. */
export function fetchSupportQueue(cursor?: string | null): Promise<SupportQueue> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return apiRequest(`/api/moderation/support${query}`, { schema: SupportQueueSchema })
}

/** One thread with its messages. */
export function fetchSupportThread(id: number): Promise<ModeratedSupportThread> {
  return apiRequest(`/api/moderation/support/${id}`, { schema: ModeratedSupportThreadSchema })
}

/** The team's answer, exactly once per `clientId` (a retry passes the same one). */
export function replyToSupport(
  id: number,
  body: string,
  clientId: string,
): Promise<SupportMessage> {
  return apiRequest(`/api/moderation/support/${id}/replies`, {
    method: 'POST',
    body: { clientId, body },
    schema: SupportMessageSchema,
  })
}

/** Closes the thread: it leaves the queue until the member writes again. */
export async function closeSupportThread(id: number): Promise<void> {
  await apiRequest(`/api/moderation/support/${id}/close`, { method: 'POST' })
}
