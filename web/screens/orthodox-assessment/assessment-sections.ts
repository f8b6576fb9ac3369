import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { storedAssessmentAnswer } from '#shared/domain/assessment.ts'
import {
  ASSESSMENT_SCALE,
  type AssessmentScaleKey,
  type QuestionnaireAnswerField,
  type QuestionnaireAnswers,
} from '#shared/schemas/questionnaire.ts'
import {
  FREQUENCY_CHOICES,
  type Choice,
  type Question,
} from '../questionnaire/faith-profile-sections.ts'
import { answersAsked } from '../questionnaire/step-questions.ts'

const SCALE_TEXT: Record<AssessmentScaleKey, MessageDescriptor> = {
  stronglyAgree: msg`Strongly Agree`,
  agree: msg`Agree`,
  neutral: msg`Neutral`,
  disagree: msg`Disagree`,
  stronglyDisagree: msg`Strongly Disagree`,
}
/** The assessment's scale (core-experience §9), each key offered as its stored answer. */
export const ASSESSMENT_SCALE_CHOICES: Choice[] = ASSESSMENT_SCALE.map((key) => ({
  value: storedAssessmentAnswer(key),
  label: SCALE_TEXT[key],
}))

const onScale = (field: QuestionnaireAnswerField, label: MessageDescriptor) =>
  ({ kind: 'choice', field, label, choices: ASSESSMENT_SCALE_CHOICES }) satisfies Question
const howOften = (field: QuestionnaireAnswerField, label: MessageDescriptor) =>
  ({ kind: 'choice', field, label, choices: FREQUENCY_CHOICES }) satisfies Question

export type AssessmentSection = { title: MessageDescriptor; questions: Question[] }

/** The four sections of profile-faith-parish §2, one question type each. */
export const ASSESSMENT_SECTIONS: AssessmentSection[] = [
  {
    title: msg`Core Orthodox Beliefs`,
    questions: [
      onScale(
        'believesOrthodoxChurch',
        msg`The Orthodox Church is the one, holy, catholic and apostolic Church.`,
      ),
      onScale(
        'believesRealPresence',
        msg`Christ is truly present in the Eucharist, not symbolically.`,
      ),
      onScale('believesTheotokosIntercession', msg`The Theotokos intercedes for us before Christ.`),
      onScale('believesIconVeneration', msg`Venerating icons is a proper form of worship.`),
    ],
  },
  {
    title: msg`Orthodox Practices`,
    questions: [
      howOften('attendsLiturgyFrequency', msg`How often do you attend the Divine Liturgy?`),
      howOften('prayerFrequency', msg`How often do you pray?`),
      howOften('fastingFrequency', msg`How often do you keep the fasts?`),
      howOften('eucharistFrequency', msg`How often do you receive Holy Communion?`),
      howOften('confessionFrequency', msg`How often do you go to confession?`),
    ],
  },
  {
    title: msg`Orthodox Theological Views`,
    questions: [
      onScale(
        'spiritualFatherPosition',
        msg`Every Orthodox Christian should have a spiritual father.`,
      ),
      onScale(
        'contraceptionPosition',
        msg`Married couples may use non-abortive contraception with their priest's blessing.`,
      ),
      onScale('cohabitationPosition', msg`Couples should not live together before marriage.`),
      onScale('divorcePosition', msg`Divorce and remarriage are acceptable in some circumstances.`),
      onScale(
        'ecumenicalUnionPosition',
        msg`The Orthodox Church should seek union with other Christian churches.`,
      ),
    ],
  },
  {
    title: msg`Personal Orthodox Journey`,
    questions: [
      { kind: 'flag', field: 'bornOrthodox', label: msg`I was born into an Orthodox family` },
      { kind: 'flag', field: 'isConvert', label: msg`I am a convert to Orthodoxy` },
    ],
  },
]

export const SECTION_COUNT = ASSESSMENT_SECTIONS.length

const QUESTIONS = ASSESSMENT_SECTIONS.flatMap((section) => section.questions)

/** The answers the assessment asks, taken from saved answers (only its own scales' words). */
export const assessmentAnswersOf = (saved: QuestionnaireAnswers): QuestionnaireAnswers =>
  answersAsked(QUESTIONS, saved)
