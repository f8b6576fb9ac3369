import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts'
import {
  PROFILE_PHOTO_ERRORS,
  PROFILE_PHOTO_FIELD,
  PROFILE_PHOTO_MAX_BYTES,
} from '#shared/schemas/profile-photo.ts'
import { users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { isBlockedEitherWay } from '../safety/blocks.ts'
import { sniffPhotoType } from '../uploads/file-signature.ts'
import { limitUploadBody, multipartFile } from '../uploads/multipart-file.ts'
import { photoOwner } from '../uploads/photo-store.ts'
import { photoUrl, replaceProfilePhoto } from '../users/profile-photo.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'

/** A new upload gets a new URL, so a browser may keep each one for good (private: members only). */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable'
const PHOTO_NOT_FOUND = 'Photo not found'

/** The member's own profile photo (docs/privacy.md "Profile photo"). */
export function profilePhotoRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      /**
       * Multipart field `photo`: a JPEG, PNG or WebP as its bytes show, at most 5 MB. Replaces the
       * member's photo (the old file is deleted) and answers the member with the new URL.
       */
      .put(
        '/',
        limitUploadBody(PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_ERRORS.tooLarge),
        async (c) => {
          const file = await multipartFile(c, PROFILE_PHOTO_FIELD)
          if (!file) return c.json({ message: PROFILE_PHOTO_ERRORS.missing }, 400)
          if (file.size > PROFILE_PHOTO_MAX_BYTES) {
            return c.json({ message: PROFILE_PHOTO_ERRORS.tooLarge }, 413)
          }
          if (file.size === 0) return c.json({ message: PROFILE_PHOTO_ERRORS.empty }, 400)
          const bytes = new Uint8Array(await file.arrayBuffer())
          const type = await sniffPhotoType(bytes)
          if (!type) return c.json({ message: PROFILE_PHOTO_ERRORS.invalidType }, 415)
          const me = c.var.member
          const name = await deps.photos.save(me.id, bytes, type)
          const row = await replaceProfilePhoto(deps, me.id, photoUrl(name))
          if (!row) {
            // The account was deleted while the photo uploaded: keep nothing of it.
            await deps.photos.delete(name)
            return c.json({ message: AUTH_MESSAGES.notSignedIn }, 401)
          }
          return c.json(toCurrentUser(row), 200)
        },
      )
      /** Removes the member's photo: the avatar falls back to their initials. */
      .delete('/', async (c) => {
        const row = await replaceProfilePhoto(deps, c.var.member.id, null)
        if (!row) return c.json({ message: AUTH_MESSAGES.notSignedIn }, 401)
        return c.json(toCurrentUser(row), 200)
      })
      /**
       * A member's current photo, to signed-in members; 404 when it is not the owner's current
       * photo, or either member blocked the other, or the owner is suspended.
       */
      .get('/:name', async (c) => {
        const name = c.req.param('name')
        const owner = photoOwner(name)
        const viewer = c.var.member.id
        const notFound = () => c.json({ message: PHOTO_NOT_FOUND }, 404)
        if (owner === null) return notFound()
        const [row] = await deps.db
          .select({ url: users.profileImageUrl })
          .from(users)
          .where(eq(users.id, owner))
        if (row?.url !== photoUrl(name)) return notFound()
        if (owner !== viewer && (await isBlockedEitherWay(deps.db, viewer, owner))) {
          return notFound()
        }
        const photo = await deps.photos.read(name)
        if (!photo) return notFound()
        return c.body(photo.bytes, 200, {
          'Content-Type': photo.type,
          'Cache-Control': PHOTO_CACHE_CONTROL,
        })
      })
  )
}
