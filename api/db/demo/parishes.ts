import type { ParishEventType } from '#shared/domain/vocabularies.ts'

/** Parish jurisdictions as the map's legend and badges name them. */
export type ParishJurisdiction =
  'OCA' | 'GOARCH' | 'ROCOR' | 'Antiochian' | 'Serbian' | 'Romanian' | 'Bulgarian'

export interface ParishListing {
  name: string
  jurisdiction: ParishJurisdiction
  address: string
  latitude: number
  longitude: number
  priest: string
  deacon: string | null
  phone: string
}

/**
 * Demo parishes in US cities: plausible names and addresses, invented clergy names,
 * fictional 555-01xx phone numbers and clergy e-mail at example.org. Not a directory.
 */
export const PARISH_LISTINGS: readonly ParishListing[] = [
  {
    name: 'Annunciation Greek Orthodox Cathedral',
    jurisdiction: 'GOARCH',
    address: '1017 N LaSalle Dr, Chicago, IL 60610',
    latitude: 41.9,
    longitude: -87.63,
    priest: 'Fr. Nicholas Andreou',
    deacon: 'Dn. Stephen Pappas',
    phone: '(312) 555-0101',
  },
  {
    name: 'Holy Trinity Orthodox Cathedral',
    jurisdiction: 'OCA',
    address: '1121 N Leavitt St, Chicago, IL 60622',
    latitude: 41.9,
    longitude: -87.68,
    priest: 'Fr. Timothy Lewko',
    deacon: null,
    phone: '(773) 555-0102',
  },
  {
    name: 'St. George Antiochian Orthodox Church',
    jurisdiction: 'Antiochian',
    address: '1220 S Oak Park Ave, Cicero, IL 60804',
    latitude: 41.86,
    longitude: -87.79,
    priest: 'Fr. Michael Haddad',
    deacon: 'Dn. Elias Khoury',
    phone: '(708) 555-0103',
  },
  {
    name: 'Holy Resurrection Serbian Orthodox Cathedral',
    jurisdiction: 'Serbian',
    address: '5701 N Redwood Dr, Chicago, IL 60631',
    latitude: 41.99,
    longitude: -87.83,
    priest: 'Fr. Nemanja Petrović',
    deacon: null,
    phone: '(773) 555-0104',
  },
  {
    name: 'Holy Transfiguration Romanian Orthodox Church',
    jurisdiction: 'Romanian',
    address: '4100 W Irving Park Rd, Chicago, IL 60641',
    latitude: 41.95,
    longitude: -87.73,
    priest: 'Fr. Ioan Mureșan',
    deacon: null,
    phone: '(773) 555-0105',
  },
  {
    name: 'Protection of the Holy Virgin Church',
    jurisdiction: 'ROCOR',
    address: '1800 W Wabansia Ave, Chicago, IL 60622',
    latitude: 41.91,
    longitude: -87.67,
    priest: 'Fr. Alexander Lebedev',
    deacon: 'Dn. Pavel Orlov',
    phone: '(773) 555-0106',
  },
  {
    name: 'Holy Trinity Greek Orthodox Cathedral',
    jurisdiction: 'GOARCH',
    address: '337 E 74th St, New York, NY 10021',
    latitude: 40.77,
    longitude: -73.96,
    priest: 'Fr. Constantine Mavros',
    deacon: 'Dn. Anthony Kalogeropoulos',
    phone: '(212) 555-0107',
  },
  {
    name: 'St. Nicholas Russian Orthodox Cathedral',
    jurisdiction: 'ROCOR',
    address: '15 E 97th St, New York, NY 10029',
    latitude: 40.79,
    longitude: -73.95,
    priest: 'Fr. Sergei Belov',
    deacon: null,
    phone: '(212) 555-0108',
  },
  {
    name: 'St. Sava Serbian Orthodox Cathedral',
    jurisdiction: 'Serbian',
    address: '16 W 26th St, New York, NY 10010',
    latitude: 40.74,
    longitude: -73.99,
    priest: 'Fr. Dragan Vuković',
    deacon: 'Dn. Marko Ilić',
    phone: '(212) 555-0109',
  },
  {
    name: 'St. Mary Antiochian Orthodox Church',
    jurisdiction: 'Antiochian',
    address: '181 State St, Brooklyn, NY 11201',
    latitude: 40.69,
    longitude: -73.99,
    priest: 'Fr. George Azar',
    deacon: null,
    phone: '(718) 555-0110',
  },
  {
    name: 'Holy Trinity Orthodox Cathedral',
    jurisdiction: 'OCA',
    address: '165 Park Dr, Boston, MA 02215',
    latitude: 42.34,
    longitude: -71.1,
    priest: 'Fr. Gregory Halko',
    deacon: null,
    phone: '(617) 555-0111',
  },
  {
    name: 'Annunciation Greek Orthodox Cathedral of New England',
    jurisdiction: 'GOARCH',
    address: '514 Parker St, Boston, MA 02115',
    latitude: 42.34,
    longitude: -71.1,
    priest: 'Fr. Demetrios Karras',
    deacon: 'Dn. Theodore Vasilakis',
    phone: '(617) 555-0112',
  },
  {
    name: 'St. Nicholas Orthodox Cathedral',
    jurisdiction: 'OCA',
    address: '3500 Massachusetts Ave NW, Washington, DC 20007',
    latitude: 38.93,
    longitude: -77.08,
    priest: 'Fr. Vladimir Zorin',
    deacon: 'Dn. Andrew Sokol',
    phone: '(202) 555-0113',
  },
  {
    name: 'St. Sophia Greek Orthodox Cathedral',
    jurisdiction: 'GOARCH',
    address: '3600 Massachusetts Ave NW, Washington, DC 20007',
    latitude: 38.93,
    longitude: -77.08,
    priest: 'Fr. Dean Manolis',
    deacon: null,
    phone: '(202) 555-0114',
  },
  {
    name: 'St. George Serbian Orthodox Church',
    jurisdiction: 'Serbian',
    address: '3300 Elm St, Pittsburgh, PA 15213',
    latitude: 40.44,
    longitude: -79.96,
    priest: 'Fr. Stevan Radić',
    deacon: null,
    phone: '(412) 555-0115',
  },
  {
    name: 'St. Nicholas Greek Orthodox Cathedral',
    jurisdiction: 'GOARCH',
    address: '419 S Dithridge St, Pittsburgh, PA 15213',
    latitude: 40.45,
    longitude: -79.95,
    priest: 'Fr. Elias Samaras',
    deacon: null,
    phone: '(412) 555-0116',
  },
  {
    name: 'St. Mary Romanian Orthodox Cathedral',
    jurisdiction: 'Romanian',
    address: '3256 Warren Rd, Cleveland, OH 44111',
    latitude: 41.46,
    longitude: -81.79,
    priest: 'Fr. Remus Tănase',
    deacon: 'Dn. Mihai Stoica',
    phone: '(216) 555-0117',
  },
  {
    name: 'St. Theodosius Orthodox Cathedral',
    jurisdiction: 'OCA',
    address: '733 Starkweather Ave, Cleveland, OH 44113',
    latitude: 41.48,
    longitude: -81.69,
    priest: 'Fr. Jason Kirilenko',
    deacon: null,
    phone: '(216) 555-0118',
  },
  {
    name: 'Sts. Cyril and Methodius Bulgarian Orthodox Cathedral',
    jurisdiction: 'Bulgarian',
    address: '5866 Ashland Rd, Toledo, OH 43615',
    latitude: 41.67,
    longitude: -83.63,
    priest: 'Fr. Petar Kostadinov',
    deacon: null,
    phone: '(419) 555-0119',
  },
  {
    name: 'St. Clement of Ohrid Bulgarian Orthodox Church',
    jurisdiction: 'Bulgarian',
    address: '19600 Kelly Rd, Detroit, MI 48225',
    latitude: 42.44,
    longitude: -82.94,
    priest: 'Fr. Hristo Todorov',
    deacon: 'Dn. Ivan Petkov',
    phone: '(313) 555-0120',
  },
  {
    name: 'St. George Romanian Orthodox Cathedral',
    jurisdiction: 'Romanian',
    address: '18405 W Nine Mile Rd, Southfield, MI 48075',
    latitude: 42.46,
    longitude: -83.23,
    priest: 'Fr. Nicolae Barbu',
    deacon: null,
    phone: '(248) 555-0121',
  },
  {
    name: 'St. George Antiochian Orthodox Cathedral',
    jurisdiction: 'Antiochian',
    address: '2525 Sage Rd, Houston, TX 77056',
    latitude: 29.73,
    longitude: -95.46,
    priest: 'Fr. Joseph Malouf',
    deacon: 'Dn. David Nasr',
    phone: '(713) 555-0122',
  },
  {
    name: 'Holy Virgin Cathedral',
    jurisdiction: 'ROCOR',
    address: '6210 Geary Blvd, San Francisco, CA 94121',
    latitude: 37.78,
    longitude: -122.48,
    priest: 'Fr. Peter Golitsyn',
    deacon: 'Dn. Nikita Verin',
    phone: '(415) 555-0123',
  },
  {
    name: 'St. Sophia Greek Orthodox Cathedral',
    jurisdiction: 'GOARCH',
    address: '1324 S Normandie Ave, Los Angeles, CA 90006',
    latitude: 34.05,
    longitude: -118.3,
    priest: 'Fr. John Lekkas',
    deacon: null,
    phone: '(323) 555-0124',
  },
  {
    name: 'St. Nicholas Antiochian Orthodox Cathedral',
    jurisdiction: 'Antiochian',
    address: '2300 W 3rd St, Los Angeles, CA 90057',
    latitude: 34.06,
    longitude: -118.28,
    priest: 'Fr. Michael Saba',
    deacon: null,
    phone: '(213) 555-0125',
  },
  {
    name: 'Transfiguration of Our Lord Church',
    jurisdiction: 'OCA',
    address: '349 Grant St, Denver, CO 80203',
    latitude: 39.72,
    longitude: -104.98,
    priest: 'Fr. Matthew Corwin',
    deacon: null,
    phone: '(303) 555-0126',
  },
  {
    name: 'St. John the Baptist Russian Orthodox Church',
    jurisdiction: 'ROCOR',
    address: '4001 17th St NW, Washington, DC 20011',
    latitude: 38.94,
    longitude: -77.04,
    priest: 'Fr. Victor Shumilin',
    deacon: null,
    phone: '(202) 555-0127',
  },
]

export interface EventTemplate {
  title: string
  description: string
  /** When it starts, in UTC: 15:00 UTC is mid-morning and 23:00 UTC late afternoon in the US. */
  hourUtc: number
  /** The UTC weekday it falls on (0 = Sunday), or null for a one-off on any day. */
  weekdayUtc: number | null
  recurringPattern: 'weekly' | 'monthly' | null
}

/** Every parish's first event: the coming Sunday's Liturgy. */
export const SUNDAY_LITURGY: EventTemplate = {
  title: 'Divine Liturgy',
  description: 'Orthros at 8:30, Divine Liturgy at 9:30. All are welcome.',
  hourUtc: 15,
  weekdayUtc: 0,
  recurringPattern: 'weekly',
}

/** Event kinds a parish posts, by the map's event types. */
export const EVENT_TEMPLATES: Record<ParishEventType, readonly EventTemplate[]> = {
  liturgy: [
    SUNDAY_LITURGY,
    {
      title: 'Vesperal Divine Liturgy',
      description: 'For the eve of the feast, followed by a light fasting meal.',
      hourUtc: 23,
      weekdayUtc: null,
      recurringPattern: null,
    },
    {
      title: 'Great Vespers',
      description: 'Saturday evening Vespers with the choir.',
      hourUtc: 23,
      weekdayUtc: 6,
      recurringPattern: 'weekly',
    },
    {
      title: 'Akathist to the Theotokos',
      description: 'A quiet evening of prayer before the icon of the Theotokos.',
      hourUtc: 0,
      weekdayUtc: 3,
      recurringPattern: null,
    },
  ],
  confession: [
    {
      title: 'Confession',
      description: 'Father hears confessions before and after Vespers.',
      hourUtc: 22,
      weekdayUtc: 6,
      recurringPattern: 'weekly',
    },
    {
      title: 'Confession before the Feast',
      description:
        'Extra hours for confession before the coming feast; sign-up sheet in the narthex.',
      hourUtc: 18,
      weekdayUtc: null,
      recurringPattern: null,
    },
  ],
  feast: [
    {
      title: 'Patronal Feast: Vigil and Liturgy',
      description: 'The parish keeps its feast day with a vigil, the Liturgy and a festal meal.',
      hourUtc: 15,
      weekdayUtc: null,
      recurringPattern: null,
    },
    {
      title: 'Feast of the Entry of the Theotokos',
      description: 'Festal Divine Liturgy, then a blessing of the children.',
      hourUtc: 14,
      weekdayUtc: null,
      recurringPattern: null,
    },
    {
      title: 'Nativity Vigil',
      description: 'Royal Hours, Vespers and the Liturgy of St. Basil on the eve of the Nativity.',
      hourUtc: 23,
      weekdayUtc: null,
      recurringPattern: null,
    },
  ],
  'young-adults': [
    {
      title: 'Young Adults Fellowship Night',
      description: 'Dinner, a short talk on the Lives of the Saints, and board games.',
      hourUtc: 0,
      weekdayUtc: 6,
      recurringPattern: 'monthly',
    },
    {
      title: 'Young Adults Bible Study',
      description: 'Reading the Sunday Gospel together, with coffee and questions.',
      hourUtc: 1,
      weekdayUtc: 4,
      recurringPattern: 'weekly',
    },
    {
      title: 'Orthodox Singles Potluck',
      description: 'A relaxed potluck for Orthodox singles of every parish.',
      hourUtc: 23,
      weekdayUtc: 6,
      recurringPattern: null,
    },
  ],
  pilgrimage: [
    {
      title: 'Pilgrimage to the Monastery',
      description: 'A day at the monastery: Liturgy with the brotherhood, lunch and the relics.',
      hourUtc: 13,
      weekdayUtc: 6,
      recurringPattern: null,
    },
    {
      title: 'Walking Pilgrimage to the Shrine',
      description: 'A morning walk with the Paraklesis at the shrine; bring water and good shoes.',
      hourUtc: 14,
      weekdayUtc: null,
      recurringPattern: null,
    },
  ],
  social: [
    {
      title: 'Coffee Hour and Welcome Table',
      description: 'Meet the parish after Liturgy; newcomers especially welcome.',
      hourUtc: 17,
      weekdayUtc: 0,
      recurringPattern: 'weekly',
    },
    {
      title: 'Parish Festival',
      description: 'Food, music and dancing; proceeds support the parish school.',
      hourUtc: 16,
      weekdayUtc: 6,
      recurringPattern: null,
    },
    {
      title: 'Bible Study: The Gospel of John',
      description: 'Bring a Bible and a friend; coffee provided.',
      hourUtc: 1,
      weekdayUtc: 4,
      recurringPattern: 'weekly',
    },
  ],
}
