import { msg } from '@lingui/core/macro'
import type { QuestionnaireAnswerField } from '#shared/schemas/questionnaire.ts'
import { FAITH_PROFILE_SECTIONS } from '../questionnaire/faith-profile-sections.ts'
import type { QuestionnaireStep } from '../questionnaire/step-questionnaire.ts'
import { questionOf, type StepQuestion } from '../questionnaire/step-questions.ts'
import { ASSESSMENT_SECTIONS } from '../orthodox-assessment/assessment-sections.ts'

/** The assessment's statement of a belief, on its five-point scale. */
const statement = (field: QuestionnaireAnswerField) => questionOf(ASSESSMENT_SECTIONS, field)
/** The faith profile's question of a field, in its vocabulary. */
const asked = (field: QuestionnaireAnswerField) => questionOf(FAITH_PROFILE_SECTIONS, field)

const AREAS = {
  beliefs: msg`Core Orthodox Beliefs`,
  practice: msg`Spiritual Practice`,
  issues: msg`Contemporary Issues`,
  family: msg`Family & Values`,
  background: msg`Orthodox Background`,
  mustHaves: msg`Dealbreakers & Must-Haves`,
}
const BACKGROUND: StepQuestion = {
  kind: 'background',
  field: 'background',
  label: msg`What is your Orthodox background?`,
}

/**
 * The paged Orthodox Assessment (profile-faith-parish §2, §9): a flat list of twenty questions
 * drawn from six areas, five to a page over four pages; every question is required (§5).
 */
export const PAGED_ASSESSMENT_STEPS: QuestionnaireStep[] = [
  {
    parts: [
      {
        title: AREAS.beliefs,
        questions: [
          statement('believesOrthodoxChurch'),
          statement('believesRealPresence'),
          statement('believesTheotokosIntercession'),
          statement('believesIconVeneration'),
          asked('believesMarriageSacrament'),
        ],
      },
    ],
  },
  {
    parts: [
      {
        title: AREAS.practice,
        questions: [
          asked('attendsLiturgyFrequency'),
          asked('prayerFrequency'),
          asked('fastingFrequency'),
          asked('confessionFrequency'),
          asked('spiritualFatherPosition'),
        ],
      },
    ],
  },
  {
    parts: [
      {
        title: AREAS.issues,
        questions: [
          asked('contraceptionPosition'),
          asked('cohabitationPosition'),
          asked('divorcePosition'),
        ],
      },
      {
        title: AREAS.family,
        questions: [asked('traditionalGenderRoles'), asked('raiseChildrenOrthodox')],
      },
    ],
  },
  {
    parts: [
      { title: AREAS.background, questions: [BACKGROUND, asked('liturgicalTradition')] },
      {
        title: AREAS.mustHaves,
        questions: [
          asked('spouseMustBeOrthodox'),
          asked('spouseMustPray'),
          asked('spouseMustAttendChurch'),
        ],
      },
    ],
  },
]
