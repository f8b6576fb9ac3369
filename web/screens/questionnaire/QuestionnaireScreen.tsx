import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { fetchSavedAnswers, loadQuestionnaireDraft } from '../../data/questionnaire.ts'
import { useSession } from '../../data/session.ts'
import { ConsentGate } from './ConsentGate.tsx'
import { FaithProfileWizard } from './FaithProfileWizard.tsx'
import { QuestionnaireLoader, type StartSource } from './QuestionnaireLoader.tsx'
import { SECTION_COUNT, type WizardAnswers } from './faith-profile-sections.ts'
import './questionnaire.css'

const FAITH_PROFILE_START: StartSource<WizardAnswers> = {
  loadDraft: loadQuestionnaireDraft,
  loadSaved: fetchSavedAnswers,
  sectionCount: SECTION_COUNT,
  empty: {},
}

/** /questionnaire: the Orthodox Faith Profile in five sections (profile-faith-parish §2). */
export function QuestionnaireScreen() {
  const session = useSession()
  const { t } = useLingui()
  const title = t`Orthodox Faith Profile`
  if (session.status !== 'signed-in') return <PageHeading>{title}</PageHeading>
  const memberId = session.member.id
  return (
    <ConsentGate member={session.member} title={title}>
      <QuestionnaireLoader title={title} memberId={memberId} source={FAITH_PROFILE_START}>
        {(start) => <FaithProfileWizard memberId={memberId} start={start} />}
      </QuestionnaireLoader>
    </ConsentGate>
  )
}
