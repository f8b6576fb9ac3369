import * as z from './zod.ts'
import { PHOTO_LIMIT, PHOTO_STATUSES } from '../domain/photos.ts'
import { IdFromPathSchema } from './ids.ts'

/**
 * A member's photo gallery (docs/photos.md): GET/POST /api/profile/photos, PUT and DELETE
 * /api/profile/photos/{id}, PUT /api/profile/photos/order (the moderators' queue: photo-review.ts).
 */

export const PhotoIdSchema = z.int().check(z.positive())

/**
 * An approved photo as other members see it. `name` (`<userId>-<uuid>`) makes the URL of each
 * size (photoFileUrl); `placeholder` is a BlurHash the screens paint until the file arrives.
 */
export const PublicPhotoSchema = z.object({
  id: PhotoIdSchema,
  name: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  placeholder: z.string(),
})
export type PublicPhoto = z.infer<typeof PublicPhotoSchema>

/**
 * One of the member's own photos: its place in the gallery, where it stands in moderation (with
 * the moderator's reason when rejected), and `revision`, which moves when the photo is replaced.
 */
export const OwnPhotoSchema = z.extend(PublicPhotoSchema, {
  position: z.int().check(z.gte(0), z.lte(PHOTO_LIMIT - 1)),
  status: z.enum(PHOTO_STATUSES),
  rejectionReason: z.nullable(z.string()),
  revision: z.int().check(z.positive()),
})
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>

/** The answer of every gallery call: the member's photos in order, the main one first. */
export const GallerySchema = z.object({ photos: z.array(OwnPhotoSchema) })
export type Gallery = z.infer<typeof GallerySchema>

/** The answer of an upload or a replacement: the gallery and the photo it made or replaced. */
export const UploadedPhotoSchema = z.extend(GallerySchema, { photoId: PhotoIdSchema })
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>

/** `{id}` of /api/profile/photos/{id} and /api/moderation/photos/{id}/review. */
export const PhotoIdParamSchema = z.object({ id: IdFromPathSchema })

/** PUT /api/profile/photos/order: every photo of the gallery once, in the new order. */
export const PhotoOrderRequestSchema = z.object({
  photoIds: z.array(PhotoIdSchema, { error: 'List the photos in their new order' }).check(
    z.minLength(1, 'List the photos in their new order'),
    z.maxLength(PHOTO_LIMIT, `At most ${PHOTO_LIMIT} photos`),
    z.refine((ids) => new Set(ids).size === ids.length, 'Name each photo once'),
  ),
})
export type PhotoOrderRequest = z.infer<typeof PhotoOrderRequestSchema>

/** users.photos: the gallery in order as the screens read it (api/photos/gallery-snapshot.ts). */
export type GallerySnapshot = OwnPhoto[]
