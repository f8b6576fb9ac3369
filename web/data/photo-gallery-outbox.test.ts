import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import type { OwnPhoto } from '#shared/schemas/photos.ts'
import { currentMember } from './current-member.ts'
import { db } from './db.ts'
import { addPhoto, GalleryFullError, removePhoto, reorderPhotos } from './photo-gallery-actions.ts'
import { galleryTiles } from './photo-gallery.ts'
import { PHOTO_KINDS } from './photo-gallery-outbox.ts'
import { drainOutbox } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { memberFixture } from './testing/member.ts'
import { ownPhoto } from './testing/own-photo.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

// IndexedDB (here fake-indexeddb) and Dexie keep a Blob only when it is one they know: Node's, set
// before Dexie loads (Dexie lists the intrinsic types when it loads). A browser's Blob is one.
await vi.hoisted(async () => {
  const { Blob } = await import('node:buffer')
  globalThis.Blob = Blob as unknown as typeof globalThis.Blob
})

/**
 * The gallery's changes through the outbox against a stand-in server that keeps a gallery:
 * uploads are stored as multipart with their clientId and land once, in order.
 */

/** A multipart body as the browser builds it (happy-dom's FormData refuses Node's Blob). */
class TestFormData {
  private readonly fields: [string, unknown][] = []
  append(name: string, value: unknown) {
    this.fields.push([name, value])
  }
  forEach(visit: (value: unknown, name: string) => void) {
    for (const [name, value] of this.fields) visit(value, name)
  }
}

const photoOf = (id: number, position: number): OwnPhoto =>
  ownPhoto(id, position, { name: `6-${id}`, status: 'pending' })

let server: FakeApi
/** The stand-in server's gallery (ids in order). */
let stored: number[]
let nextId: number

function galleryAnswer(photoId?: number) {
  return { photos: stored.map(photoOf), ...(photoId !== undefined && { photoId }) }
}

function answer(method: string, path: string, body: Record<string, unknown>): unknown {
  if (method === 'POST' && path === '/api/profile/photos') {
    stored.push(nextId)
    return galleryAnswer(nextId++)
  }
  if (method === 'PUT' && path === '/api/profile/photos/order') {
    stored = body.photoIds as number[]
    return galleryAnswer()
  }
  if (method === 'DELETE') {
    const id = Number(path.split('/').at(-1))
    stored = stored.filter((kept) => kept !== id)
    return galleryAnswer()
  }
  return { ok: true }
}

const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' })
const galleryRequests = () =>
  server.requests.filter((request) => request.path.startsWith('/api/profile/photos'))
const memberPhotoIds = async () => (await currentMember())!.photos.map((photo) => photo.id)
async function shownIds() {
  const member = (await currentMember())!
  return galleryTiles(member.photos, await db.outbox.toArray()).map((tile) =>
    tile.kind === 'photo' ? tile.photo.id : 'upload',
  )
}

beforeEach(async () => {
  stored = []
  nextId = 100
  server = await startOfflineDevice({ member: memberFixture(6), answer })
  vi.stubGlobal('FormData', TestFormData)
  // Node has no XMLHttpRequest: uploads go through fetch, as in the service worker.
  vi.stubGlobal('XMLHttpRequest', undefined)
  vi.spyOn(Math, 'random').mockReturnValue(1)
})
afterEach(stopOfflineDevice)

describe('photos added offline', () => {
  it('wait in the outbox with their clientId, then upload once each, in order, as multipart', async () => {
    server.fail('network')
    await addPhoto(jpeg('first'))
    await addPhoto(jpeg('second, longer'))
    await drainOutbox() // offline: the first stays, the second waits behind it

    const rows = await db.outbox.toArray()
    expect(rows.map((row) => [row.kind, row.method, row.path])).toEqual([
      [PHOTO_KINDS.upload, 'POST', '/api/profile/photos'],
      [PHOTO_KINDS.upload, 'POST', '/api/profile/photos'],
    ])
    expect(rows[0]!.body.clientId).toBe(rows[0]!.clientId)
    expect(rows[0]!.body.photo).toBeInstanceOf(Blob)
    expect(await shownIds()).toEqual(['upload', 'upload'])

    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    const sent = galleryRequests()
    // The first try (lost to the network), then each once, in order, with its clientId.
    expect(sent.map((request) => request.body)).toEqual([
      { photo: { file: 5 }, clientId: rows[0]!.clientId },
      { photo: { file: 5 }, clientId: rows[0]!.clientId },
      { photo: { file: 14 }, clientId: rows[1]!.clientId },
    ])
    expect(sent.every((request) => request.contentType === null)).toBe(true)
    expect(sent[1]!.idempotencyKey).toBe(rows[0]!.clientId)
    expect(server.writes.size).toBe(2)
    expect(await db.outbox.count()).toBe(0)
    expect(await memberPhotoIds()).toEqual([100, 101])
    expect((await currentMember())!.profileImageUrl).toBe('/api/photos/6-100-thumb.webp')
  })

  it('refuses a seventh photo on the device, counting the uploads still waiting', async () => {
    server.fail('network')
    for (let i = 0; i < 6; i++) await addPhoto(jpeg(`photo ${i}`))
    await expect(addPhoto(jpeg('seventh'))).rejects.toBeInstanceOf(GalleryFullError)
    expect(await db.outbox.count()).toBe(6)
  })
})

describe('a reorder or removal made offline', () => {
  beforeEach(async () => {
    for (const file of ['a', 'b', 'c']) await addPhoto(jpeg(file))
    await drainOutbox()
    expect(await memberPhotoIds()).toEqual([100, 101, 102])
    server.requests.length = 0
  })

  it('shows at once and lands once: only the last order is sent, after the removal', async () => {
    await reorderPhotos([102, 100, 101])
    await removePhoto(100)
    await reorderPhotos([101, 102])
    expect(await shownIds()).toEqual([101, 102])
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual([
      PHOTO_KINDS.remove,
      PHOTO_KINDS.order,
    ])

    await drainOutbox()
    expect(galleryRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/profile/photos/100',
      'PUT /api/profile/photos/order',
    ])
    expect(stored).toEqual([101, 102])
    expect(await memberPhotoIds()).toEqual([101, 102])
    expect(await db.outbox.count()).toBe(0)
  })

  it('names a photo uploaded before it, which it could not name, at the end', async () => {
    await addPhoto(jpeg('d'))
    await reorderPhotos([101, 100, 102])
    await drainOutbox()
    expect(stored).toEqual([101, 100, 102, 103])
    expect(await memberPhotoIds()).toEqual([101, 100, 102, 103])
  })

  it('is dropped when the server says the gallery changed elsewhere (409), the gallery kept', async () => {
    server.fail({
      status: 409,
      body: JSON.stringify({ message: PHOTO_MESSAGES.orderMismatch, code: 'photo_order_mismatch' }),
    })
    await reorderPhotos([102, 101, 100])
    await drainOutbox()
    expect(await db.outbox.count()).toBe(0)
    expect(await shownIds()).toEqual([100, 101, 102])
  })

  it('of a photo already gone (404) is done', async () => {
    server.fail({
      status: 404,
      body: JSON.stringify({ message: PHOTO_MESSAGES.notFound, code: 'not_found' }),
    })
    await removePhoto(101)
    await drainOutbox()
    expect(await db.outbox.count()).toBe(0)
  })
})
