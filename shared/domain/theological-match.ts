/**
 * Why two members' theological score is what it is (issue 33, core §1): the questionnaire's
 * areas on which their answers agreed and differed, and how many questions both answered. The
 * score itself is beliefAgreement (compatibility.ts), the mean over those questions.
 *
 * Only the agreement is told, never an answer, and an area only when both members answered at
 * least MIN_SHARED_PER_AREA of its questions: agreement on a single question would tell the
 * viewer, who knows their own answer, the other member's (docs/decisions/048).
 */
import {
  QUESTIONNAIRE_ANSWER_FIELDS,
  type QuestionnaireAnswerField,
} from '../schemas/questionnaire.ts'
import { answerAgreement, type CompatibilityProfile } from './compatibility.ts'

/** The areas of the questionnaire, as the faith profile's sections group its questions. */
export const THEOLOGY_AREAS = ['beliefs', 'practice', 'issues', 'family', 'expectations'] as const
export type TheologyArea = (typeof THEOLOGY_AREAS)[number]

/** Each answer's area: every questionnaire answer in exactly one (the type checker holds it). */
export const THEOLOGY_AREA_OF = {
  believesOrthodoxChurch: 'beliefs',
  believesRealPresence: 'beliefs',
  believesTheotokosIntercession: 'beliefs',
  believesIconVeneration: 'beliefs',
  believesSynergisticSalvation: 'beliefs',
  believesRegularConfession: 'beliefs',
  believesPerpetualVirginity: 'beliefs',
  acceptsEcumenicalCouncils: 'beliefs',
  believesMarriageSacrament: 'beliefs',
  attendsLiturgyFrequency: 'practice',
  prayerFrequency: 'practice',
  fastingFrequency: 'practice',
  eucharistFrequency: 'practice',
  confessionFrequency: 'practice',
  spiritualFatherPosition: 'practice',
  contraceptionPosition: 'issues',
  cohabitationPosition: 'issues',
  ecumenicalUnionPosition: 'issues',
  childrenInMarriagePosition: 'issues',
  divorcePosition: 'issues',
  homosexualityPosition: 'issues',
  modernDatingPosition: 'issues',
  intermarriagePosition: 'issues',
  relocationPosition: 'issues',
  traditionalGenderRoles: 'family',
  raiseChildrenOrthodox: 'family',
  spouseStayHome: 'family',
  mutualSubmission: 'family',
  largeFamilyDesire: 'family',
  liturgicalTradition: 'expectations',
  spouseMustBeOrthodox: 'expectations',
  spouseMustPray: 'expectations',
  spouseMustAttendChurch: 'expectations',
  similarBackground: 'expectations',
  homeschoolingPreference: 'expectations',
  traditionalWedding: 'expectations',
} as const satisfies Record<QuestionnaireAnswerField, TheologyArea>

/** How closely two members answered an area: its mean agreement ≥ 0.75, ≥ 0.5, or below. */
export const AGREEMENT_LEVELS = ['agree', 'mixed', 'differ'] as const
export type AgreementLevel = (typeof AGREEMENT_LEVELS)[number]

/** Why a pair has no theological score: who has no questionnaire, or no question in common. */
export const UNSCORED_REASONS = ['viewer', 'member', 'both', 'shared'] as const
export type UnscoredReason = (typeof UNSCORED_REASONS)[number]

/** Questions of an area both must have answered before its agreement is told. */
export const MIN_SHARED_PER_AREA = 2

export type TheologicalMatch =
  | {
      kind: 'compared'
      /** Questions both members answered: what the score is the mean over. */
      questions: number
      /** The areas with at least MIN_SHARED_PER_AREA questions in common. */
      areas: Partial<Record<TheologyArea, AgreementLevel>>
    }
  | { kind: 'unscored'; missing: UnscoredReason }

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
