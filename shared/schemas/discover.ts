import * as z from './zod.ts'
import { PublicProfileSchema } from './user.ts'

/** Members per discover page. */
export const DISCOVER_PAGE_SIZE = 50

/**
 * GET /api/users answer: one page of the deck, boosted members first, then newest first.
 * Pass `nextCursor` back as `?cursor=` for the next page; null when the deck is exhausted. With
 * minCompatibility a page may hold fewer than DISCOVER_PAGE_SIZE members (even none) while
 * nextCursor is not null: keep asking until it is null.
 */
export const DiscoverPageSchema = z.object({
  items: z.array(PublicProfileSchema),
  nextCursor: z.nullable(z.string()),
})
export type DiscoverPage = z.infer<typeof DiscoverPageSchema>
