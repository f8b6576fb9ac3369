import * as z from '#shared/schemas/zod.ts'

/** A member this member blocked (GET /api/blocks), as the Safety Center lists them. */
export const BlockedRowSchema = z.object({
  userId: z.int(),
  firstName: z.catch(z.string(), ''),
  lastName: z.catch(z.string(), ''),
  profileImageUrl: z.catch(z.nullable(z.string()), null),
  createdAt: z._default(z.string(), ''),
})
export type BlockedRow = z.infer<typeof BlockedRowSchema>
