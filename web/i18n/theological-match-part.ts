import { loadMessagePart } from './activate-language.ts'

/**
 * The messages of the detail view's theological match in every language: a later part of the
 * catalog (LATER_PARTS of build/catalog-parts.ts), imported with that view, so Discover's first
 * screen does not carry them (decision 049).
 */
const catalogs = import.meta.glob<{ messages: Record<string, string> }>(
  '../locales/*/messages.po',
  {
    query: { part: 'theological-match' },
  },
)

export const loadTheologicalMatchMessages = () => loadMessagePart('theological-match', catalogs)
