/**
 * The words of the theological score's why (issue 33, decision 049): the questionnaire's areas,
 * each answer's area, the agreement levels and why a pair may have no score. Apart from the
 * computation (theological-match.ts), so the wire contract (shared/schemas/theological-match.ts),
 * which every screen showing a member loads, carries no scoring code.
 */
import type { QuestionnaireAnswerField } from '../schemas/questionnaire.ts'

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
