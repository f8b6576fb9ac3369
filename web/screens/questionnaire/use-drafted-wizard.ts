import { useEffect, useRef, useState } from 'react'
import type { QuestionnaireStart } from './QuestionnaireLoader.tsx'

/**
 * A questionnaire wizard's place and answers, kept on the device as a draft on every change and
 * move; a new section's heading (headingRef) takes focus, so keyboard and screen-reader users
 * start there.
 */
export function useDraftedWizard<A extends object>(
  memberId: number,
  start: QuestionnaireStart<A>,
  saveDraft: (memberId: number, draft: QuestionnaireStart<A>) => Promise<void>,
) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownSection = useRef(start.section)
  const [section, setSection] = useState(start.section)
  const [answers, setAnswers] = useState(start.answers)
  // The newest answers, for a move made after a wait (Save & Continue) with a change in between.
  const latest = useRef(start.answers)

  useEffect(() => {
    if (shownSection.current === section) return
    shownSection.current = section
    headingRef.current?.focus()
  }, [section])

  function keep(nextSection: number, nextAnswers: A) {
    void saveDraft(memberId, { section: nextSection, answers: nextAnswers }).catch(
      (error: unknown) => console.warn('Could not keep the questionnaire draft', error),
    )
  }

  /** Merges answers in and keeps the draft; the new answers, for callers that save them too. */
  function change(patch: Partial<A>): A {
    const next = { ...latest.current, ...patch }
    latest.current = next
    setAnswers(next)
    keep(section, next)
    return next
  }

  function goTo(nextSection: number) {
    setSection(nextSection)
    keep(nextSection, latest.current)
  }

  return { headingRef, section, answers, change, goTo }
}
