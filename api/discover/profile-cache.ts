import { eq, inArray } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { CompatibilityProfile } from '#shared/domain/compatibility.ts'
import type { FitPreferences } from '#shared/domain/deck-rank.ts'
import type { Database } from '../db/connect.ts'
import { orthodoxQuestionnaireResponses, users } from '../db/schema.ts'
import { PROFILE_SOURCE_COLUMNS, type ProfileSourceRow } from '../users/profile-columns.ts'
import { publicProfileJsonBody } from '../users/profile-shapes.ts'
import { ANSWER_COLUMNS, compatibilityProfileOf } from './scoring.ts'

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
  hits = 0
  misses = 0

  constructor(maxEntries = 20_000) {
    this.#entries = new LRUCache({ max: maxEntries })
  }

  /** The profiles of these members at (at least) the asked versions, by id; unknown ids absent. */
  async resolve(db: Pick<Database, 'select'>, refs: readonly ProfileRef[]) {
    const found = new Map<number, CachedProfile>()
    const missing: number[] = []
    for (const { id, version } of refs) {
      const entry = this.#entries.get(id)
      if (entry && entry.version >= version) found.set(id, entry)
      else if (!found.has(id)) missing.push(id)
    }
    this.hits += refs.length - missing.length
    this.misses += missing.length
    if (missing.length === 0) return found
    for (const entry of await loadProfiles(db, missing)) {
      this.#entries.set(entry.row.id, entry)
      found.set(entry.row.id, entry)
    }
    return found
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
