/**
 * Why two members' theological score is what it is (issue 33, core §1): the questionnaire's
 * areas on which their answers agreed and differed, and how many questions both answered. The
 * score itself is beliefAgreement (compatibility.ts), the mean over those questions.
 *
 * Only the agreement is told, never an answer, and an area only when both members answered at
 * least MIN_SHARED_PER_AREA of its questions: agreement on a single question would tell the
 * viewer, who knows their own answer, the other member's (docs/decisions/049).
 */
import { QUESTIONNAIRE_ANSWER_FIELDS } from '../schemas/questionnaire.ts'
import { answerAgreement, type CompatibilityProfile } from './compatibility.ts'
import {
  MIN_SHARED_PER_AREA,
  THEOLOGY_AREA_OF,
  THEOLOGY_AREAS,
  type AgreementLevel,
  type TheologicalMatch,
  type TheologyArea,
} from './theology-areas.ts'

function levelOf(agreement: number): AgreementLevel {
  if (agreement >= 0.75) return 'agree'
  return agreement >= 0.5 ? 'mixed' : 'differ'
}

/** The why of `viewer` and `member`'s theological score, as the viewer is told it. Symmetric in its areas. */
export function theologicalMatch(
  viewer: CompatibilityProfile,
  member: CompatibilityProfile,
): TheologicalMatch {
  const mine = viewer.answers
  const theirs = member.answers
  if (!mine || !theirs) {
    const missing = !mine && !theirs ? 'both' : mine ? 'member' : 'viewer'
    return { kind: 'unscored', missing }
  }
  let questions = 0
  const sums = new Map<TheologyArea, { sum: number; shared: number }>()
  for (const field of QUESTIONNAIRE_ANSWER_FIELDS) {
    const a = mine[field]
    const b = theirs[field]
    if (!a || !b) continue
    const area = THEOLOGY_AREA_OF[field]
    const seen = sums.get(area) ?? { sum: 0, shared: 0 }
    sums.set(area, { sum: seen.sum + answerAgreement(a, b), shared: seen.shared + 1 })
    questions++
  }
  const areas: Partial<Record<TheologyArea, AgreementLevel>> = {}
  for (const area of THEOLOGY_AREAS) {
    const seen = sums.get(area)
    if (seen && seen.shared >= MIN_SHARED_PER_AREA) areas[area] = levelOf(seen.sum / seen.shared)
  }
  if (questions === 0) return { kind: 'unscored', missing: 'shared' }
  return { kind: 'compared', questions, areas }
}
