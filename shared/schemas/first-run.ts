import * as z from './zod.ts'
import { CHURCH_ATTENDANCE, DENOMINATIONS, JURISDICTIONS } from '../domain/vocabularies.ts'

/**
 * PUT /api/profile/faith-basics (the first run, docs/first-run.md): the denomination, which the
 * deck needs, and the church attendance, which compatibility needs; the jurisdiction if known.
 * Religious data: stored only with the member's consent (docs/privacy.md), which the first run
 * asks with these answers and may send with them (`religiousDataConsent: true`), so both go
 * through the outbox together, offline too. Answers the member's record. A PUT of the same values
 * again changes nothing (a consent already given keeps its first date), so the outbox may replay it.
 */
export const FaithBasicsSchema = z.object({
  religiousDataConsent: z.optional(
    z.literal(true, {
      error: 'religiousDataConsent can only be true: consent is withdrawn in Privacy',
    }),
  ),
  denomination: z.enum(DENOMINATIONS, { error: 'Denomination is required' }),
  churchAttendanceFrequency: z.nullish(
    z.enum(CHURCH_ATTENDANCE, { error: 'Choose a listed church attendance' }),
  ),
  jurisdiction: z.nullish(z.enum(JURISDICTIONS, { error: 'Choose a listed jurisdiction' })),
})
export type FaithBasics = z.infer<typeof FaithBasicsSchema>
export type FaithBasicsInput = z.input<typeof FaithBasicsSchema>
