import type { Faker } from '@faker-js/faker'
import { citiesOf, type City } from '#shared/domain/cities.ts'
import { COUNTRIES, type Country } from '#shared/domain/vocabularies.ts'
import { NAME_BOOKS, surnameFor } from './names.ts'
import { PRIEST_NAMES } from './distributions.ts'
import type { ParishListing } from './parishes.ts'
import { PARISH_COUNTRIES, US_STATE_CODES, type ParishCountry } from './parish-places.ts'

/** A generated parish before it gets its id (clergy e-mail and web site are derived later). */
export interface GeneratedParish extends Omit<ParishListing, 'jurisdiction'> {
  jurisdiction: string
  country: Country
  city: City
  serviceTimes: string
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/** Larger cities (first in the list) get more parishes: the index of u² over the list. */
function cityFor(faker: Faker, cities: readonly City[]): City {
  const u = faker.number.float({ min: 0, max: 1 })
  return cities[Math.min(cities.length - 1, Math.floor(u * u * cities.length))]!
}

function digits(faker: Faker, count: number): string {
  return faker.string.numeric({ length: count, allowLeadingZeros: count > 4 })
}

/** Whose names a US parish's clergy carry, by its jurisdiction (the others: ANGLO_SURNAMES). */
const US_NAME_BOOKS: Record<string, keyof typeof NAME_BOOKS> = {
  GOARCH: 'Greece',
  ROCOR: 'Russia',
  Serbian: 'Serbia',
  Romanian: 'Romania',
  Bulgarian: 'Bulgaria',
}
const US_SURNAMES: Record<string, readonly string[]> = {
  OCA: ['Sokol', 'Harrison', 'Bell', 'Mitchell', 'Kovalchik', 'Webster', 'Hatrak', 'Dunlop'],
  Antiochian: ['Haddad', 'Khoury', 'Nassar', 'Saliba', 'Mansour', 'Hanna', 'Abboud', 'Shadid'],
}

function clergyName(faker: Faker, place: ParishCountry, jurisdiction: string): string {
  const bookName = place.nameBook === 'faker' ? US_NAME_BOOKS[jurisdiction] : place.nameBook
  if (bookName === undefined) {
    const surnames = US_SURNAMES[jurisdiction] ?? US_SURNAMES.OCA!
    return `${faker.helpers.arrayElement(PRIEST_NAMES)} ${faker.helpers.arrayElement(surnames)}`
  }
  const book = NAME_BOOKS[bookName]
  return `${faker.helpers.arrayElement(book.male)} ${surnameFor(faker.helpers.arrayElement(book.surnames), 'male')}`
}

function addressOf(faker: Faker, country: Country, place: ParishCountry, city: City): string {
  const street = faker.helpers.arrayElement(place.streets)
  const [length, spaceAt] = place.postcode
  if (country === 'United States') {
    const state = US_STATE_CODES[city.region ?? ''] ?? 'NY'
    return `${faker.number.int({ min: 100, max: 9899 })} ${street}, ${city.name}, ${state} ${digits(faker, length)}`
  }
  const code = digits(faker, length)
  const postcode = spaceAt > 0 ? `${code.slice(0, spaceAt)} ${code.slice(spaceAt)}` : code
  return `${street} ${faker.number.int({ min: 1, max: 120 })}, ${postcode} ${city.name}`
}

function nameOf(faker: Faker, dedication: string, nameWords: string, country: Country): string {
  const cathedral = faker.datatype.boolean({ probability: 0.12 })
  if (country === 'United States') {
    const kind = cathedral ? 'Cathedral' : 'Church'
    return nameWords === 'Orthodox' && !cathedral
      ? `${dedication} Orthodox Church`
      : `${dedication} ${nameWords} ${kind}`
  }
  if (cathedral) return `${dedication} Cathedral`
  return country === 'Greece' ? `Church of ${dedication}` : `${dedication} Church`
}

/**
 * The seed's invented parishes in the cities of every demo country (shared/domain/cities.ts),
 * PARISH_COUNTRIES[country].count of each, a small random offset from the city's centre (within
 * about 8 km) so a city's parishes do not sit on one point.
 */
export function generateParishes(faker: Faker): GeneratedParish[] {
  const generated: GeneratedParish[] = []
  for (const country of COUNTRIES) {
    const place = PARISH_COUNTRIES[country]
    const cities = citiesOf(country)
    for (let n = 0; n < place.count; n++) {
      const city = cityFor(faker, cities)
      const [jurisdiction, nameWords] = faker.helpers.weightedArrayElement(
        place.jurisdictions.map(([value, words, weight]) => ({ value: [value, words], weight })),
      )
      const dedication = faker.helpers.arrayElement(place.dedications)
      generated.push({
        country,
        city,
        name: nameOf(faker, dedication, nameWords!, country),
        jurisdiction: jurisdiction!,
        address: addressOf(faker, country, place, city),
        latitude: round5(city.latitude + faker.number.float({ min: -0.06, max: 0.06 })),
        longitude: round5(city.longitude + faker.number.float({ min: -0.08, max: 0.08 })),
        priest: `Fr. ${clergyName(faker, place, jurisdiction!)}`,
        deacon: faker.datatype.boolean({ probability: 0.3 })
          ? `Dn. ${clergyName(faker, place, jurisdiction!)}`
          : null,
        phone:
          country === 'United States'
            ? `(${faker.number.int({ min: 201, max: 989 })}) 555-01${digits(faker, 2)}`
            : `${place.phonePrefix}${digits(faker, 4)}`,
        serviceTimes: faker.helpers.arrayElement(place.serviceTimes),
      })
    }
  }
  return generated
}
