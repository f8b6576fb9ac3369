import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { cityOfLocation } from '#shared/domain/cities.ts'
import { coarsen } from '#shared/domain/distance.ts'
import { RELIGIOUS_PROFILE_FIELDS } from '#shared/schemas/privacy.ts'
import {
  PROFILE_CONFLICT_MESSAGE,
  PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE,
  ProfileSubmitSchema,
} from '#shared/schemas/profile.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { requireReligiousConsent } from '../privacy/consent.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'
import { submitDeaconLetter } from '../verification/letter-review.ts'
import { refuse } from '../http/refusal.ts'

/**
 * The coordinates that go with the location the builder wrote (decision 037): a city of the list
 * gives its own; any other place none, since nothing else is known of it; the same place keeps
 * what the member has (set from the list, or by the demo seed).
 */
function coordinatesFor(
  me: Pick<UserRow, 'location' | 'country'>,
  profile: { location: string; country: string },
): Pick<UserRow, 'latitude' | 'longitude'> | Record<string, never> {
  const city = cityOfLocation(profile.location, profile.country)
  if (city) return { latitude: coarsen(city.latitude), longitude: coarsen(city.longitude) }
  const moved = profile.location !== me.location || profile.country !== me.country
  return moved ? { latitude: null, longitude: null } : {}
}

/** The builder's last step: the profile is complete. */
const COMPLETED_STEP = 5

/**
 * After the profile names another letter (or none), the one it named before is deleted: a letter
 * is kept only while the member's profile refers to it. The profile is already saved, so a file
 * that cannot be deleted is logged and left, not an error for the member.
 */
async function deleteReplacedLetter(
  deps: RouteDeps,
  before: Pick<UserRow, 'id' | 'deaconLetterUrl'>,
  after: string | null,
) {
  if (!before.deaconLetterUrl || before.deaconLetterUrl === after) return
  await deps.letters.delete(before.id, before.deaconLetterUrl).catch((error: unknown) => {
    console.error(`Could not delete the replaced deacon letter of member ${before.id}:`, error)
  })
}

export function profileRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      /**
       * The signed-in member completes their own profile (profile-faith-parish §7). The spec's client
       * placeholders (username, email, password, gender, age range) are dropped by the schema: the
       * account keeps its own.
       *
       * Conditional (docs/decisions/009): applied only while the member's profile_version still is
       * the body's baseVersion, checked and written in one UPDATE; otherwise 409 and nothing
       * changes, so a submit queued offline never overwrites an edit made meanwhile elsewhere.
       * The applied submit's clientId is kept on the row: its replay (an outbox retry after a lost
       * reply) answers the member again instead of 409.
       */
      .post('/', validate('json', ProfileSubmitSchema), async (c) => {
        const { baseVersion, clientId, ...profile } = c.req.valid('json')
        const me = c.var.member
        // A replay of the submit already applied answers the member, whatever changed since.
        if (clientId && me.profileSubmitClientId === clientId) return c.json(toCurrentUser(me), 200)
        // Denomination, jurisdiction, attendance and spiritual father are religious data.
        if (RELIGIOUS_PROFILE_FIELDS.some((field) => profile[field])) {
          requireReligiousConsent(me)
        }
        const letter = profile.deaconLetterUrl
        // Only a letter this member uploaded and the store still keeps: an unsaved upload is
        // swept after a day (api/uploads/letter-sweep.ts), so a submit queued longer is refused.
        if (letter && letter !== me.deaconLetterUrl) {
          const kept = await deps.letters.has(me.id, letter).catch((error: unknown) => {
            console.error(`Could not look up the deacon letter of member ${me.id}:`, error)
            return undefined
          })
          if (kept === undefined) {
            return refuse(c, 503, 'service_unavailable', PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE)
          }
          if (!kept) {
            return refuse(c, 400, 'validation_failed', 'deaconLetterUrl: Upload the letter first')
          }
        }
        const row = await deps.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({
              ...profile,
              ...coordinatesFor(me, profile),
              cupSize: profile.cupSize ?? null,
              // The vitals are optional: one left out is cleared, as the builder left it empty.
              maritalStatus: profile.maritalStatus ?? null,
              hasChildren: profile.hasChildren ?? null,
              wantsChildren: profile.wantsChildren ?? null,
              smoking: profile.smoking ?? null,
              drinking: profile.drinking ?? null,
              profileCompletionStep: COMPLETED_STEP,
              profileSubmitClientId: clientId ?? null,
            })
            .where(and(eq(users.id, me.id), eq(users.profileEditVersion, baseVersion)))
            .returning()
          // A new letter (or none) waits for a moderator's review, in the same transaction
          // (decision 050); the member's record is read again with its letter status.
          if (!updated || updated.deaconLetterUrl === me.deaconLetterUrl) return updated
          await submitDeaconLetter(tx, me.id, updated.deaconLetterUrl, deps.clock())
          const [settled] = await tx.select().from(users).where(eq(users.id, me.id))
          return settled
        })
        if (!row) {
          // A replay that raced its first attempt finds the version moved on by that attempt.
          const [now] = await deps.db.select().from(users).where(eq(users.id, me.id))
          if (clientId && now?.profileSubmitClientId === clientId)
            return c.json(toCurrentUser(now), 200)
          return refuse(c, 409, 'edit_conflict', PROFILE_CONFLICT_MESSAGE)
        }
        await deleteReplacedLetter(deps, me, row.deaconLetterUrl)
        return c.json(toCurrentUser(row), 200)
      })
  )
}
