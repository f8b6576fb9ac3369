import * as z from '#shared/schemas/zod.ts'
import { ErrorCodeSchema } from '#shared/schemas/errors.ts'
import { MessageWarningSchema } from '#shared/schemas/messages.ts'
import { PublicPhotoSchema } from '#shared/schemas/photos.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'

/**
 * The shapes of what this device keeps in IndexedDB. Every row is parsed with its schema on
 * read (db.ts), so a row written by an older version of the app still comes back in today's
 * shape: fields added later carry defaults, and a value that no longer fits falls back
 * instead of breaking the screen that reads it.
 */

/**
 * A member cached before decision 011 carries `profileVersion` where today's shape has
 * `profileEditVersion`; migration 0013 started the edit version at the profile version, so the
 * old value is the one to send back. Without this the member would read as signed out offline.
 */
function withEditVersion(member: unknown): unknown {
  if (typeof member !== 'object' || member === null || 'profileEditVersion' in member) return member
  const { profileVersion, ...rest } = member as { profileVersion?: unknown }
  return profileVersion === undefined ? member : { ...rest, profileEditVersion: profileVersion }
}

/** The signed-in member, key 'current'. A member that no longer parses reads as null. */
export const SessionRowSchema = z.object({
  key: z.literal('current'),
  member: z.catch(z.pipe(z.transform(withEditVersion), z.nullable(CurrentUserSchema)), null),
  savedAt: z._default(z.number(), 0),
})
export type SessionRow = z.infer<typeof SessionRowSchema>

export const OUTBOX_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
export const OutboxMethodSchema = z.enum(OUTBOX_METHODS)
export type OutboxMethod = z.infer<typeof OutboxMethodSchema>

/**
 * Why a failed row was set aside without the server refusing it (decision 044): its server
 * errors reached the bound, or this device could not apply the server's answer. Null for a row
 * waiting to be sent and for one the server refused (4xx).
 */
export const PARKED_REASONS = ['server-errors', 'local-handler'] as const
export type ParkedReason = (typeof PARKED_REASONS)[number]

/**
 * A write made on this device that the server has not confirmed yet. Sent in `id` order, but
 * only rows of the same `orderKey` wait for each other (decision 044).
 */
export const OutboxRowSchema = z.object({
  /** Auto-increment key: the send order. Absent only before the row is added. */
  id: z.optional(z.int()),
  /** UUID v4: the idempotency key; also inside `body`. */
  clientId: z.string().check(z.minLength(1)),
  /** The member who made the change; a row is only ever sent under that member's session. */
  memberId: z.int(),
  /** What the change is ('like', 'message', …): picks the handler for the server's answer. */
  kind: z.string().check(z.minLength(1)),
  method: z.catch(OutboxMethodSchema, 'POST'),
  path: z.string().check(z.startsWith('/api/')),
  body: z._default(z.record(z.string(), z.unknown()), {}),
  createdAt: z._default(z.number(), 0),
  attempts: z._default(z.int().check(z.nonnegative()), 0),
  /** Epoch ms before which the row is not retried (backoff). */
  nextAttemptAt: z._default(z.number(), 0),
  status: z.catch(z.enum(['pending', 'failed']), 'pending'),
  lastError: z._default(z.nullable(z.string()), null),
  /**
   * What the row must keep its order with (outbox-order.ts): a later row of the same key waits
   * while this one waits or is parked. Rows stored before decision 044 get theirs from the
   * database upgrade; '' (a row added without one) keeps the old FIFO among such rows.
   */
  orderKey: z._default(z.string(), ''),
  /** Server errors that count toward parking (5xx but 503): offline attempts do not. */
  serverErrors: z._default(z.int().check(z.nonnegative()), 0),
  parkedFor: z._default(z.nullable(z.enum(PARKED_REASONS)), null),
})
export type OutboxRow = z.infer<typeof OutboxRowSchema>
export type NewOutboxRow = z.input<typeof OutboxRowSchema>

/** A setting that belongs to this device (language, theme, switches), not to the account. */
export const DeviceSettingRowSchema = z.object({
  key: z.string(),
  value: z.unknown(),
})
export type DeviceSettingRow = z.infer<typeof DeviceSettingRowSchema>

// ---- The read model: what the screens render, refreshed from the API by later issues. ----

/** Another member's public profile as last received; extra fields of the answer are kept. */
export const ProfileRowSchema = z.looseObject({
  id: z.int(),
  firstName: z.catch(z.string(), ''),
  lastName: z.catch(z.string(), ''),
  age: z.catch(z.nullable(z.number()), null),
  profileImageUrl: z.catch(z.nullable(z.string()), null),
  /** The approved photos, main first; [] in rows stored before galleries (or unreadable). */
  photos: z.catch(z.array(PublicPhotoSchema), []),
  fetchedAt: z._default(z.number(), 0),
})
export type ProfileRow = z.infer<typeof ProfileRowSchema>

/** A match: `userId` is the other person (their profile is in `profiles`). */
export const MatchRowSchema = z.object({
  id: z.int(),
  userId: z.int(),
  createdAt: z._default(z.string(), ''),
})
export type MatchRow = z.infer<typeof MatchRowSchema>

/** One conversation per partner, with its last message. */
export const ConversationRowSchema = z.object({
  partnerId: z.int(),
  lastMessage: z._default(z.string(), ''),
  lastFromUserId: z._default(z.nullable(z.int()), null),
  createdAt: z._default(z.string(), ''),
  unread: z._default(z.int().check(z.nonnegative()), 0),
  /** The partner's read point (the last of the member's messages they have seen), when shared. */
  partnerReadId: z.optional(z.nullable(z.int())),
})
export type ConversationRow = z.infer<typeof ConversationRowSchema>

/**
 * A chat message. `localId` is the client id for a message written here and `s<id>` for one
 * received from the server, so a queued message and its confirmed copy are the same row.
 */
export const MessageRowSchema = z.object({
  localId: z.string(),
  id: z._default(z.nullable(z.int()), null),
  partnerId: z.int(),
  fromUserId: z.int(),
  toUserId: z.int(),
  content: z.string(),
  createdAt: z._default(z.string(), ''),
  delivery: z.catch(z.enum(['sent', 'pending', 'failed']), 'sent'),
  /** What the server warns this device's member of (an incoming message only; docs/safety.md). */
  warning: z.catch(z.optional(MessageWarningSchema), undefined),
  /** The member answered "Does this bother you?" with "No": the question is not asked again. */
  promptDismissed: z.optional(z.boolean()),
  /** Why the server refused a failed message, when it said (the bubble explains some). */
  refusal: z.catch(z.optional(ErrorCodeSchema), undefined),
})
export type MessageRow = z.infer<typeof MessageRowSchema>

/** Favorites are kept on the device only (spec core-experience §3). */
export const FavoriteRowSchema = z.object({
  userId: z.int(),
  addedAt: z._default(z.number(), 0),
})
export type FavoriteRow = z.infer<typeof FavoriteRowSchema>

/** What the member decided about a card: a like (with the server's isMatch once known) or a pass. */
export const DecisionRowSchema = z.object({
  userId: z.int(),
  kind: z.enum(['like', 'pass', 'superlike']),
  isMatch: z._default(z.nullable(z.boolean()), null),
  decidedAt: z._default(z.number(), 0),
  /** The client id the decision was sent with (rewind names a pass by it); none before rewind. */
  clientId: z.optional(z.string()),
})
export type DecisionRow = z.infer<typeof DecisionRowSchema>

/** An unfinished form (profile builder step, questionnaire) kept across reloads. */
export const DraftRowSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  updatedAt: z._default(z.number(), 0),
})
export type DraftRow = z.infer<typeof DraftRowSchema>

const LimitSchema = z.catch(z.int(), 0)
/** The membership stats (spec core-experience §3), key 'current'. */
export const MembershipRowSchema = z.object({
  key: z.literal('current'),
  tier: z.catch(z.enum(['free', 'premium', 'verified']), 'free'),
  limits: z._default(
    z.partial(
      z.object({
        dailyLikes: LimitSchema,
        dailyMessages: LimitSchema,
        weeklySuperlikes: LimitSchema,
        monthlyBoosts: LimitSchema,
      }),
    ),
    {},
  ),
  usage: z._default(
    z.partial(
      z.object({
        likesToday: LimitSchema,
        messagesToday: LimitSchema,
        superlikesThisWeek: LimitSchema,
        boostsThisMonth: LimitSchema,
      }),
    ),
    {},
  ),
  fetchedAt: z._default(z.number(), 0),
})
export type MembershipRow = z.infer<typeof MembershipRowSchema>
