const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface RateLimit {
  /** Requests counted within the window before the next is refused. */
  max: number
  windowMs: number
  /** What was done too often, for the 429's message ("Too many uploads."). */
  counts: string
}

/**
 * Every rate limit of the API, in one place (docs/decisions/031). Each is set well above what a
 * member does: a limit is for scripts and guessing, never for someone using the app. They are
 * counted in PostgreSQL (counter.ts), so they hold however many API processes there are.
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords per account: at sign-in and wherever the password is asked again (deleting
   * the account). A correct password does not count and clears the sign-in failures.
   */
  password: { max: 5, windowMs: 15 * MINUTE, counts: 'password attempts' },
  /** Failed sign-ins per network address, whatever the accounts. */
  'sign-in': { max: 20, windowMs: 15 * MINUTE, counts: 'sign-in attempts from this network' },
  /**
   * Sign-ups per network address. Above the 10 a parish evening on one Wi-Fi might make: many
   * phones share one address behind a carrier's NAT.
   */
  'sign-up': { max: 20, windowMs: HOUR, counts: 'sign-ups from this network' },
  /**
   * Reset links asked for per email address (docs/accounts.md), whether it has an account or not:
   * a member needs one or two; more only fill a stranger's mailbox.
   */
  'password-reset': { max: 5, windowMs: HOUR, counts: 'password reset requests for this address' },
  /** Reset links asked for per network address, whatever the email addresses. */
  'password-reset-network': {
    max: 20,
    windowMs: HOUR,
    counts: 'password reset requests from this network',
  },
  /** New passwords sent with a reset link per network address (the tokens cannot be guessed). */
  'reset-link': { max: 20, windowMs: 15 * MINUTE, counts: 'reset link attempts from this network' },
  /** Address confirmation mails asked for again per member (the first is sent at sign-up). */
  'email-verification': { max: 5, windowMs: DAY, counts: 'confirmation emails' },
  /** 6-digit codes tried per member: 10 an hour leaves a guess one chance in 100,000. */
  'email-code': { max: 10, windowMs: HOUR, counts: 'confirmation codes tried' },
  /** Confirmation and undo links opened per network address (the tokens cannot be guessed). */
  'email-link': { max: 20, windowMs: 15 * MINUTE, counts: 'email link attempts from this network' },
  /** Changes of address asked for per member: each mails a stranger's address. */
  'email-change': { max: 5, windowMs: DAY, counts: 'changes of email address' },
  /**
   * Passkey sign-in steps per network address (docs/accounts.md "Passkeys"): each challenge asked
   * for (one per visit of the sign-in page) and each answer, counted before it is checked. A
   * signature cannot be guessed: this is only against scripts filling the challenge table.
   */
  'passkey-sign-in': {
    max: 60,
    windowMs: 15 * MINUTE,
    counts: 'passkey sign-in attempts from this network',
  },
  /** Reports filed per member (docs/safety.md). */
  report: { max: 20, windowMs: DAY, counts: 'reports' },
  /** Photos and deacon letters uploaded per member (the gallery holds six photos). */
  upload: { max: 60, windowMs: HOUR, counts: 'uploads' },
  /**
   * New photo verification attempts per member (docs/safety.md "Photo verification"): each asks
   * a new pose; asking again while one is asked is not counted. Three a day leave room for two
   * rejections and keep a script from drawing poses until it has a matching picture.
   */
  'photo-verification': { max: 3, windowMs: DAY, counts: 'photo verification attempts' },
  /** Matches asked to verify their photo per member (each match once in 30 days). */
  'verify-ask': { max: 20, windowMs: DAY, counts: 'requests to verify a photo' },
  /** Events proposed per member (docs/parishes.md): each waits for a moderator. */
  'event-proposal': { max: 10, windowMs: DAY, counts: 'event proposals' },
  /** Parish corrections suggested per member (docs/parishes.md). */
  'parish-correction': { max: 20, windowMs: DAY, counts: 'parish corrections' },
  /**
   * Spam bursts (docs/safety.md), for accounts younger than NEW_ACCOUNT_DAYS only: one text of
   * SAME_TEXT_MIN_LENGTH characters or more sent this many times a day (a script pasted to every
   * match; a greeting such as "Christ is risen!" is shorter and never counted).
   */
  'same-text': { max: 5, windowMs: DAY, counts: 'copies of the same message' },
  /**
   * Spam bursts: conversations a new account started in a day that are still unanswered. Counted
   * from the messages themselves (api/messages/spam-bursts.ts), since a reply takes one off.
   */
  'unanswered-opening': { max: 8, windowMs: DAY, counts: 'new conversations without a reply' },
  /** Messages to the support team per member (docs/support.md); a moderator's replies too. */
  'support-message': { max: 30, windowMs: HOUR, counts: 'support messages' },
} as const satisfies Record<string, RateLimit>

export type RateLimitName = keyof typeof RATE_LIMITS

/** The longest window: a counted request older than this counts for no limit. */
export const LONGEST_WINDOW_MS = Math.max(
  ...Object.values(RATE_LIMITS).map((limit) => limit.windowMs),
)

/**
 * The most requests a limit lets through: RATE_LIMITS' max times the configured scale
 * (RATE_LIMIT_SCALE, 1 unless set; the browser tests raise it, as they sign up dozens of members
 * from one address within minutes).
 */
export const maxOf = (name: RateLimitName, scale: number) => RATE_LIMITS[name].max * scale

/** "Too many uploads. Please try again in 12 minutes." */
export function tooManyMessage(name: RateLimitName, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const hours = Math.ceil(minutes / 60)
  const wait =
    minutes <= 90
      ? `${minutes} minute${minutes === 1 ? '' : 's'}`
      : `${hours} hour${hours === 1 ? '' : 's'}`
  return `Too many ${RATE_LIMITS[name].counts}. Please try again in ${wait}.`
}
