import { randomInt } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import {
  photoVerificationOf,
  selfieWithout,
  startAttempt,
  startWithout,
  submitSelfie,
  verificationRowOf,
  type AttemptRefusal,
} from '../photo-verification/attempt.ts'
import { SELFIE_SIZE } from '../photo-verification/review.ts'
import { filesOfPhoto } from '../photos/gallery.ts'
import { limitPhotoBody, readUploadForm, storeUpload } from '../photos/receive-upload.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'

/** The answer of a step the verification as it stands does not allow. */
function refuseAttempt(c: Context<AppEnv>, refusal: AttemptRefusal) {
  switch (refusal.kind) {
    case 'pending':
      return refuse(c, 409, 'verification_pending', M.pending)
    case 'verified':
      return refuse(c, 409, 'already_photo_verified', M.alreadyVerified)
    case 'photo-required':
      return refuse(c, 409, 'photo_required', M.photoRequired)
    case 'not-started':
      return refuse(c, 409, 'verification_not_started', M.notStarted)
    case 'gone':
      return refuse(c, 401, 'unauthorized', AUTH_MESSAGES.notSignedIn)
  }
}

/**
 * Mounted at /api/photo-verification (docs/safety.md "Photo verification"), the signed-in
 * member's own: GET / (PhotoVerificationSchema); POST /start asks a pose the server chooses at
 * random (201), or answers the pose asked already (200: asking again never draws another);
 * POST /selfie takes the selfie copying it (multipart `photo` and `clientId`, as a gallery upload:
 * the same limits, type check and pipeline, EXIF stripped), kept for moderators only until their
 * decision (201; the same clientId again answers 200 and stores nothing).
 */
export function photoVerificationRoutes(deps: RouteDeps) {
  const answer = async (c: Context<AppEnv>, status: 200 | 201) =>
    c.json(await photoVerificationOf(deps.db, c.var.member.id, deps.clock()), status)
  return new Hono<AppEnv>()
    .get('/', (c) => answer(c, 200))
    .post('/start', async (c) => {
      const me = c.var.member
      // Cheap answers first: a new attempt is counted, asking again for the same pose is not.
      const before = startWithout(await verificationRowOf(deps.db, me.id))
      if (before?.kind === 'asked-already') return answer(c, 200)
      if (before) return refuseAttempt(c, before)
      if (me.photos.length === 0) return refuseAttempt(c, { kind: 'photo-required' })
      const counted = await countRequest(deps, {
        limit: 'photo-verification',
        subject: String(me.id),
      })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const outcome = await startAttempt(
        deps.db,
        { userId: me.id, randomIndex: (count) => randomInt(count) },
        deps.clock(),
      )
      if (outcome.kind === 'started') return answer(c, 201)
      if (outcome.kind === 'asked-already') return answer(c, 200)
      return refuseAttempt(c, outcome)
    })
    .post('/selfie', limitPhotoBody, async (c) => {
      const me = c.var.member
      const counted = await countRequest(deps, { limit: 'upload', subject: String(me.id) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const form = await readUploadForm(c)
      if (form.kind === 'refused') return refuse(c, form.status, form.code, form.message)
      const before = selfieWithout(await verificationRowOf(deps.db, me.id), form.clientId)
      if (before?.kind === 'replay') return answer(c, 200)
      if (before) return refuseAttempt(c, before)
      const stored = await storeUpload(deps.photos, me.id, form.bytes, [SELFIE_SIZE])
      if (stored.kind === 'refused') return refuse(c, stored.status, stored.code, stored.message)
      const selfieName = stored.upload.name
      const outcome = await submitSelfie(
        deps.db,
        { userId: me.id, clientId: form.clientId ?? crypto.randomUUID(), selfieName },
        deps.clock(),
      )
      if (outcome.kind === 'submitted') return answer(c, 201)
      // Landed before, or refused meanwhile: this copy of the selfie is not kept.
      await deps.photos.delete(filesOfPhoto(selfieName)).catch((error: unknown) => {
        console.error(`Could not delete the selfie ${selfieName}:`, error)
      })
      return outcome.kind === 'replay' ? answer(c, 200) : refuseAttempt(c, outcome)
    })
}
