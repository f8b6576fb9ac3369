import { describe, expect, it } from 'vitest'
import {
  CITIES,
  cityById,
  cityOfLocation,
  foldForSearch,
  searchCities,
  travelPlaceOf,
} from './cities.ts'
import { COUNTRIES } from './vocabularies.ts'

describe('the city list', () => {
  it('names each city once, by an id of its country code and name', () => {
    const ids = CITIES.map((city) => city.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const city of CITIES) expect(city.id).toMatch(/^[a-z]{2}-[a-z0-9-]+$/)
    expect(cityById('rs-nis')?.name).toBe('Niš')
    expect(cityById('ro-targu-mures')?.name).toBe('Târgu Mureș')
    expect(cityById('nowhere')).toBeUndefined()
  })

  it('holds the main cities of every country of the spec, at coarse coordinates', () => {
    for (const country of COUNTRIES) {
      expect(CITIES.filter((city) => city.country === country).length).toBeGreaterThanOrEqual(20)
    }
    for (const city of CITIES) {
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90)
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180)
      expect(Math.round(city.latitude * 100) / 100).toBe(city.latitude)
      expect(Math.round(city.longitude * 100) / 100).toBe(city.longitude)
    }
    // Every US city says its state; no other city does.
    for (const city of CITIES)
      expect(city.region !== undefined).toBe(city.country === 'United States')
  })
})

describe('searchCities', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch(' Iași ')).toBe('iasi')
    expect(searchCities('nis')[0]?.name).toBe('Niš')
    expect(searchCities('CACAK').map((city) => city.name)).toEqual(['Čačak'])
  })

  it('puts names that start with the text first, then a later word, then the state or country', () => {
    const names = searchCities('san').map((city) => city.name)
    expect(names).toEqual(['San Francisco', 'San Antonio', 'San Diego', 'San Jose'])
    expect(searchCities('lake')[0]?.name).toBe('Salt Lake City')
    // A word of the state must start with the text: 'th' is not in North Carolina.
    expect(searchCities('th').map((city) => city.name)).toEqual(['Thessaloniki'])
    const texas = searchCities('texas').map((city) => city.name)
    expect(texas).toEqual(['Houston', 'Dallas', 'Austin', 'San Antonio'])
    expect(searchCities('greece')).toHaveLength(CITIES.filter((c) => c.country === 'Greece').length)
  })

  it('gives the whole list for no text and nothing for text no city has', () => {
    expect(searchCities('')).toHaveLength(CITIES.length)
    expect(searchCities('zzz')).toEqual([])
  })
})

describe('stored places', () => {
  it("finds a member's city from their location and country", () => {
    expect(cityOfLocation('chicago', 'United States')?.id).toBe('us-chicago')
    expect(cityOfLocation('Chicago, IL', 'United States')?.id).toBe('us-chicago')
    expect(cityOfLocation(' Nis ', 'Serbia')?.id).toBe('rs-nis')
    expect(cityOfLocation('Springfield, IL', 'United States')).toBeUndefined()
    expect(cityOfLocation('Chicago', 'Greece')).toBeUndefined()
    expect(cityOfLocation(null, 'Greece')).toBeUndefined()
    expect(travelPlaceOf(cityById('gr-athens')!)).toBe('Athens, Greece')
  })
})
