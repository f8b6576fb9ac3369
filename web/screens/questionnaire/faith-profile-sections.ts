import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  AGREEMENT_LABELS,
  QUESTIONNAIRE_LANGUAGES,
  type QuestionnaireAnswerField,
  type QuestionnaireAnswers,
} from '#shared/schemas/questionnaire.ts'

export type Choice<Value extends string = string> = { value: Value; label: MessageDescriptor }

/** A question of the wizard: one radio group per answer field, or the two flags, or the languages. */
export type Question =
  | { kind: 'choice'; field: QuestionnaireAnswerField; label: MessageDescriptor; choices: Choice[] }
  | { kind: 'flag'; field: 'isConvert' | 'bornOrthodox'; label: MessageDescriptor }
  | { kind: 'languages'; field: 'languages'; label: MessageDescriptor; choices: LanguageChoices }

export type FaithProfileSection = { title: MessageDescriptor; questions: Question[] }

const BELIEF: Choice[] = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
  { value: 'unsure', label: msg`Unsure` },
]
export const FREQUENCY_CHOICES: Choice[] = [
  { value: 'daily', label: msg`Daily` },
  { value: 'weekly', label: msg`Weekly` },
  { value: 'monthly', label: msg`Monthly` },
  { value: 'rarely', label: msg`Rarely` },
  { value: 'never', label: msg`Never` },
]
const AGREEMENT_LABEL_TEXT: Record<(typeof AGREEMENT_LABELS)[number], MessageDescriptor> = {
  'Strongly Agree': msg`Strongly Agree`,
  Agree: msg`Agree`,
  Neutral: msg`Neutral`,
  Disagree: msg`Disagree`,
  'Strongly Disagree': msg`Strongly Disagree`,
}
/** strongly_agree … strongly_disagree, labelled as the spec's version with labels shows them. */
const AGREEMENT: Choice[] = AGREEMENT_LABELS.map((label) => ({
  value: label.toLowerCase().replace(' ', '_'),
  label: AGREEMENT_LABEL_TEXT[label],
}))
const FAMILY: Choice[] = [
  { value: 'true', label: msg`Yes` },
  { value: 'false', label: msg`No` },
]
const MUST_HAVE: Choice[] = [
  { value: 'important', label: msg`Important` },
  { value: 'open_to_discussion', label: msg`Open to discussion` },
  { value: 'not_important', label: msg`Not important` },
]
/** The traditions' names, told apart from the languages of the same name for translators. */
const TRADITIONS: Choice[] = [
  { value: 'greek', label: msg({ message: 'Greek', context: 'liturgical tradition' }) },
  { value: 'russian', label: msg({ message: 'Russian', context: 'liturgical tradition' }) },
  { value: 'antiochian', label: msg({ message: 'Antiochian', context: 'liturgical tradition' }) },
  { value: 'oca', label: msg({ message: 'OCA', context: 'liturgical tradition' }) },
  { value: 'serbian', label: msg({ message: 'Serbian', context: 'liturgical tradition' }) },
  { value: 'romanian', label: msg({ message: 'Romanian', context: 'liturgical tradition' }) },
  { value: 'bulgarian', label: msg({ message: 'Bulgarian', context: 'liturgical tradition' }) },
  { value: 'other', label: msg({ message: 'Other', context: 'liturgical tradition' }) },
]
/** A language the server keeps (either list of §3), and a version's list of them. */
export type SavedLanguage = NonNullable<QuestionnaireAnswers['languages']>[number]
export type LanguageChoices = Choice<SavedLanguage>[]

type LanguageChoice = (typeof QUESTIONNAIRE_LANGUAGES)[number]
const LANGUAGE_TEXT: Record<LanguageChoice, MessageDescriptor> = {
  English: msg`English`,
  Greek: msg`Greek`,
  Russian: msg`Russian`,
  Serbian: msg`Serbian`,
  Romanian: msg`Romanian`,
  Bulgarian: msg`Bulgarian`,
  Arabic: msg`Arabic`,
  Georgian: msg`Georgian`,
}
export const LANGUAGE_CHOICES: Choice<LanguageChoice>[] = QUESTIONNAIRE_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_TEXT[value],
}))
/** 'Other' among the languages, with a free-text field beside it (the intake and wide versions). */
export const OTHER_LANGUAGE_CHOICE = {
  value: 'other',
  label: msg({ message: 'Other', context: 'language' }),
} satisfies Choice<SavedLanguage>

const ask = (field: QuestionnaireAnswerField, label: MessageDescriptor, choices: Choice[]) =>
  ({ kind: 'choice', field, label, choices }) satisfies Question

/** The five sections of profile-faith-parish §2, asking every answer field once. */
export const FAITH_PROFILE_SECTIONS: FaithProfileSection[] = [
  {
    title: msg`Core Orthodox Beliefs`,
    questions: [
      ask(
        'believesOrthodoxChurch',
        msg`Do you believe the Orthodox Church is the one, holy, catholic and apostolic Church?`,
        BELIEF,
      ),
      ask(
        'believesRealPresence',
        msg`Do you believe Christ is truly present in the Holy Eucharist?`,
        BELIEF,
      ),
      ask(
        'believesTheotokosIntercession',
        msg`Do you ask the Theotokos and the saints to intercede for you?`,
        BELIEF,
      ),
      ask('believesIconVeneration', msg`Do you believe in the veneration of icons?`, BELIEF),
      ask(
        'believesSynergisticSalvation',
        msg`Do you believe salvation is a lifelong cooperation with God's grace?`,
        BELIEF,
      ),
      ask('believesRegularConfession', msg`Do you believe in regular confession?`, BELIEF),
      ask(
        'believesPerpetualVirginity',
        msg`Do you believe in the ever-virginity of the Theotokos?`,
        BELIEF,
      ),
      ask('acceptsEcumenicalCouncils', msg`Do you accept the seven Ecumenical Councils?`, BELIEF),
      ask('believesMarriageSacrament', msg`Do you believe marriage is a holy sacrament?`, BELIEF),
    ],
  },
  {
    title: msg`Spiritual Practice`,
    questions: [
      ask(
        'attendsLiturgyFrequency',
        msg`How often do you attend the Divine Liturgy?`,
        FREQUENCY_CHOICES,
      ),
      ask('prayerFrequency', msg`How often do you pray?`, FREQUENCY_CHOICES),
      ask('fastingFrequency', msg`How often do you keep the fasts?`, FREQUENCY_CHOICES),
      ask('eucharistFrequency', msg`How often do you receive Holy Communion?`, FREQUENCY_CHOICES),
      ask('confessionFrequency', msg`How often do you go to confession?`, FREQUENCY_CHOICES),
      ask(
        'spiritualFatherPosition',
        msg`Every Orthodox Christian should have a spiritual father.`,
        AGREEMENT,
      ),
    ],
  },
  {
    title: msg`Contemporary Issues`,
    questions: [
      ask(
        'contraceptionPosition',
        msg`Married couples may use non-abortive contraception with their priest's blessing.`,
        AGREEMENT,
      ),
      ask(
        'cohabitationPosition',
        msg`Couples should not live together before marriage.`,
        AGREEMENT,
      ),
      ask(
        'ecumenicalUnionPosition',
        msg`The Orthodox Church should seek union with other Christian churches.`,
        AGREEMENT,
      ),
      ask(
        'childrenInMarriagePosition',
        msg`Children are a central purpose of marriage.`,
        AGREEMENT,
      ),
      ask(
        'divorcePosition',
        msg`Divorce and remarriage are acceptable in some circumstances.`,
        AGREEMENT,
      ),
      ask(
        'homosexualityPosition',
        msg`I hold the Church's traditional teaching on sexuality.`,
        AGREEMENT,
      ),
      ask('modernDatingPosition', msg`Modern dating fits an Orthodox life.`, AGREEMENT),
      ask('intermarriagePosition', msg`I would marry a Christian who is not Orthodox.`, AGREEMENT),
      ask('relocationPosition', msg`I am willing to relocate for marriage.`, AGREEMENT),
    ],
  },
  {
    title: msg`Family & Values`,
    questions: [
      ask(
        'traditionalGenderRoles',
        msg`Do you support traditional roles for husband and wife?`,
        FAMILY,
      ),
      ask(
        'raiseChildrenOrthodox',
        msg`Will you raise your children in the Orthodox faith?`,
        FAMILY,
      ),
      ask(
        'spouseStayHome',
        msg`Would you like one parent to stay at home with the children?`,
        FAMILY,
      ),
      ask('mutualSubmission', msg`Do you believe in mutual submission in marriage?`, FAMILY),
      ask('largeFamilyDesire', msg`Do you hope for a large family?`, FAMILY),
    ],
  },
  {
    title: msg`Background & Preferences`,
    questions: [
      { kind: 'flag', field: 'bornOrthodox', label: msg`I was born into an Orthodox family` },
      { kind: 'flag', field: 'isConvert', label: msg`I am a convert to Orthodoxy` },
      ask('liturgicalTradition', msg`Which liturgical tradition is yours?`, TRADITIONS),
      {
        kind: 'languages',
        field: 'languages',
        label: msg`Which languages do you speak?`,
        choices: LANGUAGE_CHOICES,
      },
      ask(
        'spouseMustBeOrthodox',
        msg`How important is it that your spouse is Orthodox?`,
        MUST_HAVE,
      ),
      ask('spouseMustPray', msg`How important is it that your spouse prays regularly?`, MUST_HAVE),
      ask(
        'spouseMustAttendChurch',
        msg`How important is it that your spouse attends church?`,
        MUST_HAVE,
      ),
      ask('similarBackground', msg`How important is a similar background?`, MUST_HAVE),
      ask('homeschoolingPreference', msg`How important is homeschooling your children?`, MUST_HAVE),
      ask('traditionalWedding', msg`How important is a traditional Orthodox wedding?`, MUST_HAVE),
    ],
  },
]

export const SECTION_COUNT = FAITH_PROFILE_SECTIONS.length

/** What the wizard holds: the answers so far (the draft keeps exactly this). */
export type WizardAnswers = QuestionnaireAnswers
