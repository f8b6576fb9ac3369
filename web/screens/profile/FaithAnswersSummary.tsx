import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { QuestionnaireAnswers } from '#shared/schemas/questionnaire.ts'
import { fetchSavedAnswers } from '../../data/questionnaire.ts'
import { faithAnswersProgress, faithHighlights } from './faith-answers-summary.ts'
import './faith-summary.css'

/**
 * The member's own Faith Profile at a glance, on /profile: how much of it is answered and their
 * practice in a word each, with the way on to the questionnaire. The saved answers are read from the
 * server each time the profile opens (no second copy is kept on the device); offline the card
 * keeps only its links.
 */
export function FaithAnswersSummary({ memberId }: { memberId: number }) {
  const { t, i18n } = useLingui()
  const [answers, setAnswers] = useState<QuestionnaireAnswers | null>(null)
  useEffect(() => {
    let live = true
    fetchSavedAnswers(memberId).then(
      (saved) => live && setAnswers(saved ?? {}),
      () => {}, // offline or refused: the links below still lead on
    )
    return () => {
      live = false
    }
  }, [memberId])
  if (!answers) return null

  const { answered, total } = faithAnswersProgress(answers)
  if (answered === 0) {
    return (
      <div className="faith-summary">
        <p>
          <Trans>
            You have not answered the faith questions yet. Members who share your faith find you by
            them.
          </Trans>
        </p>
        <Link to="/questionnaire" className="button button-primary">
          <Trans>Start your Faith Profile</Trans>
        </Link>
      </div>
    )
  }
  const highlights = faithHighlights(answers, i18n)
  return (
    <div className="faith-summary">
      <p className="muted" id="faith-summary-progress">
        <Trans>
          {answered} of {total} questions answered
        </Trans>
      </p>
      <progress max={total} value={answered} aria-labelledby="faith-summary-progress" />
      {highlights.length > 0 && (
        <dl className="definition-list">
          {highlights.map(({ label, answer }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{answer}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <Link to="/questionnaire" className="button button-small">
        {answered < total ? t`Finish your Faith Profile` : t`Review your answers`}
      </Link>
    </div>
  )
}
