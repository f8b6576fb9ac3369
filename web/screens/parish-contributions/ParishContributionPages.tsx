import type { ComponentType } from 'react'
import { pathPage } from '../../components/path-page/path-page.tsx'
import { ProposeEventScreen } from './ProposeEventScreen.tsx'
import { SuggestCorrectionScreen } from './SuggestCorrectionScreen.tsx'

/**
 * A member's contributions to the parish directory, by path: one chunk with one entry in the
 * start-up script's route table (web/app/routes.tsx), whose every entry every first screen
 * downloads (decision 057).
 */
export const PARISH_CONTRIBUTION_PAGES: Readonly<Record<string, ComponentType>> = {
  '/parishes/propose-event': ProposeEventScreen,
  '/parishes/suggest-correction': SuggestCorrectionScreen,
}

/** The contribution page of the current path. */
export const ParishContributionPage = pathPage(PARISH_CONTRIBUTION_PAGES)
