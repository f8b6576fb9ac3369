import { useLingui } from '@lingui/react/macro'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { fetchSavedAnswers, loadAssessmentDraft } from '../../data/orthodox-assessment.ts'
import { useSession } from '../../data/session.ts'
import { ConsentGate } from '../questionnaire/ConsentGate.tsx'
import { QuestionnaireLoader, type StartSource } from '../questionnaire/QuestionnaireLoader.tsx'
import { AssessmentWizard } from './AssessmentWizard.tsx'
import { SECTION_COUNT, assessmentAnswersOf } from './assessment-sections.ts'
import '../questionnaire/questionnaire.css'
import './orthodox-assessment.css'

/** The assessment resumes from its draft, else from the saved answers it asks about. */
const ASSESSMENT_START: StartSource<QuestionnaireAnswers> = {
  loadDraft: loadAssessmentDraft,
  loadSaved: async (memberId) => {
    const saved = await fetchSavedAnswers(memberId)
    return saved ? assessmentAnswersOf(saved) : null
  },
  sectionCount: SECTION_COUNT,
  empty: {},
}

/** /orthodox-assessment: the Orthodox Assessment in four sections (profile-faith-parish §2). */
export function OrthodoxAssessmentScreen() {
  const session = useSession()
  const { t } = useLingui()
  const title = t`Orthodox Assessment`
  if (session.status !== 'signed-in') return <PageHeading>{title}</PageHeading>
  const memberId = session.member.id
  return (
    <ConsentGate member={session.member} title={title}>
      <QuestionnaireLoader title={title} memberId={memberId} source={ASSESSMENT_START}>
        {(start) => <AssessmentWizard memberId={memberId} start={start} />}
      </QuestionnaireLoader>
    </ConsentGate>
  )
}
