import * as z from '#shared/schemas/zod.ts'

/**
 * The discover deck for one filter set, as the server ordered it: the candidate ids fetched so
 * far (their profiles are in `profiles`) and the cursor of the next page. Kept so the deck
 * still works with no network; the member's own decisions hide the cards already decided.
 */
export const DeckRowSchema = z.object({
  /** The filter query string ('' for no filters). */
  filterKey: z.string(),
  ids: z.catch(z.array(z.int()), []),
  nextCursor: z.catch(z.nullable(z.string()), null),
  /** Members within the member's distance, when fewer than a page (the sparse-region notice). */
  within: z.catch(z.nullable(z.object({ miles: z.number(), count: z.number() })), null),
  /** The cards shown from beyond the member's distance (marked on the card). */
  beyond: z.catch(z.array(z.int()), []),
  fetchedAt: z._default(z.number(), 0),
})
export type DeckRow = z.infer<typeof DeckRowSchema>
