import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'wouter'
import type { ReportReason } from '#shared/domain/safety.ts'
import type { MessageWarning } from '#shared/schemas/messages.ts'
import { ShieldIcon } from '../../components/icons/icons.tsx'
import { db } from '../../data/db.ts'
import { useListFormat } from '../../i18n/list-format.ts'
import { ROMANCE_SCAMS_PATH } from './romance-scams-path.ts'
import { useScamSignalLabels } from './scam-signal-labels.ts'

/** What the member can do from a warning: the chat's own Report and Block. */
export interface WarningActions {
  report: (reason: ReportReason) => void
  block: () => void
}

/**
 * Under an incoming message the server found something in (docs/safety.md): the scam shield's
 * calm warning, naming what it noticed, with the Safety Center's romance-scam page and one tap
 * to report or block; or "Does this bother you?" for an insult or sexual harassment, until the
 * member answers it. Only the recipient's copy of a message carries a warning.
 */
export function MessageWarningNote({
  localId,
  warning,
  dismissed,
  actions,
}: {
  localId: string
  warning: MessageWarning
  dismissed: boolean
  actions: WarningActions
}) {
  return (
    <>
      {warning.scam.length > 0 && <ScamWarning warning={warning} actions={actions} />}
      {warning.harassment.length > 0 && !dismissed && (
        <BotherPrompt localId={localId} actions={actions} />
      )}
    </>
  )
}

function ScamWarning({ warning, actions }: { warning: MessageWarning; actions: WarningActions }) {
  const labels = useScamSignalLabels()
  const signals = useListFormat()(warning.scam.map((signal) => labels[signal]))
  const titleId = useId()
  return (
    <div className="message-warning" role="note" aria-labelledby={titleId}>
      <p className="message-warning-title" id={titleId}>
        <ShieldIcon aria-hidden="true" className="message-warning-icon" />
        <Trans>Take care with this message</Trans>
      </p>
      <p>
        <Trans>
          It mentions {signals}. Romance scammers often ask for this early. Never send money or gift
          card codes to someone you have not met.
        </Trans>
      </p>
      <div className="message-warning-actions">
        <Link to={ROMANCE_SCAMS_PATH} className="message-warning-link">
          <Trans>How romance scams work</Trans>
        </Link>
        <button
          type="button"
          className="button button-small"
          onClick={() => actions.report('spam')}
        >
          <Trans>Report</Trans>
        </button>
        <button type="button" className="button button-small" onClick={actions.block}>
          <Trans>Block</Trans>
        </button>
      </div>
    </div>
  )
}

function BotherPrompt({ localId, actions }: { localId: string; actions: WarningActions }) {
  const titleId = useId()
  const dismiss = () => void db.messages.update(localId, { promptDismissed: true })
  return (
    <div className="message-warning message-warning-prompt" role="note" aria-labelledby={titleId}>
      <p className="message-warning-title" id={titleId}>
        <Trans>Does this bother you?</Trans>
      </p>
      <p>
        <Trans>Nobody should have to read this. Tell us and we will look into it.</Trans>
      </p>
      <div className="message-warning-actions">
        <button
          type="button"
          className="button button-small button-danger"
          onClick={() => actions.report('harassment')}
        >
          <Trans>Yes, report</Trans>
        </button>
        <button type="button" className="button button-small" onClick={dismiss}>
          <Trans>No, it's fine</Trans>
        </button>
      </div>
    </div>
  )
}
