import { sql } from 'drizzle-orm'
import type { HarassmentKind } from '#shared/domain/harassment-signals/kinds.ts'
import type { LocaleCode } from '#shared/domain/languages.ts'
import type { MemberRole } from '#shared/domain/moderation.ts'
import type { ReportSource } from '#shared/domain/safety.ts'
import type { PhotoStatus } from '#shared/domain/photos.ts'
import type { ScamSignal } from '#shared/domain/scam-signals/signals.ts'
import type { StoredOtherAnswers } from '#shared/schemas/questionnaire.ts'
import type { GallerySnapshot } from '#shared/schemas/photos.ts'
import type { PromptAnswer } from '#shared/schemas/profile-prompts.ts'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core'

/**
 * The stored schema: every table and field of spec profile-faith-parish §3 under the spec's
 * names (TS keys) with snake_case columns and the spec's defaults, plus what a real product
 * needs (sessions, login attempts, passes, client ids for exactly-once writes, coarse
 * coordinates, indexes for the discover query).
 */

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * The columns of the two deck indexes (users_deck_idx, users_deck_boosted_idx): gender, the walk
 * order, then what the deck's conditions and the profile cache read (see the comment above them).
 */
const deckIndexColumns = (
  t: {
    gender: ExtraConfigColumn
    profileVersion: ExtraConfigColumn
    boostedUntil: ExtraConfigColumn
    snoozedUntil: ExtraConfigColumn
    birthDate: ExtraConfigColumn
    latitude: ExtraConfigColumn
    longitude: ExtraConfigColumn
  },
  ...order: ReturnType<ExtraConfigColumn['nullsFirst']>[]
) =>
  [
    t.gender,
    ...order,
    t.profileVersion,
    t.boostedUntil,
    t.snoozedUntil,
    t.birthDate,
    t.latitude,
    t.longitude,
  ] as const

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    /** The argon2id hash; '!' (never verifies) for seeded members who cannot sign in. */
    password: text('password').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * The date of birth ('YYYY-MM-DD'); every age is computed from it (shared/domain/age.ts) and
     * the deck's age range is a range of birth dates, read from the deck indexes. For a member who
     * joined when the app asked for an age, estimated from that age (migration 0038) until they
     * confirm theirs (docs/first-run.md).
     */
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** The member gave this date of birth (false: estimated from the age they once typed). */
    birthDateConfirmed: boolean('birth_date_confirmed').notNull().default(false),
    // The spec marks denomination, location and country required, but sign-up collects only
    // email, password, names, date of birth, gender and lookingFor: the first run
    // (docs/first-run.md) and the profile builder complete them.
    denomination: text('denomination'),
    location: text('location'),
    country: text('country'),
    bio: text('bio'),
    /**
     * A picture shown when the member has no photo, never an upload: uploads live in `photos`,
     * and the gallery's main photo takes its place wherever one is set
     * (api/photos/gallery-snapshot.ts). Nothing writes it any more (docs/photos.md "Storage").
     */
    profileImageUrl: text('profile_image_url'),
    /**
     * The member's gallery as the screens read it, in order: every photo with its moderation
     * status. Rewritten from `photos` in the transaction of each change to them, so a profile
     * (and the deck's cache, through profile_version) needs no second query; others are shown
     * only the approved ones (docs/photos.md).
     */
    photos: jsonb('photos').$type<GallerySnapshot>().notNull().default([]),
    /**
     * The Verified badge (decision 050): true while a moderator-verified clergy reference or
     * deacon letter stands. Written only by settleVerified (api/verification/verified-status.ts).
     */
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * The "Photo verified" badge (docs/safety.md "Photo verification"): true while the member's
     * photo verification is approved, so not while a changed main photo awaits a moderator's
     * recheck. Written only by settlePhotoVerification (api/photo-verification/badge.ts).
     */
    photoVerified: boolean('photo_verified').notNull().default(false),
    gender: text('gender').notNull(),
    lookingFor: text('looking_for').notNull(),
    /**
     * The interface language the member chose (a LocaleCode of shared/domain/languages.ts): the
     * language of the mail the app sends them (docs/accounts.md). Set at sign-up and on every
     * change of language in the app.
     */
    language: text('language').$type<LocaleCode>().notNull().default('en'),
    /**
     * When the member confirmed that `email` is theirs (a mailed link or code, docs/accounts.md);
     * null until then, and again after an address is changed back by its undo link.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    minAge: integer('min_age').notNull().default(18),
    maxAge: integer('max_age').notNull().default(50),
    maxDistance: integer('max_distance').notNull().default(10000),
    /** Discovery (decision 035): only members within max_distance, or the nearest beyond too. */
    distanceStrict: boolean('distance_strict').notNull().default(false),
    /** The denominations the member wants in their deck; empty = any. */
    seekingDenominations: text('seeking_denominations')
      .array()
      .notNull()
      .default(sql`'{}'`),
    race: text('race'),
    /** Pounds. */
    weight: integer('weight'),
    /** Free text such as 5'6" or 168cm. */
    height: text('height'),
    eyeColor: text('eye_color'),
    bustChest: integer('bust_chest'),
    waist: integer('waist'),
    hipsInseam: integer('hips_inseam'),
    cupSize: text('cup_size'),
    occupation: text('occupation'),
    /** Annual USD. */
    income: integer('income'),
    educationLevel: text('education_level'),
    englishFluency: text('english_fluency'),
    churchAttendanceFrequency: text('church_attendance_frequency'),
    jurisdiction: text('jurisdiction'),
    spiritualFatherName: text('spiritual_father_name'),
    deaconLetterUrl: text('deacon_letter_url'),
    profileCompletionStep: integer('profile_completion_step').notNull().default(0),
    mbtiType: text('mbti_type'),
    loveLanguage: text('love_language'),
    /**
     * The vitals (issue #33 part 3; VITALS of shared/domain/vocabularies.ts), each optional:
     * 'never-married' | 'widowed' | 'divorced'; has and wants children ('yes' | 'no', wants also
     * 'maybe'); smoking ('never' | 'sometimes' | 'regularly'); drinking ('never' | 'socially' |
     * 'regularly').
     */
    maritalStatus: text('marital_status'),
    hasChildren: text('has_children'),
    wantsChildren: text('wants_children'),
    smoking: text('smoking'),
    drinking: text('drinking'),
    membershipTier: text('membership_tier').notNull().default('free'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true, mode: 'date' }),
    clergyVerificationStatus: text('clergy_verification_status').notNull().default('none'),
    /**
     * The reviewer's reason while the clergy verification is 'rejected' (null otherwise): kept
     * here beside the status so the member's own record shows it (docs/clergy-reference.md).
     */
    clergyReviewReason: text('clergy_review_reason'),
    clergyVerificationDocumentUrl: text('clergy_verification_document_url'),
    /**
     * The review of the member's deacon letter as their own record shows it (decision 050):
     * 'none' | 'pending' | 'verified' | 'rejected', and the reviewer's reason while rejected.
     */
    deaconLetterStatus: text('deacon_letter_status').notNull().default('none'),
    deaconLetterReviewReason: text('deacon_letter_review_reason'),
    matchPreferences: jsonb('match_preferences').$type<Record<string, unknown>>(),
    /** Coarse, city-level coordinates, for rounded distances only. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * A paid member's travel location (#15 item 3): a city the deck measures distances from
     * instead of home while it is set (all three set, or all null).
     */
    travelPlace: text('travel_place'),
    travelLatitude: doublePrecision('travel_latitude'),
    travelLongitude: doublePrecision('travel_longitude'),
    /**
     * When the member last used the app, to the hour (decision 036): written at most once an hour
     * by the session check, and left out of profile_version (migration 0023), so activity never
     * invalidates a cached profile. The deck walks members by it, most recently active first.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** The member appears in other members' discover decks. */
    showMe: boolean('show_me').notNull().default(true),
    /** Other members see the rounded distance to this member. */
    showDistance: boolean('show_distance').notNull().default(true),
    /**
     * Sensitive profile fields other members see only when the member chooses to (issue #33 part
     * 2, decision 051): weight, race, income, and the body measurements (bust/chest, waist,
     * hips/inseam, cup size). Weight, race and measurements are hidden until the member shows
     * them; income is shown (a fact of the Discover card, core §2) until they hide it. The
     * member's own record always holds them.
     */
    showWeight: boolean('show_weight').notNull().default(false),
    showRace: boolean('show_race').notNull().default(false),
    showIncome: boolean('show_income').notNull().default(true),
    showMeasurements: boolean('show_measurements').notNull().default(false),
    /** The partner sees how far this member has read a conversation (the "seen" mark). */
    showReadReceipts: boolean('show_read_receipts').notNull().default(true),
    /** Push a notification to the member's devices on a new match (docs/push.md). */
    notifyNewMatches: boolean('notify_new_matches').notNull().default(true),
    /** Push a notification to the member's devices on a new message. */
    notifyMessages: boolean('notify_messages').notNull().default(true),
    /** Push a notification to the member's devices on a new like (docs/push.md). */
    notifyLikes: boolean('notify_likes').notNull().default(true),
    /**
     * Bumped by a trigger on every change of the row or of the member's questionnaire answers
     * (migration 0004). The discover feed's profile cache is keyed on it (api/discover/).
     */
    profileVersion: integer('profile_version').notNull().default(1),
    /**
     * When the member's latest active boost ends (the latest end_time of their boosts rows that are
     * active), kept by a trigger on boosts (migration 0016); null when they have none, and set
     * back to null by the hourly sweep once it has passed (api/membership/boost-sweep.ts), so the
     * deck's index of boosted members holds only the few whose boost runs or just ended. The deck
     * reads it instead of the boosts table (api/discover/feed.ts). A boost runs from its creation.
     */
    boostedUntil: timestamp('boosted_until', { withTimezone: true, mode: 'date' }),
    /**
     * boosted_until is set (a boost runs, or ended since the last sweep), as a column of its own:
     * its statistics tell the planner how few members that is. The deck's boosted phase selects by
     * it: under a generic plan PostgreSQL estimates `boosted_until > $now` at a third of all
     * members, whatever their boosts, and then walked a whole filter index to find the boosted.
     */
    boosted: boolean('boosted').generatedAlwaysAs(sql`"boosted_until" is not null`),
    /**
     * The profile has the minimum others are shown (shared/domain/deck-minimum.ts, issue #35): a
     * photo moderation has not rejected, a city and a denomination. Generated, so no write can
     * forget it; the deck indexes hold only members with it (and show_me), and the lists others
     * read (likes-you, who is going) leave the rest out.
     */
    deckReady: boolean('deck_ready')
      .notNull()
      .generatedAlwaysAs(
        sql`jsonb_path_exists("photos", '$[*] ? (@.status != "rejected")') and coalesce(btrim("location"), '') <> '' and "denomination" is not null`,
      ),
    /**
     * Bumped by a trigger only when a column the profile builder writes (ProfileSchema) changes
     * (migration 0013). POST /api/profile applies only while it is the submit's baseVersion
     * (decision 011): consent, settings, subscription or questionnaire changes are no conflict.
     */
    profileEditVersion: integer('profile_edit_version').notNull().default(1),
    /**
     * The clientId of the last profile submit applied (POST /api/profile, decision 009): its
     * replay answers the member again instead of 409, whatever the version is now.
     */
    profileSubmitClientId: uuid('profile_submit_client_id'),
    /**
     * The member's answered profile prompts, in the order their profile shows them (issue #37,
     * docs/profile-prompts.md): at most three `{ promptId, answer }`. On the row, as `photos` is,
     * so the deck's profiles need no second query and profile_version follows them.
     */
    promptAnswers: jsonb('prompt_answers').$type<PromptAnswer[]>().notNull().default([]),
    /** Moves with each applied change of the answers: PUT applies only to the version read. */
    promptsRevision: integer('prompts_revision').notNull().default(0),
    /** The clientId of the last change of the answers applied: its replay answers again. */
    promptsClientId: uuid('prompts_client_id'),
    /**
     * Snooze (decision 028): the member is left out of every deck and every
     * likes-you list while this is in the future; null = shown. "Until I return" is the far-future
     * SNOOZE_UNTIL_RETURN (shared/domain/snooze.ts). No job clears it: the conditions compare it
     * with now.
     */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true, mode: 'date' }),
    /** The clientId of the last snooze change applied: its replay answers without changing it. */
    snoozeClientId: uuid('snooze_client_id'),
    /**
     * Whether a new RSVP shows the member to others going to the event (docs/parishes.md); each
     * RSVP keeps its own choice. Off until the member turns it on.
     */
    showAtEvents: boolean('show_at_events').notNull().default(false),
    /** Only photo-verified members may message this member (a member setting, off by default). */
    messagesFromPhotoVerifiedOnly: boolean('messages_from_photo_verified_only')
      .notNull()
      .default(false),
    /**
     * When the member gave explicit consent to store their religious data (GDPR art. 9: the
     * questionnaire, denomination, jurisdiction, church attendance, clergy references); null =
     * not given (docs/privacy.md).
     */
    religiousDataConsentAt: timestamp('religious_data_consent_at', {
      withTimezone: true,
      mode: 'date',
    }),
    /** 'member', or 'moderator' (MEMBER_ROLES): set by the seed or an operator, never by a member. */
    role: text('role').$type<MemberRole>().notNull().default('member'),
    /**
     * When a moderator suspended the member (docs/safety.md): they cannot sign in, and every
     * other member's deck, matches, conversations and likes hide them as a block does.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /**
     * A moderator marked as Orthodox support (docs/support.md): the only ones who answer Verified
     * members' support conversations. Set by an operator (`npm run set-orthodox-support`).
     */
    orthodoxSupport: boolean('orthodox_support').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('member', 'moderator')`),
    // The few suspended members, read into the "blocked with" set of every deck and list.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    // The discover deck: newest first among the members shown, per gender, with the version the
    // profile cache needs, so a page without filters is an index-only scan (api/discover/feed.ts).
    // No (gender, age) index: under a generic plan an age range looks rare and such an index
    // would be walked over every member in the range, then sorted.
    // `id DESC NULLS FIRST` is the order `ORDER BY id DESC` asks for: drizzle's bare .desc()
    // writes NULLS LAST, which no deck statement could read in order (migration 0008).
    // boosted_until is read from the index too: the everyone-else phase leaves boosted members out
    // without reading a row.
    // snoozed_until likewise: snoozed members are left out from the index alone (migration 0019).
    // age and coordinates too: the viewer's age range and distance apply to every page (decision
    // 035, migration 0021) and need no table read. (Not denomination: with it here the planner
    // walked this index for a chosen denomination instead of users_deck_denomination_idx.)
    // The deck's candidates, most recently active first (decision 036): a tier of the ranked deck
    // is the next few hundred members of this walk that pass the conditions.
    index('users_deck_idx')
      .on(...deckIndexColumns(t, t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst()))
      .where(sql`${t.showMe} and ${t.deckReady}`),
    // The boosted: only members with a boost running or just ended (the sweep clears the rest),
    // so a first tier reads a few entries of one index instead of looking each boosted member up
    // (migration 0016).
    index('users_deck_boosted_idx')
      .on(...deckIndexColumns(t, t.id.desc().nullsFirst()))
      .where(sql`${t.showMe} and ${t.deckReady} and ${t.boosted}`),
    // The deck filtered by denomination or country (the filters most members set), in walk order.
    index('users_deck_denomination_idx')
      .on(t.gender, t.denomination, t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.showMe} and ${t.deckReady}`),
    index('users_deck_country_idx')
      .on(t.gender, t.country, t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.showMe} and ${t.deckReady}`),
    uniqueIndex('users_stripe_customer_unique').on(t.stripeCustomerId),
  ],
)

/** One signed-in device. The id is the sha256 hex of the cookie token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When this token was issued (sign-in or the last rotation). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The session as the member's session list names it (docs/accounts.md): random, kept across
     * rotations, never a key to the session (the id is the token's hash and stays on the server).
     */
    publicId: text('public_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** The browser's User-Agent at sign-in (at most 512 characters), for the session list. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/**
 * The browsers a member has signed in from (docs/accounts.md): the SHA-256 of the random id in the
 * browser's device cookie (oh_device), which outlives a sign-out. A sign-in from a browser not
 * here mails the member a notice.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: userRef('user_id'),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
)

/** One request counted against a rate limit (api/rate-limits/); `key` is "limit:subject". */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_at_idx').on(t.key, t.at)],
)

export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    /** The client's idempotency key (offline outbox). */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('likes_from_to_unique').on(t.fromUserId, t.toUserId),
    uniqueIndex('likes_client_id_unique').on(t.clientId),
    index('likes_to_user_idx').on(t.toUserId),
  ],
)

export const passes = pgTable(
  'passes',
  {
    id: serial('id').primaryKey(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passes_from_to_unique').on(t.fromUserId, t.toUserId),
    uniqueIndex('passes_client_id_unique').on(t.clientId),
  ],
)

/**
 * Passes undone (rewind, decision 033), by the pass's client id: a replay of the rewind answers
 * the same, and a pass arriving after its rewind (a late outbox replay) is not stored again.
 * toUserId is null when the pass never reached the server. The member's latest rewoundAt makes
 * every pass before it final.
 */
export const passRewinds = pgTable(
  'pass_rewinds',
  {
    clientId: uuid('client_id').primaryKey(),
    fromUserId: userRef('from_user_id'),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    rewoundAt: timestamp('rewound_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('pass_rewinds_from_idx').on(t.fromUserId, t.rewoundAt)],
)

/**
 * A ranked deck while its member pages through it (decision 036): the members of each tier in
 * rank order, so the next page continues exactly where the last stopped (no duplicates, no gaps,
 * whatever signs up or changes meanwhile). A deck is named by its viewer and the moment it was
 * ranked, which its cursor carries. UNLOGGED (migration 0023): a deck is rebuilt in a request,
 * so it needs no WAL and no replica; a crash only starts members' decks again. Decks older than a
 * day are removed when their viewer starts a new one.
 */
/**
 * Start Over (spec core §4; issue #33): the member's passes made before it are forgotten, so the
 * members passed come back in the next deck. One row per Start Over, by the device's client id
 * (exactly once: a replay after later passes must not forget those).
 */
export const deckRestarts = pgTable('deck_restarts', {
  clientId: uuid('client_id').primaryKey(),
  memberId: userRef('member_id'),
  restartedAt: timestamp('restarted_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** How many passes it forgot. */
  passesForgotten: integer('passes_forgotten').notNull(),
})

export const deckRankings = pgTable(
  'deck_rankings',
  {
    viewerId: userRef('viewer_id'),
    rankedAt: timestamp('ranked_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** What the deck was ranked for (the viewer's preferences and the request's filters). */
    filtersKey: text('filters_key').notNull(),
    /** The members of the tiers ranked so far, in deck order. */
    memberIds: integer('member_ids').array().notNull(),
    /** The index in member_ids of the first member beyond the viewer's distance; null: none yet. */
    beyondFrom: integer('beyond_from'),
    /** Where the next tier comes from: 'n' within the distance, 'r' beyond it, 'e' nothing more. */
    next: text('next').$type<'n' | 'r' | 'e'>().notNull(),
    /** Members within the distance when they were fewer than a page (the sparse-region prompt). */
    withinCount: integer('within_count'),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.rankedAt] }),
    // The hourly sweep of decks older than a day (api/discover/deck-sweep.ts).
    index('deck_rankings_ranked_at_idx').on(t.rankedAt),
  ],
)

/** One row per pair, the smaller id first, so mutual likes create exactly one match. */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    userId1: userRef('user_id_1'),
    userId2: userRef('user_id_2'),
    isMatch: boolean('is_match').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('matches_ordered_pair', sql`${t.userId1} < ${t.userId2}`),
    uniqueIndex('matches_pair_unique').on(t.userId1, t.userId2),
    index('matches_user_2_idx').on(t.userId2),
  ],
)

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    content: text('content').notNull(),
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_client_id_unique').on(t.clientId),
    index('messages_from_to_id_idx').on(t.fromUserId, t.toUserId, t.id),
    index('messages_to_from_id_idx').on(t.toUserId, t.fromUserId, t.id),
  ],
)

/**
 * What the scam shield and the harassment prompts found in a message (docs/safety.md), one row
 * per message that carries a signal, written in the send's own statement. `scam_warned`: the
 * recipient sees a warning under it; the sender is never told. The rules' versions say which
 * lists made the verdict. Counted per sender for moderators (`message_signals_from_idx`).
 */
export const messageSignals = pgTable(
  'message_signals',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    scamSignals: text('scam_signals').array().$type<ScamSignal[]>().notNull(),
    scamWarned: boolean('scam_warned').notNull(),
    scamRulesVersion: integer('scam_rules_version').notNull(),
    harassmentKinds: text('harassment_kinds').array().$type<HarassmentKind[]>().notNull(),
    harassmentRulesVersion: integer('harassment_rules_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_signals_from_idx').on(t.fromUserId, t.toUserId)],
)

export type MessageSignalRow = typeof messageSignals.$inferSelect

export const userUsage = pgTable(
  'user_usage',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** The day as YYYY-MM-DD. */
    date: text('date').notNull(),
    likesUsed: integer('likes_used').notNull().default(0),
    messagesUsed: integer('messages_used').notNull().default(0),
    superLikesUsed: integer('super_likes_used').notNull().default(0),
    boostsUsed: integer('boosts_used').notNull().default(0),
    lastResetAt: timestamp('last_reset_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_usage_user_date_unique').on(t.userId, t.date)],
)

export const superLikes = pgTable(
  'super_likes',
  {
    id: serial('id').primaryKey(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('super_likes_client_id_unique').on(t.clientId),
    index('super_likes_from_created_idx').on(t.fromUserId, t.createdAt),
    index('super_likes_to_user_idx').on(t.toUserId),
  ],
)

export const boosts = pgTable(
  'boosts',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('boosts_client_id_unique').on(t.clientId),
    index('boosts_user_start_idx').on(t.userId, t.startTime),
    index('boosts_active_end_idx').on(t.isActive, t.endTime),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_id_unique').on(t.stripeSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
)

export const parishes = pgTable(
  'parishes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    priestName: text('priest_name'),
    priestEmail: text('priest_email'),
    deaconName: text('deacon_name'),
    deaconEmail: text('deacon_email'),
    website: text('website'),
    phone: text('phone'),
    /** Service times as the parish gives them ("Sunday Divine Liturgy 9:30"), free text. */
    serviceTimes: text('service_times'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('parishes_name_idx').on(t.name),
    // The map's bounding-box reads (docs/parishes.md).
    index('parishes_location_idx').on(t.latitude, t.longitude),
  ],
)

export const parishEvents = pgTable(
  'parish_events',
  {
    id: serial('id').primaryKey(),
    parishId: integer('parish_id')
      .notNull()
      .references(() => parishes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true, mode: 'date' }).notNull(),
    eventType: text('event_type'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringPattern: text('recurring_pattern'),
    /** Open to Verified members only (the plan's exclusive events access), enforced on the server. */
    verifiedOnly: boolean('verified_only').notNull().default(false),
    /**
     * 'approved' events are shown; a member's proposal is 'pending' until a moderator approves it
     * or rejects it ('rejected', with the reason in review_note).
     */
    status: text('status').notNull().default('approved'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    /** A member's proposal: the clientId of its request (offline outbox), so a replay adds nothing. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('parish_events_parish_date_idx').on(t.parishId, t.eventDate),
    uniqueIndex('parish_events_client_id_unique').on(t.clientId),
    index('parish_events_proposed_by_idx').on(t.proposedBy, t.createdAt),
    index('parish_events_upcoming_idx')
      .on(t.eventDate, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('parish_events_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('parish_events_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
)

/**
 * A member's answer to an event (#17): going or interested; no row is not going. `visible` shows
 * them on the event to others going or interested (off unless they choose it). reminded_at: the
 * day-before reminder was sent (once).
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => parishEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    visible: boolean('visible').notNull().default(false),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_rsvps_user_idx').on(t.userId),
    check('event_rsvps_status_known', sql`${t.status} in ('going', 'interested')`),
  ],
)

/**
 * A member's correction of a parish's details (#17): the changed fields wait for a moderator, who
 * applies or rejects them (with the reason), audited in moderation_actions.
 */
export const parishCorrections = pgTable(
  'parish_corrections',
  {
    id: serial('id').primaryKey(),
    parishId: integer('parish_id')
      .notNull()
      .references(() => parishes.id, { onDelete: 'cascade' }),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The fields to change and their new values (ParishCorrectionSchema). */
    changes: jsonb('changes').notNull(),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The clientId of the member's request (offline outbox), so a replay adds nothing. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parish_corrections_client_id_unique').on(t.clientId),
    index('parish_corrections_proposed_by_idx').on(t.proposedBy, t.createdAt),
    index('parish_corrections_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    check(
      'parish_corrections_status_known',
      sql`${t.status} in ('pending', 'applied', 'rejected')`,
    ),
  ],
)

/** One saved set of answers per member (the wizards save progress into the same row). */
export const orthodoxQuestionnaireResponses = pgTable(
  'orthodox_questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    believesOrthodoxChurch: text('believes_orthodox_church'),
    believesRealPresence: text('believes_real_presence'),
    believesTheotokosIntercession: text('believes_theotokos_intercession'),
    believesIconVeneration: text('believes_icon_veneration'),
    believesSynergisticSalvation: text('believes_synergistic_salvation'),
    believesRegularConfession: text('believes_regular_confession'),
    believesPerpetualVirginity: text('believes_perpetual_virginity'),
    acceptsEcumenicalCouncils: text('accepts_ecumenical_councils'),
    believesMarriageSacrament: text('believes_marriage_sacrament'),
    attendsLiturgyFrequency: text('attends_liturgy_frequency'),
    prayerFrequency: text('prayer_frequency'),
    fastingFrequency: text('fasting_frequency'),
    eucharistFrequency: text('eucharist_frequency'),
    confessionFrequency: text('confession_frequency'),
    contraceptionPosition: text('contraception_position'),
    cohabitationPosition: text('cohabitation_position'),
    ecumenicalUnionPosition: text('ecumenical_union_position'),
    childrenInMarriagePosition: text('children_in_marriage_position'),
    divorcePosition: text('divorce_position'),
    homosexualityPosition: text('homosexuality_position'),
    spiritualFatherPosition: text('spiritual_father_position'),
    modernDatingPosition: text('modern_dating_position'),
    intermarriagePosition: text('intermarriage_position'),
    relocationPosition: text('relocation_position'),
    traditionalGenderRoles: text('traditional_gender_roles'),
    raiseChildrenOrthodox: text('raise_children_orthodox'),
    spouseStayHome: text('spouse_stay_home'),
    mutualSubmission: text('mutual_submission'),
    largeFamilyDesire: text('large_family_desire'),
    isConvert: boolean('is_convert').notNull().default(false),
    bornOrthodox: boolean('born_orthodox').notNull().default(false),
    liturgicalTradition: text('liturgical_tradition'),
    languages: text('languages').array(),
    spouseMustBeOrthodox: text('spouse_must_be_orthodox'),
    spouseMustPray: text('spouse_must_pray'),
    spouseMustAttendChurch: text('spouse_must_attend_church'),
    similarBackground: text('similar_background'),
    homeschoolingPreference: text('homeschooling_preference'),
    traditionalWedding: text('traditional_wedding'),
    /**
     * The free-text 'Other' answers, keyed by question (liturgicalTradition, languages): one map,
     * since they are few, optional, never scored or searched (docs/questionnaires.md).
     */
    otherAnswers: jsonb('other_answers').$type<StoredOtherAnswers>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('questionnaire_responses_user_unique').on(t.userId)],
)

// ── messaging ──

/** How far a member has read the conversation with a partner (unread counts, the "seen" mark). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: userRef('user_id'),
    partnerId: userRef('partner_id'),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] })],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
export type SessionRow = typeof sessions.$inferSelect

// ── membership & payments ──

/** Each card-provider event id, recorded once: a repeated delivery is a no-op. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
})

/**
 * A checkout session started by a member: a Stripe Checkout session id, or a built-in test
 * checkout id (no card provider configured). Who started it and for which tier.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    tier: text('tier').notNull(),
    priceId: text('price_id').notNull(),
    /** 'stripe' or 'test'. */
    provider: text('provider').notNull(),
    /** 'open', 'complete' or 'canceled'. */
    status: text('status').notNull().default('open'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
)
export type MessageRow = typeof messages.$inferSelect

// ── safety ──

/** A member blocked another: hidden from each other everywhere, both ways (docs/safety.md). */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    uniqueIndex('blocks_blocker_blocked_unique').on(t.blockerId, t.blockedId),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
)

/**
 * A member's report of another, for the moderators; `reason` is one of REPORT_REASONS. An open
 * report outlives the reported member's account (docs/safety.md): `reported_id` becomes null and
 * `reported_name` keeps the name they had. It also outlives the reporter's account:
 * `reporter_id` becomes null.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** The member who filed it (null once their account is deleted with the report open). */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reported member's name, written when their account is deleted with the report open. */
    reportedName: text('reported_name'),
    reason: text('reason').notNull(),
    details: text('details'),
    /** 'open' until a moderator resolves it: then 'dismissed' or 'suspended' (REPORT_STATUSES). */
    status: text('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** The moderator who resolved it (null once their own account is deleted). */
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    /**
     * Who filed it: 'member' (reporter_id), or the app itself (REPORT_SOURCES): 'spam-burst' when
     * a new account was slowed, 'scam-shield' when a sender's messages warned in several
     * conversations (docs/safety.md). The app files at most one open report per member and source.
     */
    source: text('source').$type<ReportSource>().notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_details_length', sql`char_length(${t.details}) <= 1000`),
    check('reports_status_known', sql`${t.status} in ('open', 'dismissed', 'suspended')`),
    check('reports_note_length', sql`char_length(${t.resolutionNote}) <= 1000`),
    check('reports_source_known', sql`${t.source} in ('member', 'spam-burst', 'scam-shield')`),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    uniqueIndex('reports_open_app_flag_unique')
      .on(t.reportedId, t.source)
      .where(sql`${t.status} = 'open' and ${t.source} <> 'member'`),
  ],
)
export type BlockRow = typeof blocks.$inferSelect
export type ReportRow = typeof reports.$inferSelect

/**
 * The moderation audit trail (docs/safety.md): one row per dismiss, suspend or reinstate, written
 * in the action's own transaction. Who and whom become null when their account is deleted; the
 * report becomes null when it is deleted.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** The event proposal or the parish a decision was about (docs/parishes.md). */
    eventId: integer('event_id').references(() => parishEvents.id, { onDelete: 'set null' }),
    parishId: integer('parish_id').references(() => parishes.id, { onDelete: 'set null' }),
    /** One of MODERATION_ACTIONS (shared/domain/moderation.ts). */
    action: text('action').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'moderation_actions_action_known',
      sql`${t.action} in ('dismiss', 'suspend', 'reinstate', 'verify-clergy', 'reject-clergy', 'approve-photo', 'reject-photo', 'approve-event', 'reject-event', 'apply-parish-correction', 'reject-parish-correction', 'verify-letter', 'reject-letter', 'withdraw-verified', 'verify-photo', 'reject-photo-verification')`,
    ),
    check('moderation_actions_note_length', sql`char_length(${t.note}) <= 1000`),
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
  ],
)

// ── support ──

/**
 * A member's conversation with the support team (docs/support.md): one per member. `queueRank`
 * orders the moderators' queue: the tier's rank (SUPPORT_TIER_RANK) while it awaits the team,
 * 3 + that rank once answered; `since` is when the member began waiting (open) or the team's
 * last reply (answered). `memberUnread` counts the team's replies the member has not read.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: serial('id').primaryKey(),
    memberId: userRef('member_id'),
    /** One of SUPPORT_STATUSES. */
    status: text('status').notNull().default('open'),
    /** The member's tier when they last wrote. */
    tier: text('tier').notNull(),
    queueRank: integer('queue_rank').notNull(),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull(),
    memberUnread: integer('member_unread').notNull().default(0),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_threads_member_unique').on(t.memberId),
    check('support_threads_status_known', sql`${t.status} in ('open', 'answered', 'closed')`),
    index('support_threads_queue_idx')
      .on(t.queueRank, t.since, t.id)
      .where(sql`${t.status} <> 'closed'`),
  ],
)

/**
 * A message of a support thread: the member's (`fromTeam` false) or a moderator's reply;
 * `authorId` is who wrote it (null once their account is gone), the record of who answered.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromTeam: boolean('from_team').notNull(),
    body: text('body').notNull(),
    clientId: uuid('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_messages_client_id_unique').on(t.clientId),
    index('support_messages_thread_id_idx').on(t.threadId, t.id),
    check('support_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
)

// ── clergy verification ──

/**
 * The clergy reference a member's priest or deacon completed (profile-faith-parish §3, §5): one
 * current reference per member; a resubmission replaces it (docs/clergy-reference.md).
 */
export const clergyReferences = pgTable(
  'clergy_references',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    fullName: text('full_name').notNull(),
    churchName: text('church_name').notNull(),
    churchJurisdiction: text('church_jurisdiction').notNull(),
    statusWithChurch: text('status_with_church').notNull(),
    statusOther: text('status_other'),
    adheresToDoctrine: text('adheres_to_doctrine').notNull(),
    attendsLiturgy: text('attends_liturgy').notNull(),
    confessionRegularly: text('confession_regularly').notNull(),
    observesFasts: text('observes_fasts').notNull(),
    currentlyUnmarried: text('currently_unmarried').notNull(),
    clergyName: text('clergy_name').notNull(),
    clergyTitle: text('clergy_title').notNull(),
    parishName: text('parish_name').notNull(),
    signature: text('signature').notNull(),
    date: text('date').notNull(),
    /** 'submitted' until a moderator reviews it: then 'verified' or 'rejected'. */
    status: text('status').notNull().default('submitted'),
    /** 1 at the first submission, one more at each resubmission: a review names the one it read. */
    revision: integer('revision').notNull().default(1),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The reviewer's reason for a rejection (null otherwise). */
    reviewReason: text('review_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clergy_references_user_unique').on(t.userId),
    check(
      'clergy_references_status_known',
      sql`${t.status} in ('submitted', 'verified', 'rejected')`,
    ),
    check('clergy_references_reason_length', sql`char_length(${t.reviewReason}) <= 500`),
    /** The moderators' review list: awaiting review, oldest first. */
    index('clergy_references_awaiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'submitted'`),
  ],
)
export type ClergyReferenceRow = typeof clergyReferences.$inferSelect

/**
 * The review of the member's deacon letter (profile-faith-parish §1, decision 050): one row per
 * member naming the letter their profile names (users.deacon_letter_url); a new letter starts a
 * new revision awaiting review. The file itself stays in the letter store, read by moderators only.
 */
export const deaconLetters = pgTable(
  'deacon_letters',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** The letter store's reference (what users.deacon_letter_url holds). */
    reference: text('reference').notNull(),
    /** 'submitted' until a moderator reviews it: then 'verified' or 'rejected'. */
    status: text('status').notNull().default('submitted'),
    revision: integer('revision').notNull().default(1),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The reviewer's reason for a rejection or a withdrawal (null otherwise). */
    reviewReason: text('review_reason'),
    /** When this letter was named by the profile: the queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('deacon_letters_user_unique').on(t.userId),
    check('deacon_letters_status_known', sql`${t.status} in ('submitted', 'verified', 'rejected')`),
    check('deacon_letters_reason_length', sql`char_length(${t.reviewReason}) <= 500`),
    index('deacon_letters_awaiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'submitted'`),
  ],
)
export type DeaconLetterRow = typeof deaconLetters.$inferSelect

// ── photos (docs/photos.md) ──

/**
 * A member's photos, at most PHOTO_LIMIT, ordered by position (0 is the main one). `name`
 * (`<userId>-<uuid>`) names the stored files of each size; a replacement takes a new name, a new
 * revision and waits for review again. `client_id` makes an upload queued offline land once.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    clientId: uuid('client_id'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A BlurHash of the photo, painted until its file arrives. */
    placeholder: text('placeholder').notNull(),
    /** 'pending' until a moderator approves or rejects it (PHOTO_STATUSES). */
    status: text('status').$type<PhotoStatus>().notNull().default('pending'),
    /** 1 at the upload, one more at each replacement: a review names the one it looked at. */
    revision: integer('revision').notNull().default(1),
    rejectionReason: text('rejection_reason'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** When this version was uploaded (the upload or the last replacement): the queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photos_name_unique').on(t.name),
    uniqueIndex('photos_user_client_id_unique').on(t.userId, t.clientId),
    index('photos_user_position_idx').on(t.userId, t.position),
    check('photos_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('photos_position_range', sql`${t.position} between 0 and 5`),
    check('photos_reason_length', sql`char_length(${t.rejectionReason}) <= 500`),
    /** The moderators' photo queue: pending, oldest submission first. */
    index('photos_pending_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
)
export type PhotoRow = typeof photos.$inferSelect

// ── photo verification (docs/safety.md "Photo verification") ──

/**
 * A member's photo verification, one row per member: the pose the server asked, the selfie while
 * it awaits review (`selfie_name`, its file in the photo store, never served to members; deleted
 * and cleared by the decision), and the decision. `main_photo_name` is the main photo others see
 * (users.photos' first approved one) that the verification is about: kept current while it awaits
 * review (each change moves `revision`, so a moderator decides only on what they saw), and once
 * approved, a change of it puts the row in 'recheck' (api/photo-verification/badge.ts).
 * `approved_photo_name` and `approved_at` are the last approval's, shown beside a recheck.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** PHOTO_VERIFICATION_STATUSES (shared/domain/photo-verification.ts). */
    status: text('status').notNull(),
    /** One of VERIFICATION_POSES (shared/domain/verification-poses.ts), chosen by the server. */
    pose: text('pose').notNull(),
    revision: integer('revision').notNull().default(1),
    selfieName: text('selfie_name'),
    /** The clientId of the selfie's upload: sent again, it answers without storing anything. */
    clientId: uuid('client_id'),
    mainPhotoName: text('main_photo_name'),
    approvedPhotoName: text('approved_photo_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the selfie arrived, or the recheck began: the queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The moderator's reason for a rejection, which the member reads (null otherwise). */
    reviewReason: text('review_reason'),
  },
  (t) => [
    uniqueIndex('photo_verifications_user_unique').on(t.userId),
    check(
      'photo_verifications_status_known',
      sql`${t.status} in ('started', 'submitted', 'approved', 'rejected', 'recheck')`,
    ),
    // A selfie is kept only while it awaits review.
    check(
      'photo_verifications_selfie_awaiting',
      sql`${t.selfieName} is null or ${t.status} = 'submitted'`,
    ),
    check('photo_verifications_reason_length', sql`char_length(${t.reviewReason}) <= 500`),
    index('photo_verifications_awaiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} in ('submitted', 'recheck')`),
  ],
)
export type PhotoVerificationRow = typeof photoVerifications.$inferSelect

/**
 * A member asked a match to verify their photo (POST /api/matches/{userId}/ask-to-verify): one
 * row per pair and direction, its time moved by a new ask once VERIFY_ASK_INTERVAL_DAYS passed.
 */
export const photoVerificationAsks = pgTable(
  'photo_verification_asks',
  {
    askerId: userRef('asker_id'),
    askedId: userRef('asked_id'),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.askerId, t.askedId] }),
    // The asks a member received (their status lists the recent ones).
    index('photo_verification_asks_asked_idx').on(t.askedId, t.askedAt),
  ],
)

// ── web push (docs/push.md) ──

/** A device's push subscription (the browser's PushSubscription), at most PUSH_DEVICE_LIMIT a member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret (base64url) the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
)
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

/**
 * The VAPID key pair generated at the first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are
 * not configured: one row, so every API process and restart signs with the same pair.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
)

/**
 * A password reset link asked for (docs/accounts.md). The id is the SHA-256 hex of the link's
 * token; the token itself is never stored. Single use (used_at), 30 minutes of life (expires_at);
 * kept after use or expiry so a second click is told the link was used or has expired, and swept
 * a day later.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
)

/**
 * The mail queue (api/mail/, docs/accounts.md): each message rendered in its member's language,
 * delivered by the mail job (one process at a time), retried with backoff. With SMTP_URL unset the
 * message is kept here and shown at /dev/mail (the embedded default). A message sent over SMTP
 * keeps its envelope but not its body (a reset link is no longer stored once it has left).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    /** What it is: 'password-reset' | 'password-changed' (api/mail/mail-texts.ts). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    language: text('language').$type<LocaleCode>().notNull(),
    subject: text('subject').notNull(),
    /** The plain text and HTML bodies; null once sent over SMTP. */
    text: text('text'),
    html: text('html'),
    createdAt: createdAt(),
    /** When the job next tries it (now at first; later after each failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When it was sent (SMTP) or kept for /dev/mail (no SMTP_URL). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When the job gave up on it after its last attempt. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mail_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)

/**
 * The mailed links (and codes) that confirm an address (docs/accounts.md "Your email address"):
 * `verify` confirms the address of the account, `change` moves the account to `email` once it is
 * confirmed from there, `undo` puts the old address (`email`) back. The id is the SHA-256 of the
 * link's token; the 6-digit code is kept as a SHA-256 over the row's id too.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    purpose: text('purpose').$type<'verify' | 'change' | 'undo'>().notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    /** Wrong codes tried against it: the code stops working after a few (the link does not). */
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('email_confirmations_user_idx').on(t.userId, t.purpose),
    index('email_confirmations_expires_idx').on(t.expiresAt),
  ],
)

/** Bytes as PostgreSQL's bytea; read back as a Uint8Array whichever driver (PGlite, postgres.js). */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
})

/**
 * The member's passkeys (docs/accounts.md "Passkeys"): WebAuthn credentials, discoverable, for
 * this app's RP ID (the host of APP_URL). The id is the credential's id as the browser sends it
 * (base64url); the public key is its COSE key; the counter the authenticator's last signature
 * count. The name is the browser and system that created it ("Chrome on Android").
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (synced, as a phone's password manager does). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

/**
 * WebAuthn challenges waiting for their answer, keyed by the challenge itself (32 random bytes,
 * base64url; the answer's clientDataJSON names it): single use (deleted when answered), 5 minutes
 * of life, swept with the sessions. `purpose` is 'register' (a member adding a passkey: user_id
 * set) or 'sign-in' (anyone; user_id null).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
)

export type PasskeyRow = typeof passkeys.$inferSelect
