import * as z from './zod.ts'

/** Every error answer of the API: `{ "message": "..." }` naming the problem. */
export const ErrorBodySchema = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorBodySchema>
