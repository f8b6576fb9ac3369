import { cityById, citiesOf, type City } from '#shared/domain/cities.ts'
import type { Country } from '#shared/domain/vocabularies.ts'

/**
 * The cities the demo seed places members in: the first ones of each country of the shared city
 * list (shared/domain/cities.ts), which members pick from too. The counts keep the seed the
 * same as before the list grew (faker draws from these arrays); the first US city is where the
 * demo member lives.
 */
const DEMO_CITY_COUNTS = {
  Greece: 7,
  Russia: 7,
  Serbia: 6,
  Romania: 7,
  Bulgaria: 6,
  Ukraine: 7,
  'United States': 12,
} as const satisfies Record<Country, number>

const demoCitiesOf = (country: Country) => citiesOf(country).slice(0, DEMO_CITY_COUNTS[country])

export const DEMO_CITIES: Record<Country, readonly City[]> = {
  Greece: demoCitiesOf('Greece'),
  Russia: demoCitiesOf('Russia'),
  Serbia: demoCitiesOf('Serbia'),
  Romania: demoCitiesOf('Romania'),
  Bulgaria: demoCitiesOf('Bulgaria'),
  Ukraine: demoCitiesOf('Ukraine'),
  'United States': demoCitiesOf('United States'),
}

/** Where the demo member lives. */
export const DEMO_MEMBER_CITY: City = cityById('us-chicago')!
