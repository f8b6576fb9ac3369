import * as z from './zod.ts'
import { PublicProfileSchema } from './user.ts'

/** Members per discover page. */
export const DISCOVER_PAGE_SIZE = 50

/** A member on a deck page: beyondDistance marks members shown past the viewer's distance. */
export const DeckProfileSchema = z.extend(PublicProfileSchema, {
  beyondDistance: z.optional(z.literal(true)),
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
