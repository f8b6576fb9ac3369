import { sql } from 'drizzle-orm'
import { NO_PASSWORD, hashPassword } from '../auth/password.ts'
import type { Database } from './connect.ts'
import { DEMO_MEMBER_ID, DEMO_PASSWORD, buildDemoData } from './demo-data.ts'
import { DEMO_MODERATOR_PASSWORD, demoModerator } from './demo/moderator.ts'
import { refreshEveryGallerySnapshot } from '../photos/gallery-snapshot.ts'
import { settleEveryBadge } from '../photo-verification/badge.ts'
import { settleEveryVerified } from '../verification/verified-status.ts'
import {
  clergyReferences,
  eventRsvps,
  likes,
  matches,
  messages,
  moderationActions,
  parishEvents,
  parishes,
  photos,
  photoVerifications,
  users,
} from './schema.ts'

export interface SeedSummary {
  users: number
  photos: number
  moderators: number
  parishes: number
  parishEvents: number
  likes: number
  matches: number
  messages: number
}

const CHUNK = 200

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK))
  }
}

/** Tables seeded with explicit ids, whose sequences must continue after the largest id. */
const SEQUENCED_TABLES = ['users', 'parishes', 'parish_events', 'likes', 'matches', 'messages']

/**
 * Inserts the deterministic demo data in one transaction, and the demo moderator after the last
 * member. Only the demo member and the moderator get a password (argon2id); every other member
 * stores NO_PASSWORD and cannot sign in.
 */
export async function seedDemo(
  db: Database,
  options: { members?: number; now?: Date } = {},
): Promise<SeedSummary> {
  const data = buildDemoData(options)
  const demoHash = await hashPassword(DEMO_PASSWORD)
  const moderator = demoModerator(data.users.length + 1, options.now ?? new Date())
  const moderatorHash = await hashPassword(DEMO_MODERATOR_PASSWORD)
  await db.transaction(async (tx) => {
    await insertInChunks(data.users, (chunk) =>
      tx.insert(users).values(
        chunk.map(({ age: _age, ...user }) => ({
          ...user,
          // Granted below from the reviews, by the badge's one writer (decision 050).
          isVerified: false,
          password: user.id === DEMO_MEMBER_ID ? demoHash : NO_PASSWORD,
        })),
      ),
    )
    await tx.insert(users).values({ ...moderator, password: moderatorHash })
    await insertInChunks(data.clergyReferences, (chunk) =>
      tx.insert(clergyReferences).values(chunk),
    )
    const verifications = data.clergyReferences.filter((r) => r.status === 'verified')
    await insertInChunks(verifications, (chunk) =>
      tx.insert(moderationActions).values(
        chunk.map((r) => ({
          moderatorId: moderator.id,
          memberId: r.userId,
          action: 'verify-clergy',
          createdAt: r.reviewedAt ?? r.createdAt,
        })),
      ),
    )
    await settleEveryVerified(tx)
    await insertInChunks(data.photos, (chunk) => tx.insert(photos).values(chunk))
    await refreshEveryGallerySnapshot(tx)
    // After the galleries: each verification is of the main photo the snapshot shows.
    await insertInChunks(data.photoVerifications, (chunk) =>
      tx
        .insert(photoVerifications)
        .values(chunk.map((row) => ({ ...row, reviewedById: moderator.id }))),
    )
    await insertInChunks(data.photoVerifications, (chunk) =>
      tx.insert(moderationActions).values(
        chunk.map((row) => ({
          moderatorId: moderator.id,
          memberId: row.userId,
          action: 'verify-photo',
          createdAt: row.reviewedAt,
        })),
      ),
    )
    await settleEveryBadge(tx)
    await insertInChunks(data.parishes, (chunk) => tx.insert(parishes).values(chunk))
    await insertInChunks(data.parishEvents, (chunk) => tx.insert(parishEvents).values(chunk))
    await insertInChunks(data.eventRsvps, (chunk) => tx.insert(eventRsvps).values(chunk))
    await insertInChunks(data.likes, (chunk) => tx.insert(likes).values(chunk))
    await insertInChunks(data.matches, (chunk) =>
      tx.insert(matches).values(chunk.map((match) => ({ ...match, isMatch: true }))),
    )
    await insertInChunks(data.messages, (chunk) => tx.insert(messages).values(chunk))
    for (const table of SEQUENCED_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      )
    }
  })
  return {
    users: data.users.length,
    photos: data.photos.length,
    moderators: 1,
    parishes: data.parishes.length,
    parishEvents: data.parishEvents.length,
    likes: data.likes.length,
    matches: data.matches.length,
    messages: data.messages.length,
  }
}

/** True when the database holds no member yet (the server seeds only then). */
export async function hasNoMembers(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1)
  return row === undefined
}
