import { Hono, type Context } from 'hono'
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts'
import { PHOTO_LIMIT, PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import { PhotoIdParamSchema, PhotoOrderRequestSchema } from '#shared/schemas/photos.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import {
  addPhoto,
  filesOfPhoto,
  landedUpload,
  removePhoto,
  reorderPhotos,
  replacePhoto,
  type GalleryOutcome,
} from '../photos/gallery.ts'
import { maySeePhotoFile } from '../photos/photo-access.ts'
import { limitPhotoBody, readUploadForm, storeUpload } from '../photos/receive-upload.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { refuse } from '../http/refusal.ts'

/** A photo file's URL changes with every new version, so a browser may keep each one for good. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable'

/**
 * The answer of a gallery change: the gallery (with the photo made or changed), or the refusal.
 * Files the change replaced are deleted once it committed; a refused change deletes `written`.
 */
export async function galleryAnswer(
  c: Context<AppEnv>,
  deps: Pick<RouteDeps, 'photos'>,
  outcome: GalleryOutcome,
  written: string[],
  status: 200 | 201 = 200,
) {
  const discard = (files: string[]) =>
    deps.photos.delete(files).catch((error: unknown) => {
      console.error('Could not delete photo files:', error)
    })
  switch (outcome.kind) {
    case 'changed':
      await discard(outcome.filesReplaced)
      return c.json({ photos: outcome.member.photos, photoId: outcome.photoId }, status)
    case 'replay':
      // Landed before (an outbox sending again): the files of this copy are not needed.
      await discard(written)
      return c.json({ photos: outcome.member.photos, photoId: outcome.photoId }, 200)
    case 'limit':
      await discard(written)
      return refuse(c, 409, 'photo_limit_reached', PHOTO_MESSAGES.limit)
    case 'not-found':
      await discard(written)
      return refuse(c, 404, 'not_found', PHOTO_MESSAGES.notFound)
    case 'order-mismatch':
      return refuse(c, 409, 'photo_order_mismatch', PHOTO_MESSAGES.orderMismatch)
    case 'gone':
      await discard(written)
      return refuse(c, 401, 'unauthorized', AUTH_MESSAGES.notSignedIn)
  }
}

/**
 * Mounted at /api/profile/photos (docs/photos.md): the signed-in member's gallery. GET lists it;
 * POST adds a photo (multipart `photo`, `clientId`); PUT /order reorders it; PUT /:id replaces a
 * photo (multipart); DELETE /:id removes one. Each answers the gallery in its new order.
 */
export function galleryRoutes(deps: RouteDeps) {
  const autoApprove = deps.config.PHOTO_AUTO_APPROVE
  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ photos: c.var.member.photos }, 200))
    .post('/', limitPhotoBody, async (c) => {
      const me = c.var.member
      const counted = await countRequest(deps, { limit: 'upload', subject: String(me.id) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const form = await readUploadForm(c)
      if (form.kind === 'refused') return refuse(c, form.status, form.code, form.message)
      const clientId = form.clientId ?? crypto.randomUUID()
      // Cheap refusals before the pipeline; the transaction checks both again.
      const landed = form.clientId ? await landedUpload(deps.db, me.id, form.clientId) : null
      if (landed === null && me.photos.length >= PHOTO_LIMIT) {
        return refuse(c, 409, 'photo_limit_reached', PHOTO_MESSAGES.limit)
      }
      if (landed !== null) {
        return galleryAnswer(c, deps, { kind: 'replay', member: me, photoId: landed }, [])
      }
      const stored = await storeUpload(deps.photos, me.id, form.bytes)
      if (stored.kind === 'refused') return refuse(c, stored.status, stored.code, stored.message)
      const outcome = await addPhoto(
        deps.db,
        { userId: me.id, clientId, upload: stored.upload, autoApprove },
        deps.clock(),
      )
      return galleryAnswer(c, deps, outcome, filesOfPhoto(stored.upload.name), 201)
    })
    .put('/order', validate('json', PhotoOrderRequestSchema), async (c) => {
      const outcome = await reorderPhotos(deps.db, {
        userId: c.var.member.id,
        photoIds: c.req.valid('json').photoIds,
      })
      return galleryAnswer(c, deps, outcome, [])
    })
    .put('/:id', validate('param', PhotoIdParamSchema), limitPhotoBody, async (c) => {
      const me = c.var.member
      const photoId = c.req.valid('param').id
      if (!me.photos.some((photo) => photo.id === photoId)) {
        return refuse(c, 404, 'not_found', PHOTO_MESSAGES.notFound)
      }
      const counted = await countRequest(deps, { limit: 'upload', subject: String(me.id) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const form = await readUploadForm(c)
      if (form.kind === 'refused') return refuse(c, form.status, form.code, form.message)
      const landed = form.clientId ? await landedUpload(deps.db, me.id, form.clientId) : null
      if (landed !== null) {
        return galleryAnswer(c, deps, { kind: 'replay', member: me, photoId: landed }, [])
      }
      const stored = await storeUpload(deps.photos, me.id, form.bytes)
      if (stored.kind === 'refused') return refuse(c, stored.status, stored.code, stored.message)
      const outcome = await replacePhoto(
        deps.db,
        {
          userId: me.id,
          photoId,
          clientId: form.clientId ?? crypto.randomUUID(),
          upload: stored.upload,
          autoApprove,
        },
        deps.clock(),
      )
      return galleryAnswer(c, deps, outcome, filesOfPhoto(stored.upload.name))
    })
    .delete('/:id', validate('param', PhotoIdParamSchema), async (c) => {
      const outcome = await removePhoto(deps.db, {
        userId: c.var.member.id,
        photoId: c.req.valid('param').id,
      })
      return galleryAnswer(c, deps, outcome, [])
    })
}

/**
 * Mounted at /api/photos: a photo file to a signed-in member who may see it (maySeePhotoFile),
 * else 404 (whether it exists is not told).
 */
export function photoFileRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const file = c.req.param('file')
    const notFound = () => refuse(c, 404, 'not_found', PHOTO_MESSAGES.notFound)
    if (!(await maySeePhotoFile(deps.db, c.var.member, file))) return notFound()
    const bytes = await deps.photos.read(file).catch((error: unknown) => {
      console.error(`Could not read the photo file ${file}:`, error)
      return undefined
    })
    // The store is away (object storage down): a 503 the browser tries again, not a 404 it keeps.
    if (bytes === undefined)
      return refuse(c, 503, 'service_unavailable', PHOTO_MESSAGES.unavailable)
    if (!bytes) return notFound()
    return c.body(bytes, 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': PHOTO_CACHE_CONTROL,
    })
  })
}
