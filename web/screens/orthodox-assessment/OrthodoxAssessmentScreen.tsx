import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { NetworkError } from '../../data/api-client.ts'
import { fetchSavedAnswers, loadAssessmentDraft } from '../../data/orthodox-assessment.ts'
import { useSession } from '../../data/session.ts'
import { ConsentGate } from '../questionnaire/ConsentGate.tsx'
import { AssessmentWizard, type AssessmentStart } from './AssessmentWizard.tsx'
import { SECTION_COUNT, assessmentAnswersOf } from './assessment-sections.ts'
import '../questionnaire/questionnaire.css'
import './orthodox-assessment.css'

/** /orthodox-assessment: the Orthodox Assessment in four sections (profile-faith-parish §2). */
export function OrthodoxAssessmentScreen() {
  const session = useSession()
  const { t } = useLingui()
  if (session.status !== 'signed-in') return <PageHeading>{t`Orthodox Assessment`}</PageHeading>
  return (
    <ConsentGate member={session.member} title={t`Orthodox Assessment`}>
      <Assessment member={session.member} />
    </ConsentGate>
  )
}

/** The draft on the device first; without one, the assessment's answers saved on the server. */
async function startOf(memberId: number): Promise<AssessmentStart> {
  const draft = await loadAssessmentDraft(memberId)
  if (draft) return { section: Math.min(draft.section, SECTION_COUNT - 1), answers: draft.answers }
  try {
    const saved = await fetchSavedAnswers(memberId)
    return { section: 0, answers: saved ? assessmentAnswersOf(saved) : {} }
  } catch (error) {
    // Saved-data load failures are only logged (spec §8); offline, the form starts empty.
    if (!(error instanceof NetworkError)) console.warn('Could not load saved answers', error)
    return { section: 0, answers: {} }
  }
}

function Assessment({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const [start, setStart] = useState<AssessmentStart | null>(null)
  useEffect(() => {
    let live = true
    void startOf(member.id).then((loaded) => {
      if (live) setStart(loaded)
    })
    return () => {
      live = false
    }
  }, [member.id])
  if (!start) {
    return (
      <>
        <PageHeading>{t`Orthodox Assessment`}</PageHeading>
        <p className="loading">{t`Loading…`}</p>
      </>
    )
  }
  return <AssessmentWizard memberId={member.id} start={start} />
}
