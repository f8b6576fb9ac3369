import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { NetworkError } from '../../data/api-client.ts'
import { fetchEnhancedAnswers, loadEnhancedDraft } from '../../data/enhanced-questionnaire.ts'
import { useSession } from '../../data/session.ts'
import '../questionnaire/questionnaire.css'
import './enhanced-questionnaire.css'
import { EnhancedQuestionnaireWizard, type WideStart } from './EnhancedQuestionnaireWizard.tsx'
import { WIDE_SECTION_COUNT } from './wide-sections.ts'
import { ConsentGate } from '../questionnaire/ConsentGate.tsx'

/** /enhanced-questionnaire: the Orthodox Match Questionnaire, wide layout (profile-faith-parish §2). */
export function EnhancedQuestionnaireScreen() {
  const session = useSession()
  const { t } = useLingui()
  if (session.status !== 'signed-in') {
    return <PageHeading>{t`Orthodox Match Questionnaire`}</PageHeading>
  }
  return (
    <ConsentGate member={session.member} title={t`Orthodox Match Questionnaire`}>
      <EnhancedQuestionnaire member={session.member} />
    </ConsentGate>
  )
}

/** The draft on the device first; without one, the answers saved on the server; else empty. */
async function startOf(memberId: number): Promise<WideStart> {
  const draft = await loadEnhancedDraft(memberId)
  if (draft) {
    return { section: Math.min(draft.section, WIDE_SECTION_COUNT - 1), answers: draft.answers }
  }
  try {
    return { section: 0, answers: (await fetchEnhancedAnswers(memberId)) ?? {} }
  } catch (error) {
    // Saved-data load failures are only logged (spec §8); offline, the form starts empty.
    if (!(error instanceof NetworkError)) console.warn('Could not load saved answers', error)
    return { section: 0, answers: {} }
  }
}

function EnhancedQuestionnaire({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const [start, setStart] = useState<WideStart | null>(null)
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
        <PageHeading>{t`Orthodox Match Questionnaire`}</PageHeading>
        <p className="loading">{t`Loading…`}</p>
      </>
    )
  }
  return <EnhancedQuestionnaireWizard memberId={member.id} start={start} />
}
