import { laterPart } from './later-part.ts'

/**
 * The detail view's theological match, fetched with its own messages (a later part of the
 * catalog, decision 049) apart from the dialog's code (later-part.ts).
 */
const theologicalMatch = laterPart(() =>
  Promise.all([
    import('./TheologicalMatch.tsx'),
    import('../../i18n/theological-match-part.ts').then((part) =>
      part.loadTheologicalMatchMessages(),
    ),
  ]).then(([module]) => module),
)

export const preloadTheologicalMatch = theologicalMatch.preload
/** The theological match's components once fetched, else null. */
export const useTheologicalMatch = theologicalMatch.use
