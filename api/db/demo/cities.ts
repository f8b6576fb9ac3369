import type { Country } from '#shared/domain/vocabularies.ts'

/** A real city with its centre's coordinates (city level only: members are placed coarsely). */
export interface DemoCity {
  name: string
  latitude: number
  longitude: number
}

/** Hand-listed cities per spec country; the first US city is where the demo member lives. */
export const DEMO_CITIES = {
  Greece: [
    { name: 'Athens', latitude: 37.98, longitude: 23.73 },
    { name: 'Thessaloniki', latitude: 40.64, longitude: 22.94 },
    { name: 'Patras', latitude: 38.25, longitude: 21.73 },
    { name: 'Heraklion', latitude: 35.34, longitude: 25.13 },
    { name: 'Larissa', latitude: 39.64, longitude: 22.42 },
    { name: 'Ioannina', latitude: 39.66, longitude: 20.85 },
    { name: 'Volos', latitude: 39.36, longitude: 22.94 },
  ],
  Russia: [
    { name: 'Moscow', latitude: 55.76, longitude: 37.62 },
    { name: 'Saint Petersburg', latitude: 59.93, longitude: 30.34 },
    { name: 'Kazan', latitude: 55.79, longitude: 49.12 },
    { name: 'Yekaterinburg', latitude: 56.84, longitude: 60.61 },
    { name: 'Novosibirsk', latitude: 55.01, longitude: 82.93 },
    { name: 'Nizhny Novgorod', latitude: 56.33, longitude: 44.0 },
    { name: 'Sergiev Posad', latitude: 56.31, longitude: 38.13 },
  ],
  Serbia: [
    { name: 'Belgrade', latitude: 44.79, longitude: 20.45 },
    { name: 'Novi Sad', latitude: 45.27, longitude: 19.83 },
    { name: 'Niš', latitude: 43.32, longitude: 21.9 },
    { name: 'Kragujevac', latitude: 44.01, longitude: 20.91 },
    { name: 'Kraljevo', latitude: 43.72, longitude: 20.69 },
    { name: 'Subotica', latitude: 46.1, longitude: 19.67 },
  ],
  Romania: [
    { name: 'Bucharest', latitude: 44.43, longitude: 26.1 },
    { name: 'Cluj-Napoca', latitude: 46.77, longitude: 23.6 },
    { name: 'Iași', latitude: 47.16, longitude: 27.59 },
    { name: 'Timișoara', latitude: 45.75, longitude: 21.23 },
    { name: 'Brașov', latitude: 45.66, longitude: 25.61 },
    { name: 'Suceava', latitude: 47.65, longitude: 26.26 },
    { name: 'Sibiu', latitude: 45.79, longitude: 24.15 },
  ],
  Bulgaria: [
    { name: 'Sofia', latitude: 42.7, longitude: 23.32 },
    { name: 'Plovdiv', latitude: 42.14, longitude: 24.75 },
    { name: 'Varna', latitude: 43.21, longitude: 27.91 },
    { name: 'Burgas', latitude: 42.5, longitude: 27.47 },
    { name: 'Veliko Tarnovo', latitude: 43.08, longitude: 25.63 },
    { name: 'Ruse', latitude: 43.84, longitude: 25.95 },
  ],
  Ukraine: [
    { name: 'Kyiv', latitude: 50.45, longitude: 30.52 },
    { name: 'Lviv', latitude: 49.84, longitude: 24.03 },
    { name: 'Odesa', latitude: 46.48, longitude: 30.72 },
    { name: 'Kharkiv', latitude: 49.99, longitude: 36.23 },
    { name: 'Dnipro', latitude: 48.46, longitude: 35.05 },
    { name: 'Chernivtsi', latitude: 48.29, longitude: 25.94 },
    { name: 'Poltava', latitude: 49.59, longitude: 34.55 },
  ],
  'United States': [
    { name: 'Chicago', latitude: 41.88, longitude: -87.63 },
    { name: 'New York', latitude: 40.71, longitude: -74.01 },
    { name: 'Boston', latitude: 42.36, longitude: -71.06 },
    { name: 'Pittsburgh', latitude: 40.44, longitude: -80.0 },
    { name: 'Cleveland', latitude: 41.5, longitude: -81.69 },
    { name: 'Detroit', latitude: 42.33, longitude: -83.05 },
    { name: 'Houston', latitude: 29.76, longitude: -95.37 },
    { name: 'Los Angeles', latitude: 34.05, longitude: -118.24 },
    { name: 'San Francisco', latitude: 37.77, longitude: -122.42 },
    { name: 'Washington', latitude: 38.91, longitude: -77.04 },
    { name: 'Tampa', latitude: 27.95, longitude: -82.46 },
    { name: 'Denver', latitude: 39.74, longitude: -104.99 },
  ],
} as const satisfies Record<Country, readonly DemoCity[]>
