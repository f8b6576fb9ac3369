import * as z from './zod.ts'
import { storableLine } from './text.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { REVIEW_SUBJECTS } from '../domain/review-notice.ts'

const base64url = (name: string, length: number) =>
  z.string({ error: `keys.${name} is required` }).check(
    z.regex(/^[A-Za-z0-9_-]+={0,2}$/, `keys.${name} must be base64url`),
    z.refine((value) => value.replace(/=+$/, '').length === length, {
      message: `keys.${name} has the wrong length`,
    }),
  )

/** A push service endpoint; the server also checks its scheme (api/push/endpoint.ts). */
export const PushEndpointSchema = z.pipe(
  z
    .string({ error: 'endpoint is required' })
    .check(storableLine(), z.maxLength(2048, 'endpoint must be at most 2048 characters')),
  z.url({ error: 'endpoint must be a URL' }),
)

/**
 * PUT /api/push/subscription: the browser's PushSubscription.toJSON(). p256dh is the device's
 * uncompressed P-256 public key (65 bytes), auth its 16-byte secret, both base64url.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    { p256dh: base64url('p256dh', 87), auth: base64url('auth', 22) },
    { error: 'keys with p256dh and auth are required' },
  ),
})
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>

/** DELETE /api/push/subscription: the device's endpoint. */
export const DeletePushSubscriptionSchema = z.object({ endpoint: PushEndpointSchema })

/** GET /api/push/key: the VAPID public key (base64url) for PushManager.subscribe. */
export const PushKeySchema = z.object({ publicKey: z.string() })

/** What every push says besides its kind and name. */
const pushShown = {
  /** The app path to open: the chat, the matches, or the upgrade page. */
  url: z.string().check(z.startsWith('/')),
  title: z.string(),
  body: z.string(),
  /** Notifications with one tag replace each other (one per conversation, one for matches…). */
  tag: z.string(),
}

/**
 * The encrypted payload a push carries to the service worker. `title` and `body` are neutral
 * English; the service worker shows them in the device's language from `type` and `name`.
 * A like names the liker only to a member whose tier sees who liked them: without `name`, the
 * notification says "Someone". A `verify-ask` is a match asking the member to verify their photo.
 */
export const PushPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['match', 'message', 'verify-ask']),
    /** The other member's first name. */
    name: z.string(),
    ...pushShown,
  }),
  z.object({ type: z.literal('like'), name: z.optional(z.string()), ...pushShown }),
  /**
   * The day before an event the member is going to (docs/parishes.md): its title and start only,
   * never the parish or anything religious (a notification shows on a locked screen).
   */
  z.object({
    type: z.literal('event-reminder'),
    eventTitle: z.string(),
    startsAt: IsoDateTimeSchema,
    ...pushShown,
  }),
  /** A moderator's decision on what the member sent: the subject and the outcome, no reason. */
  z.object({
    type: z.literal('review'),
    subject: z.enum(REVIEW_SUBJECTS),
    approved: z.boolean(),
    ...pushShown,
  }),
  /** The support team answered the member (docs/support.md): never the answer's text. */
  z.object({ type: z.literal('support-reply'), ...pushShown }),
])
export type PushPayload = z.infer<typeof PushPayloadSchema>
