import { eq } from 'drizzle-orm'
import { Hono, type TypedResponse } from 'hono'
import * as z from 'zod'
import {
  FILTER_REFUSED_CODES,
  FILTER_REFUSED_MESSAGES,
  filterAccessRefusal,
} from '#shared/domain/filter-access.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { DiscoverPage } from '#shared/schemas/discover.ts'
import { DiscoverFiltersQuerySchema } from '#shared/schemas/filters.ts'
import { UpdateUserRequestSchema, hasReligiousPreferences } from '#shared/schemas/preferences.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { users } from '../db/schema.ts'
import { decodeCursor } from '../discover/cursor.ts'
import { discoverPage, feedPageBody } from '../discover/feed.ts'
import { publicProfilesFor } from '../discover/scoring.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { matchesOf } from '../likes/match-list.ts'
import { requireReligiousConsent } from '../privacy/consent.ts'
import { hasBlocked } from '../safety/blocks.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'
import { refuse } from '../http/refusal.ts'

const UserIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Must be a positive whole number' })
    .int('Must be a positive whole number')
    .positive('Must be a positive whole number')
    .max(2_147_483_647, 'Must be a positive whole number'),
})

export function userRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      /** The discover deck: DiscoverPageSchema (shared/schemas/discover.ts). */
      .get('/', validate('query', DiscoverFiltersQuerySchema), async (c) => {
        const filters = c.req.valid('query')
        const viewer = c.var.member
        const refusal = filterAccessRefusal(filters, viewer.membershipTier as MembershipTier)
        if (refusal)
          return refuse(c, 403, FILTER_REFUSED_CODES[refusal], FILTER_REFUSED_MESSAGES[refusal])
        const position = decodeCursor(filters.cursor)
        const page = await discoverPage(deps.db, {
          viewer,
          filters,
          position,
          now: deps.clock(),
          profiles: deps.profiles,
        })
        // Built from profiles serialized and encoded once (api/discover/profile-cache.ts); typed as the schema.
        return c.body(feedPageBody(page), 200, {
          'content-type': 'application/json',
        }) as unknown as TypedResponse<DiscoverPage, 200, 'json'>
      })
      .get('/:id/matches', validate('param', UserIdPathSchema), async (c) => {
        const { id } = c.req.valid('param')
        refuseOtherMember(c, id)
        return c.json(await matchesOf(deps.db, c.var.member), 200)
      })
      .get('/:id', validate('param', UserIdPathSchema), async (c) => {
        const { id } = c.req.valid('param')
        const [row] = await deps.db.select().from(users).where(eq(users.id, id))
        if (!row) return refuse(c, 404, 'not_found', 'Profile not found')
        // A member who blocked the viewer, or a suspended member, is, to the viewer, not there.
        const suspended = row.suspendedAt !== null && row.id !== c.var.member.id
        if (suspended || (await hasBlocked(deps.db, row.id, c.var.member.id))) {
          return refuse(c, 404, 'not_found', 'Profile not found')
        }
        const [profile] = await publicProfilesFor(deps.db, c.var.member, [row])
        return c.json(profile!, 200)
      })
      /**
       * The member's own ideal-match preferences (the wizard's Save Progress and Save Preferences,
       * profile-faith-parish §7) and privacy switches. Answers the current user (CurrentUserSchema).
       */
      .patch(
        '/:id',
        validate('param', UserIdPathSchema),
        validate('json', UpdateUserRequestSchema),
        async (c) => {
          const { id } = c.req.valid('param')
          refuseOtherMember(c, id)
          const { matchPreferences, showMe, showDistance } = c.req.valid('json')
          if (matchPreferences && hasReligiousPreferences(matchPreferences)) {
            requireReligiousConsent(c.var.member)
          }
          // The users trigger moves profile_version on, so cached deck profiles and scores refresh.
          // The wizard's age range is the member's discovery age range (decision 035).
          const ageRange = matchPreferences?.ageRange
          const [row] = await deps.db
            .update(users)
            .set({
              matchPreferences,
              showMe,
              showDistance,
              ...(ageRange && { minAge: ageRange[0], maxAge: ageRange[1] }),
            })
            .where(eq(users.id, id))
            .returning()
          return c.json(toCurrentUser(row!), 200)
        },
      )
  )
}
