import { useLiveQuery } from 'dexie-react-hooks'
import { cityById, travelPlaceOf, type City } from '#shared/domain/cities.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { runAction } from './actions.ts'
import { HOME_CITY_KIND, TRAVEL_KIND } from './location-outbox.ts'
import { waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * The member's home city and travel location on the device (decision 037): changed through the
 * outbox, so offline too, and shown at once. This module holds the city list: only the screens
 * that show or pick a city import it (never a first screen).
 */

const homeCityPath = (memberId: number) => `/api/users/${memberId}/home-city`
const travelPath = (memberId: number) => `/api/users/${memberId}/travel`

/** The member's home city or travel changes not yet sent, oldest first. */
export const waitingLocationRows = (
  memberId: number,
  kind: typeof HOME_CITY_KIND | typeof TRAVEL_KIND,
): Promise<OutboxRow[]> => waitingRowsOfKind(memberId, kind)

/** Where the member lives: a city of the list. Lands once the device is online. */
export async function setHomeCity(memberId: number, city: City): Promise<void> {
  await runAction({
    kind: HOME_CITY_KIND,
    method: 'PUT',
    path: homeCityPath(memberId),
    body: { cityId: city.id },
  })
}

/** A paid member's travel location, or null to be measured from home again. */
export async function setTravel(memberId: number, city: City | null): Promise<void> {
  await runAction({
    kind: TRAVEL_KIND,
    method: 'PUT',
    path: travelPath(memberId),
    body: { cityId: city?.id ?? null },
  })
}

/** The member's places as shown: a change still waiting to be sent wins over their record. */
export interface ShownLocation {
  /** users.location: a city's name, or the free text of an older profile; null: not set. */
  location: string | null
  country: string | null
  /** 'Athens, Greece' while travelling; null at home. */
  travelPlace: string | null
  /** A change of either is still waiting to reach the server. */
  waiting: boolean
}

/** The city a waiting row names: undefined when the row is not one this device made. */
function cityOf(row: OutboxRow | undefined): City | null | undefined {
  if (!row) return undefined
  const id = row.body.cityId
  if (id === null) return null
  return typeof id === 'string' ? cityById(id) : undefined
}

export function shownLocation(
  member: CurrentUser,
  waitingHome: readonly OutboxRow[],
  waitingTravel: readonly OutboxRow[],
): ShownLocation {
  const home = cityOf(waitingHome.at(-1))
  const travel = cityOf(waitingTravel.at(-1))
  return {
    location: home ? home.name : member.location,
    country: home ? home.country : member.country,
    travelPlace: travel === undefined ? member.travelPlace : travel && travelPlaceOf(travel),
    waiting: waitingHome.length + waitingTravel.length > 0,
  }
}

/** The member's home and travel places as this device knows them. Live; undefined while read. */
export function useShownLocation(member: CurrentUser): ShownLocation | undefined {
  const waiting = useLiveQuery(
    () =>
      Promise.all([
        waitingLocationRows(member.id, HOME_CITY_KIND),
        waitingLocationRows(member.id, TRAVEL_KIND),
      ]),
    [member.id],
  )
  return waiting && shownLocation(member, waiting[0], waiting[1])
}
