import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useSession } from '../../data/session.ts'
import { ConsentGate } from './ConsentGate.tsx'
import type { WizardAnswers } from './faith-profile-sections.ts'
import { QuestionnaireLoader, type StartSource } from './QuestionnaireLoader.tsx'
import type { StepQuestionnaire } from './step-questionnaire.ts'
import { StepQuestionnaireWizard } from './StepQuestionnaireWizard.tsx'
import './questionnaire.css'

/**
 * The page of a step version (paged assessment, intake): consent first, then the wizard where
 * `source` resumes it. `source` must be made once per version (stepStartSource at module level).
 */
export function StepQuestionnaireScreen(props: {
  version: StepQuestionnaire
  source: StartSource<WizardAnswers>
}) {
  const session = useSession()
  const { i18n } = useLingui()
  const title = i18n._(props.version.title)
  if (session.status !== 'signed-in') return <PageHeading>{title}</PageHeading>
  const memberId = session.member.id
  return (
    <ConsentGate member={session.member} title={title}>
      <QuestionnaireLoader title={title} memberId={memberId} source={props.source}>
        {(start) => (
          <StepQuestionnaireWizard memberId={memberId} start={start} version={props.version} />
        )}
      </QuestionnaireLoader>
    </ConsentGate>
  )
}
