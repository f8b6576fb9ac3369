import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { fetchEnhancedAnswers, loadEnhancedDraft } from '../../data/enhanced-questionnaire.ts'
import { useSession } from '../../data/session.ts'
import { ConsentGate } from '../questionnaire/ConsentGate.tsx'
import { QuestionnaireLoader, type StartSource } from '../questionnaire/QuestionnaireLoader.tsx'
import type { WizardAnswers } from '../questionnaire/faith-profile-sections.ts'
import '../questionnaire/questionnaire.css'
import './enhanced-questionnaire.css'
import { EnhancedQuestionnaireWizard } from './EnhancedQuestionnaireWizard.tsx'
import { WIDE_SECTION_COUNT } from './wide-sections.ts'

const WIDE_START: StartSource<WizardAnswers> = {
  loadDraft: loadEnhancedDraft,
  loadSaved: fetchEnhancedAnswers,
  sectionCount: WIDE_SECTION_COUNT,
  empty: {},
}

/** /enhanced-questionnaire: the Orthodox Match Questionnaire, wide layout (profile-faith-parish §2). */
export function EnhancedQuestionnaireScreen() {
  const session = useSession()
  const { t } = useLingui()
  const title = t`Orthodox Match Questionnaire`
  if (session.status !== 'signed-in') return <PageHeading>{title}</PageHeading>
  const memberId = session.member.id
  return (
    <ConsentGate member={session.member} title={title}>
      <QuestionnaireLoader title={title} memberId={memberId} source={WIDE_START}>
        {(start) => <EnhancedQuestionnaireWizard memberId={memberId} start={start} />}
      </QuestionnaireLoader>
    </ConsentGate>
  )
}
