import { takeAnsweredMember } from './answered-member.ts'
import { onSynced } from './outbox-handlers.ts'

/**
 * Home city and travel location through the outbox (decision 037): their kinds, and what the
 * device keeps once the server answers. No React, no DOM and no city list here, and nothing more
 * than that: imported by the page and the service worker (through outbox-answers.ts) on every
 * screen; location.ts makes and shows the changes.
 */
export const HOME_CITY_KIND = 'home-city'
export const TRAVEL_KIND = 'travel'

// The server answers the member's record (new location, travel place, profileEditVersion).
onSynced(HOME_CITY_KIND, takeAnsweredMember)
onSynced(TRAVEL_KIND, takeAnsweredMember)
