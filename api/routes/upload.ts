import { Hono } from 'hono'
import {
  DEACON_LETTER_ERRORS,
  DEACON_LETTER_FIELD,
  DEACON_LETTER_MAX_BYTES,
} from '#shared/schemas/profile.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { sniffLetterType } from '../uploads/file-signature.ts'
import { limitUploadBody, multipartFile } from '../uploads/multipart-file.ts'
import { storageRefusal } from '../uploads/storage-refusal.ts'
import { refuse } from '../http/refusal.ts'

const TOO_LARGE = DEACON_LETTER_ERRORS.tooLarge.description

export function uploadRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      /**
       * The deacon letter (profile-faith-parish §7): multipart field deaconLetter, at most 5 MB, a
       * PDF or an image as its bytes show. Stored privately; answers { url } (the deaconLetterUrl).
       */
      .post('/deacon-letter', limitUploadBody(DEACON_LETTER_MAX_BYTES, TOO_LARGE), async (c) => {
        const me = c.var.member
        const counted = await countRequest(deps, { limit: 'upload', subject: String(me.id) })
        if (!counted.allowed) return tooManyRequests(c, counted)
        const file = await multipartFile(c, DEACON_LETTER_FIELD)
        if (!file) {
          return refuse(
            c,
            400,
            'validation_failed',
            `${DEACON_LETTER_FIELD}: Choose a file to upload`,
          )
        }
        if (file.size > DEACON_LETTER_MAX_BYTES)
          return refuse(c, 413, 'payload_too_large', TOO_LARGE)
        if (file.size === 0) return refuse(c, 400, 'validation_failed', 'The file is empty')
        const bytes = new Uint8Array(await file.arrayBuffer())
        const type = await sniffLetterType(bytes)
        if (!type) {
          return refuse(
            c,
            415,
            'unsupported_media_type',
            DEACON_LETTER_ERRORS.invalidType.description,
          )
        }
        try {
          return c.json({ url: await deps.letters.save(me.id, bytes, type) }, 201)
        } catch (error) {
          const refusal = storageRefusal(error, `a deacon letter of member ${me.id}`)
          return refuse(c, refusal.status, refusal.code, refusal.message)
        }
      })
  )
}
