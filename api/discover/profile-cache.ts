import { eq, inArray } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { CompatibilityProfile } from '#shared/domain/compatibility.ts'
import type { FitPreferences } from '#shared/domain/deck-rank.ts'
import type { Database } from '../db/connect.ts'
import { orthodoxQuestionnaireResponses, users } from '../db/schema.ts'
import { PROFILE_SOURCE_COLUMNS, type ProfileSourceRow } from '../users/profile-columns.ts'
import { publicProfileJsonBody } from '../users/profile-shapes.ts'
import { ANSWER_COLUMNS, compatibilityProfileOf } from './scoring.ts'

/** How long a cached profile serves: its age is at most this late after a birthday. */
const AGE_REFRESH_MS = 60 * 60 * 1000

/** One member as lists of other members read them: the public columns and what scoring reads. */
export interface CachedProfile {
  version: number
  row: ProfileSourceRow
  compatibility: CompatibilityProfile
  /** The member's own discovery preferences: the two-way fit of the deck's ranking reads them. */
  seeking: FitPreferences
  /** publicProfileJsonBody(row): the viewer-independent public fields, serialized once. */
  json: Buffer
}

/** A member a list needs, at the profile version the list's own statement read. */
export interface ProfileRef {
  id: number
  version: number
}

/**
 * Members' public columns and compatibility inputs, kept in this process by id. An entry is used
 * only at the exact `profile_version` the caller's statement just read (a trigger moves it on
 * every change of the member's row or answers, migration 0004), so no process ever serves a stale
 * profile and nothing needs invalidating across API processes. The discover deck's statement then
 * reads narrow rows (phase, id, version) and profiles come from here; the ones missing or older
 * are loaded in one statement. Deck order (boosted, then newest) is much the same for every
 * viewer, so the members on early pages are shared by many decks.
 */
export class ProfileCache {
  readonly #entries: LRUCache<number, CachedProfile>
  /**
   * Loads under way, by member: a request that needs a member another request is loading waits
   * for that load instead of reading the member again. After a restart, the first decks of many
   * members ask for the same most active members at once (the bench's cold start: 32 decks of the
   * same 250 members).
   */
  readonly #loading = new Map<number, Promise<CachedProfile | undefined>>()
  hits = 0
  misses = 0

  constructor(maxEntries = 20_000) {
    // An entry lives an hour at most: the age in its public JSON is computed from the date of
    // birth (shared/domain/age.ts) and moves on a birthday, which moves no profile_version.
    this.#entries = new LRUCache({ max: maxEntries, ttl: AGE_REFRESH_MS })
  }

  /** The profiles of these members at (at least) the asked versions, by id; unknown ids absent. */
  async resolve(db: Pick<Database, 'select'>, refs: readonly ProfileRef[]) {
    const found = new Map<number, CachedProfile>()
    const missing = new Set<number>()
    const waiting: { ref: ProfileRef; load: Promise<CachedProfile | undefined> }[] = []
    for (const ref of refs) {
      if (found.has(ref.id) || missing.has(ref.id)) continue
      const entry = this.#entries.get(ref.id)
      const load = this.#loading.get(ref.id)
      if (entry && entry.version >= ref.version) found.set(ref.id, entry)
      else if (load) waiting.push({ ref, load })
      else missing.add(ref.id)
    }
    this.hits += found.size
    this.misses += missing.size + waiting.length
    const [loaded, shared] = await Promise.all([
      this.#load(db, [...missing]),
      Promise.all(waiting.map(({ load }) => load)),
    ])
    // A load begun before this request's statement read the member may hold an older version:
    // those are read again.
    const again: number[] = []
    waiting.forEach(({ ref }, i) => {
      const entry = shared[i]
      if (entry && entry.version >= ref.version) found.set(ref.id, entry)
      else again.push(ref.id)
    })
    for (const entry of [...loaded, ...(await this.#load(db, again))])
      found.set(entry.row.id, entry)
    return found
  }

  /** Reads these members, kept in the cache and shared with requests that need them meanwhile. */
  async #load(db: Pick<Database, 'select'>, ids: number[]): Promise<CachedProfile[]> {
    if (ids.length === 0) return []
    const load = loadProfiles(db, ids)
    const byId = load.then(
      (entries) => new Map(entries.map((entry) => [entry.row.id, entry])),
      () => new Map<number, CachedProfile>(),
    )
    const shared = new Map(ids.map((id) => [id, byId.then((entries) => entries.get(id))]))
    for (const [id, entry] of shared) this.#loading.set(id, entry)
    try {
      const entries = await load
      for (const entry of entries) this.#entries.set(entry.row.id, entry)
      return entries
    } finally {
      for (const [id, entry] of shared)
        if (this.#loading.get(id) === entry) this.#loading.delete(id)
    }
  }

  get size() {
    return this.#entries.size
  }
}

/** Members' public columns, answers and versions, read fresh. */
async function loadProfiles(db: Pick<Database, 'select'>, ids: number[]): Promise<CachedProfile[]> {
  const rows = await db
    .select({
      version: users.profileVersion,
      row: PROFILE_SOURCE_COLUMNS,
      seeking: {
        lookingFor: users.lookingFor,
        minAge: users.minAge,
        maxAge: users.maxAge,
        maxDistance: users.maxDistance,
        seekingDenominations: users.seekingDenominations,
      },
      // drizzle nulls a left-joined object by its FIRST column: user_id is null only when absent.
      answers: { userId: orthodoxQuestionnaireResponses.userId, ...ANSWER_COLUMNS },
    })
    .from(users)
    .leftJoin(orthodoxQuestionnaireResponses, eq(orthodoxQuestionnaireResponses.userId, users.id))
    .where(inArray(users.id, ids))
  return rows.map(({ version, row, seeking, answers }) => ({
    version,
    row,
    seeking,
    compatibility: compatibilityProfileOf(row, answers),
    json: publicProfileJsonBody(row),
  }))
}
