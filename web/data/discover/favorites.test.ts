import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db.ts'
import { resetDevice } from '../testing/member.ts'
import {
  LEGACY_FAVORITES_KEY,
  migrateLegacyFavorites,
  removeFavorite,
  toggleFavorite,
} from './favorites.ts'

beforeEach(async () => {
  localStorage.clear()
  await resetDevice(6)
})

describe('favorites', () => {
  it('moves a legacy localStorage array into IndexedDB once', async () => {
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([12, 15, 12, 'x', -1]))
    expect(await migrateLegacyFavorites(1000)).toBe(2)
    expect((await db.favorites.toArray()).map((row) => row.userId).sort()).toEqual([12, 15])
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull()

    await removeFavorite(12)
    expect(await migrateLegacyFavorites(2000)).toBe(0)
    expect((await db.favorites.toArray()).map((row) => row.userId)).toEqual([15])
  })

  it('keeps favorites already on the device and their dates', async () => {
    await db.favorites.put({ userId: 15, addedAt: 5 })
    localStorage.setItem(LEGACY_FAVORITES_KEY, '[15, 20]')
    await migrateLegacyFavorites(1000)
    expect(await db.favorites.get(15)).toEqual({ userId: 15, addedAt: 5 })
    expect(await db.favorites.get(20)).toEqual({ userId: 20, addedAt: 1000 })
  })

  it('drops a legacy value that is not an array', async () => {
    localStorage.setItem(LEGACY_FAVORITES_KEY, '{not json')
    expect(await migrateLegacyFavorites()).toBe(0)
    expect(await db.favorites.count()).toBe(0)
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull()
  })

  it('toggles a favorite on and off', async () => {
    expect(await toggleFavorite(9)).toBe(true)
    expect(await db.favorites.get(9)).toBeTruthy()
    expect(await toggleFavorite(9)).toBe(false)
    expect(await db.favorites.get(9)).toBeUndefined()
  })
})
