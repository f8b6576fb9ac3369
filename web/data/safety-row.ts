import * as z from 'zod'

/** A member this member blocked (GET /api/blocks), as the Safety Center lists them. */
export const BlockedRowSchema = z.object({
  userId: z.number().int(),
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  profileImageUrl: z.string().nullable().catch(null),
  createdAt: z.string().default(''),
})
export type BlockedRow = z.infer<typeof BlockedRowSchema>
