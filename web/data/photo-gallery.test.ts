import { describe, expect, it } from 'vitest'
import { galleryTiles, movedOrder, placesLeft, type GalleryTile } from './photo-gallery.ts'
import { PHOTO_KINDS } from './photo-gallery-outbox.ts'
import type { OutboxRow } from './rows.ts'
import { ownPhoto } from './testing/own-photo.ts'

const photo = ownPhoto

let nextRow = 1
function row(
  kind: string,
  path: string,
  body: Record<string, unknown> = {},
  extra: Partial<OutboxRow> = {},
): OutboxRow {
  const id = nextRow++
  return {
    id,
    clientId: `client-${id}`,
    memberId: 6,
    kind,
    method: 'PUT',
    path,
    body: { ...body, clientId: `client-${id}` },
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
    orderKey: '/api/profile/photos',
    serverErrors: 0,
    parkedFor: null,
    ...extra,
  }
}
const upload = (extra: Partial<OutboxRow> = {}) =>
  row(PHOTO_KINDS.upload, '/api/profile/photos', { photo: new Blob(['jpeg']) }, extra)
const order = (photoIds: number[]) =>
  row(PHOTO_KINDS.order, '/api/profile/photos/order', { photoIds })
const remove = (id: number) => row(PHOTO_KINDS.remove, `/api/profile/photos/${id}`)

const ids = (tiles: GalleryTile[]) =>
  tiles.map((tile) => (tile.kind === 'photo' ? tile.photo.id : tile.upload.clientId))

const gallery = [photo(10, 0), photo(11, 1), photo(12, 2)]

describe('the gallery as the member sees it', () => {
  it("is the server's gallery in its order when nothing waits", () => {
    expect(ids(galleryTiles([photo(11, 1), photo(10, 0)], []))).toEqual([10, 11])
  })

  it('shows the last order waiting to be sent, and hides the photos waiting to be removed', () => {
    const rows = [order([12, 10, 11]), remove(10), order([11, 12])]
    expect(ids(galleryTiles(gallery, rows))).toEqual([11, 12])
    expect(ids(galleryTiles(gallery, rows.slice(0, 1)))).toEqual([12, 10, 11])
  })

  it('puts uploads waiting after the photos, in the order they were added, refused ones included', () => {
    const first = upload()
    const refused = upload({ status: 'failed', lastError: '422: {"message":"too small"}' })
    const tiles = galleryTiles(gallery, [refused, first].reverse())
    expect(ids(tiles)).toEqual([10, 11, 12, first.clientId, refused.clientId])
    expect(tiles[4]).toMatchObject({ kind: 'upload', upload: { status: 'failed' } })
  })

  it('ignores refused removals and orders (the server kept its gallery), and rows of other kinds', () => {
    const rows = [remove(10), order([12, 11, 10]), row('like', '/api/likes', { toUserId: 3 })].map(
      (r) => ({ ...r, status: 'failed' as const }),
    )
    expect(ids(galleryTiles(gallery, rows))).toEqual([10, 11, 12])
  })

  it("shows a replacement waiting on its photo's tile", () => {
    const replacing = row(PHOTO_KINDS.replace, '/api/profile/photos/11', { photo: new Blob(['x']) })
    const tiles = galleryTiles(gallery, [replacing])
    expect(tiles[1]).toMatchObject({ kind: 'photo', replacement: { clientId: replacing.clientId } })
    expect(tiles[0]).toMatchObject({ replacement: null })
  })
})

describe('moving a photo', () => {
  const tiles = galleryTiles(gallery, [upload()])

  it('lists every photo once in the new order, without the uploads still waiting', () => {
    expect(movedOrder(tiles, 2, 0)).toEqual([12, 10, 11])
    expect(movedOrder(tiles, 0, 1)).toEqual([11, 10, 12])
    expect(movedOrder(tiles, 0, 2)).toEqual([11, 12, 10])
  })

  it('moves nothing to the same place, out of range, or onto an upload', () => {
    expect(movedOrder(tiles, 1, 1)).toBeNull()
    expect(movedOrder(tiles, -1, 0)).toBeNull()
    expect(movedOrder(tiles, 0, 3)).toBeNull()
  })

  it('counts the places left, uploads waiting included', () => {
    expect(placesLeft(tiles)).toBe(2)
    expect(placesLeft([...tiles, ...tiles])).toBe(0)
  })
})
