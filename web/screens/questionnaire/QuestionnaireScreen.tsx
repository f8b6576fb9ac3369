import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { NetworkError } from '../../data/api-client.ts'
import { fetchSavedAnswers, loadQuestionnaireDraft } from '../../data/questionnaire.ts'
import { useSession } from '../../data/session.ts'
import { ConsentGate } from './ConsentGate.tsx'
import { FaithProfileWizard, type WizardStart } from './FaithProfileWizard.tsx'
import { SECTION_COUNT } from './faith-profile-sections.ts'
import './questionnaire.css'

/** /questionnaire: the Orthodox Faith Profile in five sections (profile-faith-parish §2). */
export function QuestionnaireScreen() {
  const session = useSession()
  const { t } = useLingui()
  if (session.status !== 'signed-in') return <PageHeading>{t`Orthodox Faith Profile`}</PageHeading>
  return (
    <ConsentGate member={session.member} title={t`Orthodox Faith Profile`}>
      <FaithProfile member={session.member} />
    </ConsentGate>
  )
}

/** The draft on the device first; without one, the answers saved on the server; else empty. */
async function startOf(memberId: number): Promise<WizardStart> {
  const draft = await loadQuestionnaireDraft(memberId)
  if (draft) return { section: Math.min(draft.section, SECTION_COUNT - 1), answers: draft.answers }
  try {
    return { section: 0, answers: (await fetchSavedAnswers(memberId)) ?? {} }
  } catch (error) {
    // Saved-data load failures are only logged (spec §8); offline, the form starts empty.
    if (!(error instanceof NetworkError)) console.warn('Could not load saved answers', error)
    return { section: 0, answers: {} }
  }
}

function FaithProfile({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const [start, setStart] = useState<WizardStart | null>(null)
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
        <PageHeading>{t`Orthodox Faith Profile`}</PageHeading>
        <p className="loading">{t`Loading…`}</p>
      </>
    )
  }
  return <FaithProfileWizard memberId={member.id} start={start} />
}
