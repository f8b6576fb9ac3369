import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { RELIGIOUS_PROFILE_FIELDS } from '#shared/schemas/privacy.ts'
import { ProfileSchema } from '#shared/schemas/profile.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { requireReligiousConsent } from '../privacy/consent.ts'
import { isLetterOf } from '../uploads/letter-store.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'

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
       * placeholders (username, email, password, gender, age range) are dropped by ProfileSchema: the
       * account keeps its own.
       *
       * Idempotent by nature, so the offline outbox may replay it (docs/decisions/009): it sets the
       * member's profile fields to the values sent and the step to 5, the same row and answer every
       * time; the body's clientId is dropped by ProfileSchema and not stored.
       */
      .post('/', validate('json', ProfileSchema), async (c) => {
        const profile = c.req.valid('json')
        // Denomination, jurisdiction, attendance and spiritual father are religious data.
        if (RELIGIOUS_PROFILE_FIELDS.some((field) => profile[field])) {
          requireReligiousConsent(c.var.member)
        }
        const letter = profile.deaconLetterUrl
        if (
          letter &&
          letter !== c.var.member.deaconLetterUrl &&
          !isLetterOf(c.var.member.id, letter)
        ) {
          return c.json({ message: 'deaconLetterUrl: Upload the letter first' }, 400)
        }
        const [row] = await deps.db
          .update(users)
          .set({
            ...profile,
            cupSize: profile.cupSize ?? null,
            profileCompletionStep: COMPLETED_STEP,
          })
          .where(eq(users.id, c.var.member.id))
          .returning()
        await deleteReplacedLetter(deps, c.var.member, row!.deaconLetterUrl)
        return c.json(toCurrentUser(row!), 200)
      })
  )
}
