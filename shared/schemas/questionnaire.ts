import * as z from './zod.ts'
import { storableLine, storableText } from './text.ts'
import { UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** Answer vocabularies of the questionnaire screens (profile-faith-parish §3; they differ by version). */
export const BELIEF_ANSWERS = ['yes', 'no', 'unsure'] as const
export const FREQUENCY_ANSWERS = ['daily', 'weekly', 'monthly', 'rarely', 'never'] as const
export const AGREEMENT_ANSWERS = [
  'strongly_agree',
  'agree',
  'somewhat_agree',
  'neutral',
  'somewhat_disagree',
  'disagree',
  'strongly_disagree',
] as const
/** The version that stores the labels themselves. */
export const AGREEMENT_LABELS = [
  'Strongly Agree',
  'Agree',
  'Neutral',
  'Disagree',
  'Strongly Disagree',
] as const
/** The assessment's scale keys (core-experience §9). */
export const ASSESSMENT_SCALE = [
  'stronglyAgree',
  'agree',
  'neutral',
  'disagree',
  'stronglyDisagree',
] as const
export type AssessmentScaleKey = (typeof ASSESSMENT_SCALE)[number]
/**
 * The one place where the assessment's scale keys become stored answers: the agreement
 * vocabulary's five-point words, so every version's agreement answers compare on one scale.
 */
export const ASSESSMENT_STORED_ANSWERS = {
  stronglyAgree: 'strongly_agree',
  agree: 'agree',
  neutral: 'neutral',
  disagree: 'disagree',
  stronglyDisagree: 'strongly_disagree',
} as const satisfies Record<AssessmentScaleKey, (typeof AGREEMENT_ANSWERS)[number]>
/** The belief statements the assessment asks on its scale (and its live meter reads). */
export const ASSESSMENT_BELIEF_FIELDS = [
  'believesOrthodoxChurch',
  'believesRealPresence',
  'believesTheotokosIntercession',
  'believesIconVeneration',
] as const
/** A belief asked as yes/no/unsure (faith profile) or on the assessment's scale. */
const BELIEF_OR_ASSESSMENT_ANSWERS = [
  ...BELIEF_ANSWERS,
  ...Object.values(ASSESSMENT_STORED_ANSWERS),
] as const
export const MUST_HAVE_ANSWERS = [
  'important',
  'not_important',
  'open_to_discussion',
  'open_discussion',
] as const
export const FAMILY_ANSWERS = ['true', 'false'] as const
export const LITURGICAL_TRADITIONS = [
  'greek',
  'russian',
  'antiochian',
  'oca',
  'serbian',
  'romanian',
  'bulgarian',
  'other',
] as const
export const QUESTIONNAIRE_LANGUAGES = [
  'English',
  'Greek',
  'Russian',
  'Serbian',
  'Romanian',
  'Bulgarian',
  'Arabic',
  'Georgian',
] as const
/** The intake's lower-case language list. */
export const INTAKE_LANGUAGES = [
  'english',
  'russian',
  'greek',
  'serbian',
  'ukrainian',
  'romanian',
  'other',
] as const

/** The text answer columns of orthodox_questionnaire_responses, in the spec's order. */
export const QUESTIONNAIRE_ANSWER_FIELDS = [
  'believesOrthodoxChurch',
  'believesRealPresence',
  'believesTheotokosIntercession',
  'believesIconVeneration',
  'believesSynergisticSalvation',
  'believesRegularConfession',
  'believesPerpetualVirginity',
  'acceptsEcumenicalCouncils',
  'believesMarriageSacrament',
  'attendsLiturgyFrequency',
  'prayerFrequency',
  'fastingFrequency',
  'eucharistFrequency',
  'confessionFrequency',
  'contraceptionPosition',
  'cohabitationPosition',
  'ecumenicalUnionPosition',
  'childrenInMarriagePosition',
  'divorcePosition',
  'homosexualityPosition',
  'spiritualFatherPosition',
  'modernDatingPosition',
  'intermarriagePosition',
  'relocationPosition',
  'traditionalGenderRoles',
  'raiseChildrenOrthodox',
  'spouseStayHome',
  'mutualSubmission',
  'largeFamilyDesire',
  'liturgicalTradition',
  'spouseMustBeOrthodox',
  'spouseMustPray',
  'spouseMustAttendChurch',
  'similarBackground',
  'homeschoolingPreference',
  'traditionalWedding',
] as const
export type QuestionnaireAnswerField = (typeof QUESTIONNAIRE_ANSWER_FIELDS)[number]

/** The choice that asks for a free-text answer beside it ('Other'). */
export const OTHER_CHOICE = 'other'
/**
 * The questions some version offers 'Other' on, with an optional free-text field beside it:
 * the liturgical tradition (faith profile, wide questionnaire, paged assessment, intake) and the
 * languages (the intake's lower-case list). Their texts are stored under these keys.
 */
export const OTHER_ANSWER_QUESTIONS = ['liturgicalTradition', 'languages'] as const
export type OtherAnswerQuestion = (typeof OTHER_ANSWER_QUESTIONS)[number]
export const OTHER_ANSWER_MAX_LENGTH = 200

/** One 'Other' text: trimmed, at most 200 characters; empty or null clears it, absent keeps it. */
const otherText = z.optional(
  z.nullable(
    z.pipe(
      z
        .string({ error: 'Must be text' })
        .check(
          z.trim(),
          storableLine(),
          z.maxLength(
            OTHER_ANSWER_MAX_LENGTH,
            `Must be at most ${OTHER_ANSWER_MAX_LENGTH} characters`,
          ),
        ),
      z.transform((text: string) => text || null),
    ),
  ),
)

/**
 * The free-text 'Other' answers, keyed by question; a key of a question without an 'Other'
 * choice is refused naming it. Kept by the server only while that question's answer is 'other'.
 */
export const OtherAnswersSchema = z.strictObject(
  Object.fromEntries(OTHER_ANSWER_QUESTIONS.map((q) => [q, otherText])) as Record<
    OtherAnswerQuestion,
    typeof otherText
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.join(', ')}: No 'Other' choice to describe (only ${OTHER_ANSWER_QUESTIONS.join(', ')})`
        : 'otherAnswers must be an object of texts',
  },
)
export type OtherAnswers = z.infer<typeof OtherAnswersSchema>
/** The texts as stored and answered: only the kept ones, each non-empty. */
export const StoredOtherAnswersSchema = z.partialRecord(
  z.enum(OTHER_ANSWER_QUESTIONS),
  z.string().check(z.maxLength(OTHER_ANSWER_MAX_LENGTH)),
)
export type StoredOtherAnswers = z.infer<typeof StoredOtherAnswersSchema>

/** Any answer: optional text (the screens' vocabularies differ by version), null when unanswered. */
const answer = z.nullish(
  z.string().check(z.trim(), storableText(), z.maxLength(2000, 'Must be at most 2000 characters')),
)

const answerShape = Object.fromEntries(
  QUESTIONNAIRE_ANSWER_FIELDS.map((field) => [field, answer]),
) as Record<QuestionnaireAnswerField, typeof answer>

/**
 * POST /api/questionnaire and /api/questionnaires (save progress and completion alike):
 * the user id is required, every answer optional (profile-faith-parish §3, §5).
 */
export const QuestionnaireResponseSchema = z.object({
  userId: UserIdSchema,
  ...answerShape,
  isConvert: z._default(z.boolean({ error: 'isConvert must be true or false' }), false),
  bornOrthodox: z._default(z.boolean({ error: 'bornOrthodox must be true or false' }), false),
  languages: z.nullish(
    z
      .array(z.string().check(z.trim(), storableLine(), z.minLength(1), z.maxLength(50)), {
        error: 'languages must be a list of text',
      })
      .check(z.maxLength(20, 'At most 20 languages')),
  ),
  otherAnswers: z._default(StoredOtherAnswersSchema, {}),
})
export type QuestionnaireResponseInput = z.input<typeof QuestionnaireResponseSchema>
export type QuestionnaireResponse = z.infer<typeof QuestionnaireResponseSchema>

/** A stored response as GET /api/questionnaire(s)/{userId} answers it. */
export const StoredQuestionnaireResponseSchema = z.extend(QuestionnaireResponseSchema, {
  id: z.int().check(z.positive()),
  createdAt: IsoDateTimeSchema,
  updatedAt: z.nullable(IsoDateTimeSchema),
})
export type StoredQuestionnaireResponse = z.infer<typeof StoredQuestionnaireResponseSchema>

/**
 * Which answers each text field accepts: the vocabulary of §3 the faith profile asks it in,
 * widened here (and only here) where another version asks the same field on another scale.
 */
export const QUESTIONNAIRE_FIELD_ANSWERS = {
  believesOrthodoxChurch: BELIEF_OR_ASSESSMENT_ANSWERS,
  believesRealPresence: BELIEF_OR_ASSESSMENT_ANSWERS,
  believesTheotokosIntercession: BELIEF_OR_ASSESSMENT_ANSWERS,
  believesIconVeneration: BELIEF_OR_ASSESSMENT_ANSWERS,
  believesSynergisticSalvation: BELIEF_ANSWERS,
  believesRegularConfession: BELIEF_ANSWERS,
  believesPerpetualVirginity: BELIEF_ANSWERS,
  acceptsEcumenicalCouncils: BELIEF_ANSWERS,
  believesMarriageSacrament: BELIEF_ANSWERS,
  attendsLiturgyFrequency: FREQUENCY_ANSWERS,
  prayerFrequency: FREQUENCY_ANSWERS,
  fastingFrequency: FREQUENCY_ANSWERS,
  eucharistFrequency: FREQUENCY_ANSWERS,
  confessionFrequency: FREQUENCY_ANSWERS,
  contraceptionPosition: AGREEMENT_ANSWERS,
  cohabitationPosition: AGREEMENT_ANSWERS,
  ecumenicalUnionPosition: AGREEMENT_ANSWERS,
  childrenInMarriagePosition: AGREEMENT_ANSWERS,
  divorcePosition: AGREEMENT_ANSWERS,
  homosexualityPosition: AGREEMENT_ANSWERS,
  spiritualFatherPosition: AGREEMENT_ANSWERS,
  modernDatingPosition: AGREEMENT_ANSWERS,
  intermarriagePosition: AGREEMENT_ANSWERS,
  relocationPosition: AGREEMENT_ANSWERS,
  traditionalGenderRoles: FAMILY_ANSWERS,
  raiseChildrenOrthodox: FAMILY_ANSWERS,
  spouseStayHome: FAMILY_ANSWERS,
  mutualSubmission: FAMILY_ANSWERS,
  largeFamilyDesire: FAMILY_ANSWERS,
  liturgicalTradition: LITURGICAL_TRADITIONS,
  spouseMustBeOrthodox: MUST_HAVE_ANSWERS,
  spouseMustPray: MUST_HAVE_ANSWERS,
  spouseMustAttendChurch: MUST_HAVE_ANSWERS,
  similarBackground: MUST_HAVE_ANSWERS,
  homeschoolingPreference: MUST_HAVE_ANSWERS,
  traditionalWedding: MUST_HAVE_ANSWERS,
} as const satisfies Record<QuestionnaireAnswerField, readonly string[]>

/** Both language lists of §3 (the faith profile offers the first). */
const SAVED_LANGUAGES = [...QUESTIONNAIRE_LANGUAGES, ...INTAKE_LANGUAGES] as const

/** One field's answer: a value of its vocabulary, null to clear it, absent to leave it as saved. */
function vocabularyAnswer(values: readonly string[]) {
  return z.optional(
    z.nullable(
      z.enum(values as [string, ...string[]], { error: `Choose one of: ${values.join(', ')}` }),
    ),
  )
}

const vocabularyShape = Object.fromEntries(
  QUESTIONNAIRE_ANSWER_FIELDS.map((field) => [
    field,
    vocabularyAnswer(QUESTIONNAIRE_FIELD_ANSWERS[field]),
  ]),
) as Record<QuestionnaireAnswerField, ReturnType<typeof vocabularyAnswer>>

/**
 * POST /api/questionnaire (the Orthodox Faith Profile; save progress and completion alike): the
 * signed-in member's answers, any subset. A field sent is saved (null clears it), a field left out
 * keeps its saved value; a value outside the field's vocabulary is refused naming the field.
 * `userId`, when sent, must be the signed-in member.
 */
export const QuestionnaireSaveSchema = z.object({
  userId: z.optional(UserIdSchema),
  ...vocabularyShape,
  isConvert: z.optional(z.boolean({ error: 'isConvert must be true or false' })),
  bornOrthodox: z.optional(z.boolean({ error: 'bornOrthodox must be true or false' })),
  languages: z.optional(
    z.nullable(
      z
        .array(
          z.enum(SAVED_LANGUAGES, { error: `Choose from: ${QUESTIONNAIRE_LANGUAGES.join(', ')}` }),
          { error: 'languages must be a list of languages' },
        )
        .check(z.maxLength(20, 'At most 20 languages')),
    ),
  ),
  /** The 'Other' texts sent: a key sent is saved (null clears it), a key left out keeps its text. */
  otherAnswers: z.optional(OtherAnswersSchema),
})
export type QuestionnaireSaveInput = z.input<typeof QuestionnaireSaveSchema>
export type QuestionnaireSave = z.infer<typeof QuestionnaireSaveSchema>
/** The answers of a save, without the user id (what the wizard and its draft hold). */
export const QuestionnaireAnswersSchema = z.omit(QuestionnaireSaveSchema, { userId: true })
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswersSchema>
