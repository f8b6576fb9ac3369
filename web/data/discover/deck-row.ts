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
  fetchedAt: z._default(z.number(), 0),
})
export type DeckRow = z.infer<typeof DeckRowSchema>
