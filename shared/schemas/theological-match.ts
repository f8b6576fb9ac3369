import * as z from './zod.ts'
import {
  AGREEMENT_LEVELS,
  THEOLOGY_AREAS,
  UNSCORED_REASONS,
  type TheologicalMatch,
} from '../domain/theological-match.ts'

/**
 * The why of a member's theological score, for the viewer (shared/domain/theological-match.ts):
 * 'compared' with how many questions both answered and how closely they agreed by area, or
 * 'unscored' with who has no questionnaire ('viewer', 'member', 'both') or 'shared' when the
 * two answered no question in common. Never an answer of either member.
 */
export const TheologicalMatchSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('compared'),
    questions: z.int().check(z.positive()),
    areas: z.partialRecord(z.enum(THEOLOGY_AREAS), z.enum(AGREEMENT_LEVELS)),
  }),
  z.object({ kind: z.literal('unscored'), missing: z.enum(UNSCORED_REASONS) }),
]) satisfies z.ZodMiniType<TheologicalMatch>
