import { Hono } from 'hono'
import { PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { addPhoto, filesOfPhoto, removePhoto, replacePhoto } from '../photos/gallery.ts'
import { limitPhotoBody, readUploadForm, storeUpload } from '../photos/receive-upload.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'
import { refuse } from '../http/refusal.ts'

/**
 * Mounted at /api/profile/photo (MAIN_PHOTO_PATH): the gallery's main photo, for the screens that show one picture
 * (the profile's avatar). PUT puts an upload in the main place (replacing the main photo, or as
 * the first photo of an empty gallery); DELETE removes the main photo (the next one takes its
 * place). Both answer the CurrentUser. The gallery itself is /api/profile/photos.
 */
export function profilePhotoRoutes(deps: RouteDeps) {
  const autoApprove = deps.config.PHOTO_AUTO_APPROVE
  return new Hono<AppEnv>()
    .put('/', limitPhotoBody, async (c) => {
      const me = c.var.member
      const counted = await countRequest(deps, { limit: 'upload', subject: String(me.id) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const form = await readUploadForm(c)
      if (form.kind === 'refused') return refuse(c, form.status, form.code, form.message)
      const stored = await storeUpload(deps.photos, me.id, form.bytes)
      if (stored.kind === 'refused') return refuse(c, stored.status, stored.code, stored.message)
      const input = {
        userId: me.id,
        clientId: form.clientId ?? crypto.randomUUID(),
        upload: stored.upload,
        autoApprove,
      }
      const main = me.photos[0]
      const outcome = main
        ? await replacePhoto(deps.db, { ...input, photoId: main.id }, deps.clock())
        : await addPhoto(deps.db, input, deps.clock())
      if (outcome.kind === 'changed' || outcome.kind === 'replay') {
        if (outcome.kind === 'changed') await deps.photos.delete(outcome.filesReplaced)
        return c.json(toCurrentUser(outcome.member), 200)
      }
      await deps.photos.delete(filesOfPhoto(stored.upload.name))
      if (outcome.kind === 'gone') return refuse(c, 401, 'unauthorized', AUTH_MESSAGES.notSignedIn)
      // The main photo was removed on another device meanwhile.
      return refuse(c, 404, 'not_found', PHOTO_MESSAGES.notFound)
    })
    .delete('/', async (c) => {
      const me = c.var.member
      const main = me.photos[0]
      if (!main) return c.json(toCurrentUser(me), 200)
      const outcome = await removePhoto(deps.db, { userId: me.id, photoId: main.id })
      if (outcome.kind === 'changed') {
        await deps.photos.delete(outcome.filesReplaced)
        return c.json(toCurrentUser(outcome.member), 200)
      }
      return c.json(toCurrentUser(me), 200)
    })
}
