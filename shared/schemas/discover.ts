import * as z from './zod.ts'
import { PublicProfileSchema } from './user.ts'

/** Members per discover page. */
export const DISCOVER_PAGE_SIZE = 50

/**
 * An upcoming event the member chose to be seen at, which the viewer is going to or interested in
 * too (the deck card's "Going to the same event"): the soonest such, by the rules of who is going.
 */
export const SameEventSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
})
export type SameEvent = z.infer<typeof SameEventSchema>

/**
 * A member on a deck page: beyondDistance marks members shown past the viewer's distance;
 * sameEvent, an event both are going to (SameEventSchema).
 */
export const DeckProfileSchema = z.extend(PublicProfileSchema, {
  beyondDistance: z.optional(z.literal(true)),
  sameEvent: z.optional(SameEventSchema),
})
export type DeckProfile = z.infer<typeof DeckProfileSchema>

/**
 * GET /api/users answer: one page of the deck, ranked (boosted members first, then by relevance,
 * docs/discover-and-likes.md). Pass `nextCursor` back as `?cursor=` for the next page; null when
 * the deck is exhausted. With minCompatibility a page may hold fewer than DISCOVER_PAGE_SIZE
 * members (even none) while nextCursor is not null: keep asking until it is null. `within` is
 * there when fewer than a page of members are within the member's distance (a sparse region):
 * the app offers to widen it.
 */
export const DiscoverPageSchema = z.object({
  items: z.array(DeckProfileSchema),
  nextCursor: z.nullable(z.string()),
  within: z.optional(z.object({ miles: z.number(), count: z.number() })),
})
export type DiscoverPage = z.infer<typeof DiscoverPageSchema>
