import type { PushPayload } from '#shared/schemas/push.ts'

export type PushKind = PushPayload['type']

/**
 * What a push says: neutral English the service worker replaces with the device's language
 * (web/pwa/push-handlers.ts), the other member's first name, and where a click leads.
 * No message text: a notification can show on a locked screen.
 */
export function pushPayloadFor(kind: PushKind, partnerId: number, name: string): PushPayload {
  return kind === 'message'
    ? {
        type: 'message',
        name,
        url: `/messages?partner=${partnerId}`,
        title: 'New message',
        body: `${name} sent you a message`,
        tag: `message-${partnerId}`,
      }
    : {
        type: 'match',
        name,
        url: '/matches',
        title: 'New match',
        body: `You and ${name} like each other`,
        tag: 'match',
      }
}
