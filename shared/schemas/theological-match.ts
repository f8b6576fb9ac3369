import * as z from './zod.ts'
import {
  AGREEMENT_LEVELS,
  THEOLOGY_AREAS,
  UNSCORED_REASONS,
  type TheologicalMatch,
  type TheologyArea,
} from '../domain/theology-areas.ts'

const level = z.optional(z.enum(AGREEMENT_LEVELS))
/** Each area optional (an object, not a record: the first screen carries no record schema). */
const AreasSchema = z.object(
  Object.fromEntries(THEOLOGY_AREAS.map((area) => [area, level])) as Record<
    TheologyArea,
    typeof level
  >,
)

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
    areas: AreasSchema,
  }),
  z.object({ kind: z.literal('unscored'), missing: z.enum(UNSCORED_REASONS) }),
]) satisfies z.ZodMiniType<TheologicalMatch>
