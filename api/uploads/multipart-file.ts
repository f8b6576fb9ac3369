import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { refuse } from '../http/refusal.ts'

/** Room for the multipart framing around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** 413 { message, code } for a body larger than a file of `maxBytes` can make, before it is read. */
export const limitUploadBody = (maxBytes: number, message: string) =>
  bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => refuse(c, 413, 'payload_too_large', message),
  })

/** The file a multipart body carries in `field`, or undefined (no such part, or no multipart). */
export async function multipartFile(c: Context, field: string): Promise<File | undefined> {
  try {
    const part = (await c.req.parseBody())[field]
    return part instanceof File ? part : undefined
  } catch {
    return undefined
  }
}
