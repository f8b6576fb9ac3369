import { loadMessagePart } from './activate-language.ts'

/**
 * The messages of the vitals in the detail view and Advanced Filters in every language: a later
 * part of the catalog (LATER_PARTS of build/catalog-parts.ts), imported with them, so Discover's
 * first screen does not carry them (as decision 049 does for the theological match).
 */
const catalogs = import.meta.glob<{ messages: Record<string, string> }>(
  '../locales/*/messages.po',
  {
    query: { part: 'vitals' },
  },
)

export const loadVitalsMessages = () => loadMessagePart('vitals', catalogs)
