import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { INTAKE_LANGUAGES } from '#shared/schemas/questionnaire.ts'
import {
  FAITH_PROFILE_SECTIONS,
  OTHER_LANGUAGE_CHOICE,
  type LanguageChoices,
} from '../questionnaire/faith-profile-sections.ts'
import type { QuestionnaireStep } from '../questionnaire/step-questionnaire.ts'
import { questionOf, type StepQuestion } from '../questionnaire/step-questions.ts'

type IntakeField = Parameters<typeof questionOf>[1]
/** The faith profile's question of a field: the intake asks the same questions, laid out in six. */
const asked = (...fields: IntakeField[]) =>
  fields.map((field) => questionOf(FAITH_PROFILE_SECTIONS, field))

const section = (title: MessageDescriptor, questions: StepQuestion[]): QuestionnaireStep => ({
  parts: [{ title, questions }],
})

const INTAKE_LANGUAGE_TEXT: Record<(typeof INTAKE_LANGUAGES)[number], MessageDescriptor> = {
  english: msg`English`,
  russian: msg`Russian`,
  greek: msg`Greek`,
  serbian: msg`Serbian`,
  ukrainian: msg`Ukrainian`,
  romanian: msg`Romanian`,
  other: OTHER_LANGUAGE_CHOICE.label,
}
/** The intake's own lower-case language list (profile-faith-parish §3). */
const INTAKE_LANGUAGE_CHOICES: LanguageChoices = INTAKE_LANGUAGES.map((value) => ({
  value,
  label: INTAKE_LANGUAGE_TEXT[value],
}))

/**
 * The six sections of the Orthodox Match Intake (profile-faith-parish §2): every question is
 * required but the languages (§5).
 */
export const INTAKE_SECTIONS: QuestionnaireStep[] = [
  section(
    msg`Core Orthodox Beliefs`,
    asked(
      'believesOrthodoxChurch',
      'believesRealPresence',
      'believesTheotokosIntercession',
      'believesIconVeneration',
      'believesSynergisticSalvation',
      'believesRegularConfession',
      'believesPerpetualVirginity',
      'acceptsEcumenicalCouncils',
      'believesMarriageSacrament',
    ),
  ),
  section(
    msg`Lifestyle & Spiritual Practice`,
    asked(
      'attendsLiturgyFrequency',
      'prayerFrequency',
      'fastingFrequency',
      'eucharistFrequency',
      'confessionFrequency',
      'spiritualFatherPosition',
    ),
  ),
  section(
    msg`Positions on Contemporary Issues`,
    asked(
      'contraceptionPosition',
      'cohabitationPosition',
      'ecumenicalUnionPosition',
      'divorcePosition',
      'homosexualityPosition',
      'modernDatingPosition',
      'intermarriagePosition',
      'relocationPosition',
    ),
  ),
  section(
    msg`Family & Gender Roles`,
    asked(
      'traditionalGenderRoles',
      'mutualSubmission',
      'raiseChildrenOrthodox',
      'spouseStayHome',
      'largeFamilyDesire',
      'childrenInMarriagePosition',
    ),
  ),
  section(msg`Spiritual & Cultural Identity`, [
    { kind: 'background', field: 'background', label: msg`What is your Orthodox background?` },
    ...asked('liturgicalTradition'),
    {
      kind: 'languages',
      field: 'languages',
      label: msg`Which languages do you speak? (optional)`,
      choices: INTAKE_LANGUAGE_CHOICES,
      optional: true,
    },
  ]),
  section(
    msg`Dealbreakers & Must-Haves`,
    asked(
      'spouseMustBeOrthodox',
      'spouseMustPray',
      'spouseMustAttendChurch',
      'similarBackground',
      'homeschoolingPreference',
      'traditionalWedding',
    ),
  ),
]
