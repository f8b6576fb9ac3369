import { loadMessagePart } from './activate-language.ts'

/**
 * The messages of what Discover shows only when asked (the filters sheet, the list, the match
 * overlay, the sparse-region notice) in every language: a later part of the catalog (LATER_PARTS
 * of build/catalog-parts.ts), fetched with their code, so the first card waits for none of them.
 */
const catalogs = import.meta.glob<{ messages: Record<string, string> }>(
  '../locales/*/messages.po',
  {
    query: { part: 'discover-later' },
  },
)

export const loadDiscoverLaterMessages = () => loadMessagePart('discover-later', catalogs)
