import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { NetworkError } from '../../data/api-client.ts'

/** Where a questionnaire version resumes: the section shown and the answers so far. */
export type QuestionnaireStart<A> = { section: number; answers: A }

/** How one questionnaire version finds where to resume. */
export interface StartSource<A> {
  loadDraft: (memberId: number) => Promise<QuestionnaireStart<A> | null>
  /** The answers saved on the server, in this version's shape; null when none. */
  loadSaved: (memberId: number) => Promise<A | null>
  sectionCount: number
  empty: A
}

/** The draft on the device first; without one, the answers saved on the server; else empty. */
async function startOf<A>(
  memberId: number,
  source: StartSource<A>,
): Promise<QuestionnaireStart<A>> {
  const draft = await source.loadDraft(memberId)
  if (draft)
    return { section: Math.min(draft.section, source.sectionCount - 1), answers: draft.answers }
  try {
    return { section: 0, answers: (await source.loadSaved(memberId)) ?? source.empty }
  } catch (error) {
    // Saved-data load failures are only logged (spec §8); offline, the form starts empty.
    if (!(error instanceof NetworkError)) console.warn('Could not load saved answers', error)
    return { section: 0, answers: source.empty }
  }
}

/** Every questionnaire version's page: its title while loading, then the wizard at its start. */
export function QuestionnaireLoader<A>(props: {
  title: string
  memberId: number
  source: StartSource<A>
  children: (start: QuestionnaireStart<A>) => ReactNode
}) {
  const { t } = useLingui()
  const { memberId, source } = props
  const [start, setStart] = useState<QuestionnaireStart<A> | null>(null)
  useEffect(() => {
    let live = true
    void startOf(memberId, source).then((loaded) => {
      if (live) setStart(loaded)
    })
    return () => {
      live = false
    }
  }, [memberId, source])
  if (!start) {
    return (
      <>
        <PageHeading>{props.title}</PageHeading>
        <p className="loading">{t`Loading…`}</p>
      </>
    )
  }
  return props.children(start)
}
