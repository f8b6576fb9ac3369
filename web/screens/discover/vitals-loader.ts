import { laterPart } from './later-part.ts'

/**
 * The vitals of the detail view and the filters sheet (issue #33 part 3), fetched with their own
 * messages (a later part of the catalog) apart from the dialog's and the sheet's code, as the
 * theological match is (later-part.ts, decision 049).
 */
const vitals = laterPart(() =>
  Promise.all([
    import('./Vitals.tsx'),
    import('../../i18n/vitals-part.ts').then((part) => part.loadVitalsMessages()),
  ]).then(([module]) => module),
)

export const preloadVitals = vitals.preload
/** The vitals' components once fetched, else null. */
export const useVitals = vitals.use
