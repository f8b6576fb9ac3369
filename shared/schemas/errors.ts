import { ERROR_CODES } from '../domain/error-codes.ts'
import * as z from './zod.ts'

export { ERROR_CODES, type ErrorCode } from '../domain/error-codes.ts'

export const ErrorCodeSchema = z.enum(ERROR_CODES)

/**
 * Every error answer of the API: `{ "message": "...", "code": "..." }`, the message naming the
 * problem for people, the code saying what happened for programs; a 400 about one field of the
 * request also names it in `field` (dotted path: 'photos.0.url').
 */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  field: z.optional(z.string()),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
