import type { ComponentType } from 'react'
import { pathPage } from '../../components/path-page/path-page.tsx'
import { DiscoveryPreferencesScreen } from '../discovery/DiscoveryPreferencesScreen.tsx'
import { FirstRunScreen } from '../first-run/FirstRunScreen.tsx'
import { IdealMatchPreferencesScreen } from '../preferences/IdealMatchPreferencesScreen.tsx'
import { ProfileBuilderScreen } from './ProfileBuilderScreen.tsx'

/**
 * The screens that build a member's profile and say whom they seek, by path: the first run
 * (docs/first-run.md, whose last steps share the discovery preferences' cards), the builder, the
 * discovery preferences and the ideal-match wizard. One chunk with one entry in the start-up script's route table (web/app/routes.tsx),
 * whose every entry every first screen downloads: a route of its own for the first run cost
 * Discover's first screen 0.24 KB, past its budget (decisions 055, 057).
 */
export const PROFILE_BUILD_PAGES: Readonly<Record<string, ComponentType>> = {
  '/welcome': FirstRunScreen,
  '/profile-builder': ProfileBuilderScreen,
  '/discovery-preferences': DiscoveryPreferencesScreen,
  '/ideal-match-preferences': IdealMatchPreferencesScreen,
}

/** The building screen of the current path. */
export const ProfileBuildPage = pathPage(PROFILE_BUILD_PAGES)
