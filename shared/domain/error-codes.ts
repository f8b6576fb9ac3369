/*
 * The error codes of the API's answers, and how a client reads them from an answer's body without
 * zod: the browser's start-up chunk (web/data/api-client.ts) needs the code of any error answer,
 * and the sign-in page must not load zod for it. The zod schema of the same body is
 * ErrorBodySchema (shared/schemas/errors.ts); a property test holds the two to the same answers.
 */

/**
 * What an error answer says happened, for programs: the web decides by this code, never by the
 * message (ARCHITECTURE.md "One contract"). The message beside it is for people and may be
 * reworded or translated freely; a code, once used, keeps its meaning.
 */
export const ERROR_CODES = [
  /** 400: the request is not as the contract says (a field named in the message, and `field`). */
  'validation_failed',
  /** 401: no session (not signed in, or it expired). */
  'unauthorized',
  /** 401: sign-in with an email and password that do not match. */
  'invalid_credentials',
  /** 403: not this member's to do (another member's data, moderators only, a cross-site form). */
  'forbidden',
  /** 400: a password reset link that was never issued (or mistyped). */
  'reset_link_invalid',
  /** 400: an address confirmation link that was never issued (or mistyped). */
  'email_link_invalid',
  /** 400: the 6-digit code does not match a pending confirmation of the member. */
  'email_code_wrong',
  /** 403: the account is suspended. */
  'account_suspended',
  /** 403: the member's tier does not include this (travel mode, rewind): the upgrade prompt. */
  'upgrade_required',
  /** 403: advanced discover filters (age, location, education) need Premium. */
  'advanced_filters_required',
  /** 403: Orthodox-only discover filters need Verified Orthodox. */
  'orthodox_filters_required',
  /** 403: the tier's allowance for this action is used up (likes, super likes, messages, boosts). */
  'limit_reached',
  /** 403: a message to a member who is not a match. */
  'not_a_match',
  /** 403: one of the two members blocked the other. */
  'blocked',
  /** 403: religious data asked for without the member's consent to store it. */
  'consent_required',
  /** 403: the password given to confirm (account deletion) is wrong. */
  'password_incorrect',
  /** 403: this waits for a confirmed email address (messages beyond a day's first few, proposals). */
  'email_unverified',
  /** 403: the recipient accepts messages only from photo-verified members. */
  'photo_verification_required',
  /** 403: only verified members may do this (an event's RSVP). */
  'verification_required',
  /** 403: only a member attending the event may see this. */
  'not_attending',
  /** 404: no such thing (member, photo, event, route …), or not visible to this member. */
  'not_found',
  /** 409: this member was liked already (with another clientId). */
  'already_liked',
  /** 409: the clientId was already used for a different request; nothing changed. */
  'idempotency_conflict',
  /** 409: the email address has an account already. */
  'email_taken',
  /** 409: the member has this plan already. */
  'already_subscribed',
  /** 409: the checkout was canceled or paid already. */
  'checkout_closed',
  /** 409: the member has as many photos as they may. */
  'photo_limit_reached',
  /** 409: the photo order sent is not the member's photos. */
  'photo_order_mismatch',
  /** 409: the profile changed elsewhere since the edit began. */
  'edit_conflict',
  /** 409: the date of birth was confirmed already (it is given once). */
  'birth_date_confirmed',
  /** 409: it was reviewed, resolved or changed by someone else first. */
  'already_reviewed',
  /** 409: the member the request is about has deleted their account. */
  'account_deleted',
  /** 409: the member is not suspended. */
  'not_suspended',
  /** 409: the member has no Verified badge to withdraw. */
  'not_verified',
  /** 409: photo verification needs a photo in the gallery first. */
  'photo_required',
  /** 409: a photo verification awaits a moderator already. */
  'verification_pending',
  /** 409: the member's photo is verified already (theirs, or the match asked to verify). */
  'already_photo_verified',
  /** 409: a selfie sent without a photo verification started (no pose asked). */
  'verification_not_started',
  /** 409: this match was asked to verify their photo lately (once in 30 days). */
  'already_asked',
  /** 409: this pass can no longer be rewound (not the last one, or too late). */
  'rewind_unavailable',
  /** 409: the password reset link was used already (each works once). */
  'reset_link_used',
  /** 409: the password reset link is older than its 30 minutes. */
  'reset_link_expired',
  /** 409: the address confirmation (or undo) link was used already. */
  'email_link_used',
  /** 409: the address confirmation (or undo) link is past its time. */
  'email_link_expired',
  /** 409: the address asked for is the account's address already. */
  'email_unchanged',
  /** 409: the address to confirm or put back is now another account's. */
  'email_taken_since',
  /** 409: the event has started. */
  'event_started',
  /** 409: the session to sign out is the one asking (Sign Out ends it). */
  'current_session',
  /** 400: a passkey answer to a challenge that was never issued, has expired or was used. */
  'passkey_challenge_invalid',
  /** 400: the passkey's answer does not verify (another site's, a bad signature, malformed). */
  'passkey_not_verified',
  /** 401: a passkey this app does not know (removed, or made for another account store). */
  'passkey_unknown',
  /** 409: removing this would leave the member no way to sign in (last passkey, no password). */
  'last_way_in',
  /** 409: the password can be removed only by a member who has a passkey. */
  'passkey_required',
  /** 413: the body or file is larger than allowed. */
  'payload_too_large',
  /** 415: the body's or file's type is not accepted. */
  'unsupported_media_type',
  /** 422: the file could not be used (unreadable or too small a picture). */
  'unprocessable_file',
  /** 429: too many requests; Retry-After says when to try again. */
  'rate_limited',
  /** 503: something the request needs is away for now (database, payments, storage): retry. */
  'service_unavailable',
  /** 507: the upload storage is full. */
  'storage_full',
  /** 500: a bug; the server logged it. */
  'internal',
  /** Any other 4xx (one the app did not name, such as the framework's own). */
  'bad_request',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}

/**
 * What an error answer's body says for programs: its code and the field it is about, when the
 * body is the contract's `{ message, code, field? }`; nothing when it is not (a proxy's page,
 * empty, another shape).
 */
export function readErrorBody(bodyText: string): { code?: ErrorCode; field?: string } {
  let body: unknown
  try {
    body = JSON.parse(bodyText)
  } catch {
    return {}
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {}
  const { message, code, field } = body as Record<string, unknown>
  if (typeof message !== 'string' || !isErrorCode(code)) return {}
  if (field === undefined) return { code }
  return typeof field === 'string' ? { code, field } : {}
}
