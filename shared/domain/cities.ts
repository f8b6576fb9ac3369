import type { Country } from './vocabularies.ts'

/**
 * The cities a member picks their home and travel location from (decision 037): the main cities
 * of each country of the spec, with the coordinates of their centre to two decimals (city level
 * only: members are placed coarsely, ARCHITECTURE "Public data only"). Hand-kept rather than a
 * world-cities package: a few hundred entries cover the spec's countries, weigh a few KB, and the
 * web loads this module only on the screens that pick a city (docs/decisions/037).
 */
export interface City {
  /** Stable key sent by the client: country code and the name's ASCII slug ('rs-nis'). */
  id: string
  /** The name as the member's profile shows it (users.location). */
  name: string
  /** A US city's state, to tell apart cities of the same name; absent elsewhere. */
  region?: string
  country: Country
  latitude: number
  longitude: number
}

type Row = readonly [name: string, latitude: number, longitude: number, region?: string]

const COUNTRY_CODES = {
  Greece: 'gr',
  Russia: 'ru',
  Serbia: 'rs',
  Romania: 'ro',
  Bulgaria: 'bg',
  Ukraine: 'ua',
  'United States': 'us',
} as const satisfies Record<Country, string>

/** Largest cities first within each country, with the places Orthodox pilgrims know among them. */
const ROWS = {
  Greece: [
    ['Athens', 37.98, 23.73],
    ['Thessaloniki', 40.64, 22.94],
    ['Patras', 38.25, 21.73],
    ['Heraklion', 35.34, 25.13],
    ['Larissa', 39.64, 22.42],
    ['Ioannina', 39.66, 20.85],
    ['Volos', 39.36, 22.94],
    ['Piraeus', 37.94, 23.65],
    ['Chania', 35.51, 24.02],
    ['Kalamata', 37.04, 22.11],
    ['Kavala', 40.94, 24.41],
    ['Serres', 41.09, 23.55],
    ['Alexandroupoli', 40.85, 25.87],
    ['Rhodes', 36.43, 28.22],
    ['Corfu', 39.62, 19.92],
    ['Chalkida', 38.46, 23.6],
    ['Trikala', 39.56, 21.77],
    ['Lamia', 38.9, 22.43],
    ['Komotini', 41.12, 25.41],
    ['Katerini', 40.27, 22.51],
    ['Xanthi', 41.14, 24.89],
    ['Drama', 41.15, 24.15],
    ['Kozani', 40.3, 21.79],
    ['Tripoli', 37.51, 22.37],
    ['Agrinio', 38.62, 21.41],
    ['Veria', 40.52, 22.2],
    ['Mytilene', 39.11, 26.55],
    ['Kalambaka', 39.71, 21.63],
  ],
  Russia: [
    ['Moscow', 55.76, 37.62],
    ['Saint Petersburg', 59.93, 30.34],
    ['Kazan', 55.79, 49.12],
    ['Yekaterinburg', 56.84, 60.61],
    ['Novosibirsk', 55.01, 82.93],
    ['Nizhny Novgorod', 56.33, 44.0],
    ['Sergiev Posad', 56.31, 38.13],
    ['Samara', 53.2, 50.15],
    ['Omsk', 54.99, 73.37],
    ['Chelyabinsk', 55.16, 61.4],
    ['Rostov-on-Don', 47.24, 39.71],
    ['Ufa', 54.74, 55.97],
    ['Krasnoyarsk', 56.01, 92.89],
    ['Voronezh', 51.67, 39.18],
    ['Perm', 58.01, 56.23],
    ['Volgograd', 48.71, 44.51],
    ['Krasnodar', 45.04, 38.98],
    ['Saratov', 51.53, 46.03],
    ['Tyumen', 57.15, 65.53],
    ['Irkutsk', 52.29, 104.28],
    ['Vladivostok', 43.12, 131.89],
    ['Khabarovsk', 48.48, 135.08],
    ['Yaroslavl', 57.63, 39.87],
    ['Tula', 54.19, 37.62],
    ['Kaliningrad', 54.71, 20.51],
    ['Sochi', 43.59, 39.72],
    ['Vladimir', 56.13, 40.41],
    ['Pskov', 57.82, 28.33],
    ['Veliky Novgorod', 58.52, 31.27],
    ['Tomsk', 56.48, 84.95],
    ['Murmansk', 68.97, 33.08],
    ['Arkhangelsk', 64.54, 40.54],
  ],
  Serbia: [
    ['Belgrade', 44.79, 20.45],
    ['Novi Sad', 45.27, 19.83],
    ['Niš', 43.32, 21.9],
    ['Kragujevac', 44.01, 20.91],
    ['Kraljevo', 43.72, 20.69],
    ['Subotica', 46.1, 19.67],
    ['Čačak', 43.89, 20.35],
    ['Novi Pazar', 43.14, 20.51],
    ['Zrenjanin', 45.38, 20.39],
    ['Pančevo', 44.87, 20.64],
    ['Leskovac', 42.99, 21.95],
    ['Šabac', 44.75, 19.69],
    ['Smederevo', 44.66, 20.93],
    ['Valjevo', 44.27, 19.89],
    ['Kruševac', 43.58, 21.33],
    ['Vranje', 42.55, 21.9],
    ['Užice', 43.86, 19.84],
    ['Sombor', 45.77, 19.11],
    ['Sremska Mitrovica', 44.98, 19.61],
    ['Zaječar', 43.9, 22.28],
    ['Pirot', 43.15, 22.59],
  ],
  Romania: [
    ['Bucharest', 44.43, 26.1],
    ['Cluj-Napoca', 46.77, 23.6],
    ['Iași', 47.16, 27.59],
    ['Timișoara', 45.75, 21.23],
    ['Brașov', 45.66, 25.61],
    ['Suceava', 47.65, 26.26],
    ['Sibiu', 45.79, 24.15],
    ['Constanța', 44.18, 28.63],
    ['Craiova', 44.32, 23.8],
    ['Galați', 45.44, 28.05],
    ['Ploiești', 44.94, 26.02],
    ['Oradea', 47.07, 21.93],
    ['Brăila', 45.27, 27.96],
    ['Arad', 46.18, 21.31],
    ['Pitești', 44.86, 24.87],
    ['Bacău', 46.57, 26.91],
    ['Târgu Mureș', 46.54, 24.56],
    ['Baia Mare', 47.66, 23.58],
    ['Buzău', 45.15, 26.82],
    ['Botoșani', 47.75, 26.67],
    ['Satu Mare', 47.79, 22.89],
    ['Alba Iulia', 46.07, 23.58],
    ['Piatra Neamț', 46.93, 26.37],
    ['Râmnicu Vâlcea', 45.1, 24.37],
  ],
  Bulgaria: [
    ['Sofia', 42.7, 23.32],
    ['Plovdiv', 42.14, 24.75],
    ['Varna', 43.21, 27.91],
    ['Burgas', 42.5, 27.47],
    ['Veliko Tarnovo', 43.08, 25.63],
    ['Ruse', 43.84, 25.95],
    ['Stara Zagora', 42.43, 25.64],
    ['Pleven', 43.42, 24.61],
    ['Sliven', 42.68, 26.32],
    ['Dobrich', 43.57, 27.83],
    ['Shumen', 43.27, 26.92],
    ['Pernik', 42.6, 23.03],
    ['Haskovo', 41.93, 25.56],
    ['Yambol', 42.48, 26.5],
    ['Pazardzhik', 42.19, 24.33],
    ['Blagoevgrad', 42.02, 23.09],
    ['Gabrovo', 42.87, 25.32],
    ['Vratsa', 43.21, 23.55],
    ['Kardzhali', 41.64, 25.37],
    ['Vidin', 43.99, 22.88],
    ['Montana', 43.41, 23.23],
    ['Lovech', 43.14, 24.72],
    ['Smolyan', 41.58, 24.7],
    ['Kyustendil', 42.28, 22.69],
  ],
  Ukraine: [
    ['Kyiv', 50.45, 30.52],
    ['Lviv', 49.84, 24.03],
    ['Odesa', 46.48, 30.72],
    ['Kharkiv', 49.99, 36.23],
    ['Dnipro', 48.46, 35.05],
    ['Chernivtsi', 48.29, 25.94],
    ['Poltava', 49.59, 34.55],
    ['Zaporizhzhia', 47.84, 35.14],
    ['Vinnytsia', 49.23, 28.47],
    ['Mykolaiv', 46.98, 31.99],
    ['Kherson', 46.64, 32.62],
    ['Chernihiv', 51.5, 31.29],
    ['Cherkasy', 49.44, 32.06],
    ['Sumy', 50.91, 34.8],
    ['Zhytomyr', 50.25, 28.66],
    ['Khmelnytskyi', 49.42, 26.98],
    ['Rivne', 50.62, 26.25],
    ['Ivano-Frankivsk', 48.92, 24.71],
    ['Ternopil', 49.55, 25.59],
    ['Lutsk', 50.75, 25.34],
    ['Uzhhorod', 48.62, 22.3],
    ['Kropyvnytskyi', 48.51, 32.26],
    ['Kryvyi Rih', 47.91, 33.39],
    ['Kamianets-Podilskyi', 48.68, 26.58],
    ['Pochaiv', 50.01, 25.51],
  ],
  'United States': [
    ['Chicago', 41.88, -87.63, 'Illinois'],
    ['New York', 40.71, -74.01, 'New York'],
    ['Boston', 42.36, -71.06, 'Massachusetts'],
    ['Pittsburgh', 40.44, -80.0, 'Pennsylvania'],
    ['Cleveland', 41.5, -81.69, 'Ohio'],
    ['Detroit', 42.33, -83.05, 'Michigan'],
    ['Houston', 29.76, -95.37, 'Texas'],
    ['Los Angeles', 34.05, -118.24, 'California'],
    ['San Francisco', 37.77, -122.42, 'California'],
    ['Washington', 38.91, -77.04, 'District of Columbia'],
    ['Tampa', 27.95, -82.46, 'Florida'],
    ['Denver', 39.74, -104.99, 'Colorado'],
    ['Philadelphia', 39.95, -75.17, 'Pennsylvania'],
    ['Baltimore', 39.29, -76.61, 'Maryland'],
    ['Atlanta', 33.75, -84.39, 'Georgia'],
    ['Miami', 25.76, -80.19, 'Florida'],
    ['Dallas', 32.78, -96.8, 'Texas'],
    ['Austin', 30.27, -97.74, 'Texas'],
    ['San Antonio', 29.42, -98.49, 'Texas'],
    ['Phoenix', 33.45, -112.07, 'Arizona'],
    ['Las Vegas', 36.17, -115.14, 'Nevada'],
    ['San Diego', 32.72, -117.16, 'California'],
    ['San Jose', 37.34, -121.89, 'California'],
    ['Sacramento', 38.58, -121.49, 'California'],
    ['Seattle', 47.61, -122.33, 'Washington'],
    ['Portland', 45.52, -122.68, 'Oregon'],
    ['Minneapolis', 44.98, -93.27, 'Minnesota'],
    ['Milwaukee', 43.04, -87.91, 'Wisconsin'],
    ['St. Louis', 38.63, -90.2, 'Missouri'],
    ['Kansas City', 39.1, -94.58, 'Missouri'],
    ['Indianapolis', 39.77, -86.16, 'Indiana'],
    ['Columbus', 39.96, -83.0, 'Ohio'],
    ['Cincinnati', 39.1, -84.51, 'Ohio'],
    ['Akron', 41.08, -81.52, 'Ohio'],
    ['Youngstown', 41.1, -80.65, 'Ohio'],
    ['Toledo', 41.65, -83.54, 'Ohio'],
    ['Grand Rapids', 42.96, -85.67, 'Michigan'],
    ['Charlotte', 35.23, -80.84, 'North Carolina'],
    ['Raleigh', 35.78, -78.64, 'North Carolina'],
    ['Charleston', 32.78, -79.93, 'South Carolina'],
    ['Nashville', 36.16, -86.78, 'Tennessee'],
    ['New Orleans', 29.95, -90.07, 'Louisiana'],
    ['Orlando', 28.54, -81.38, 'Florida'],
    ['Jacksonville', 30.33, -81.66, 'Florida'],
    ['Salt Lake City', 40.76, -111.89, 'Utah'],
    ['Albuquerque', 35.08, -106.65, 'New Mexico'],
    ['Buffalo', 42.89, -78.88, 'New York'],
    ['Rochester', 43.16, -77.61, 'New York'],
    ['Hartford', 41.77, -72.67, 'Connecticut'],
    ['Providence', 41.82, -71.41, 'Rhode Island'],
    ['Richmond', 37.54, -77.44, 'Virginia'],
    ['Scranton', 41.41, -75.66, 'Pennsylvania'],
    ['Allentown', 40.6, -75.47, 'Pennsylvania'],
    ['Omaha', 41.26, -95.94, 'Nebraska'],
    ['Oklahoma City', 35.47, -97.52, 'Oklahoma'],
    ['Anchorage', 61.22, -149.9, 'Alaska'],
    ['Honolulu', 21.31, -157.86, 'Hawaii'],
  ],
} as const satisfies Record<Country, readonly Row[]>

/** Lower case, without accents or marks: 'Niš' and 'nis', 'Iași' and 'iasi' compare equal. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

const slug = (name: string) =>
  foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Every city of the list, country by country in the order of COUNTRIES' table above. */
export const CITIES: readonly City[] = Object.entries(ROWS).flatMap(([country, rows]) =>
  (rows as readonly Row[]).map(([name, latitude, longitude, region]) => ({
    id: `${COUNTRY_CODES[country as Country]}-${slug(name)}`,
    name,
    ...(region !== undefined && { region }),
    country: country as Country,
    latitude,
    longitude,
  })),
)

const BY_ID = new Map(CITIES.map((city) => [city.id, city]))

/** The city with this id, or undefined for an id not on the list. */
export const cityById = (id: string): City | undefined => BY_ID.get(id)

/** The cities of one country, in the list's order. */
export const citiesOf = (country: Country): City[] =>
  CITIES.filter((city) => city.country === country)

/**
 * The city of the list a member's location names (users.location and country), if any: the
 * whole text, or what stands before its first comma ('Chicago, IL'), accents and case ignored.
 */
export function cityOfLocation(location: string | null, country: string | null): City | undefined {
  if (location === null || country === null) return undefined
  const names = [foldForSearch(location), foldForSearch(location.split(',')[0]!)]
  return CITIES.find((city) => city.country === country && names.includes(foldForSearch(city.name)))
}

/** What a travel location is stored and shown as (users.travel_place): 'Athens, Greece'. */
export const travelPlaceOf = (city: City): string => `${city.name}, ${city.country}`

/** Whether a word of `text` (folded) starts with `wanted`: 'lake' in 'Salt Lake City'. */
const startsAWord = (text: string, wanted: string) =>
  foldForSearch(text)
    .split(/[\s-]+/)
    .some((word) => word.startsWith(wanted))

/**
 * The cities matching what the member typed, best first: names that start with it, then names
 * with a word that starts with it, then a match on the state or country; accents and case are
 * ignored. An empty query gives the whole list.
 */
export function searchCities(query: string, cities: readonly City[] = CITIES): City[] {
  const wanted = foldForSearch(query)
  if (wanted === '') return [...cities]
  const ranked: [number, City][] = []
  for (const city of cities) {
    const name = foldForSearch(city.name)
    const rank = name.startsWith(wanted)
      ? 0
      : startsAWord(name, wanted)
        ? 1
        : startsAWord(`${city.region ?? ''} ${city.country}`, wanted)
          ? 2
          : -1
    if (rank >= 0) ranked.push([rank, city])
  }
  return ranked.sort((a, b) => a[0] - b[0]).map(([, city]) => city)
}
