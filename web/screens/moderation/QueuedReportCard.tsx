import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ReportAction } from '#shared/domain/moderation.ts'
import { RESOLUTION_NOTE_MAX } from '#shared/domain/moderation.ts'
import type { QueuedReport } from '#shared/schemas/moderation.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { useReportReasonLabels } from '../safety/report-reason-labels.ts'

/** The name a moderator reads for a member. */
export function memberName(profile: Pick<PublicProfile, 'firstName' | 'lastName'>) {
  return `${profile.firstName} ${profile.lastName}`.trim()
}

/** The reported member's name, also after they deleted their account. */
export function reportedNameOf(report: QueuedReport, deletedFallback: string): string {
  return report.reported ? memberName(report.reported) : (report.reportedName ?? deletedFallback)
}

/** A member's avatar, name, age and place, as the moderation lists show them. */
export function MemberLine({ profile }: { profile: PublicProfile }) {
  const name = memberName(profile)
  const place = [profile.location, profile.country].filter(Boolean).join(', ')
  return (
    <span className="moderation-member">
      <MemberPicture member={profile} size={40} />
      <span>
        <strong>{name}</strong>
        <span className="muted">
          {' · '}
          {profile.age}
          {place ? ` · ${place}` : ''}
        </span>
      </span>
    </span>
  )
}

/**
 * One open report: who reported whom, why, their words, a note for the record, and the two
 * decisions (Suspend only while the reported member still has an account). The screen asks for
 * confirmation before anything is sent.
 */
export function QueuedReportCard(props: {
  report: QueuedReport
  busy: boolean
  onResolve: (action: ReportAction, note: string) => void
}) {
  const { t, i18n } = useLingui()
  const { report } = props
  const labels = useReportReasonLabels()
  const headingId = useId()
  const noteId = useId()
  const [note, setNote] = useState('')
  const reportedName = reportedNameOf(report, t`A deleted member`)
  const reason = labels[report.reason]
  const appSources = {
    'spam-burst': t`The app: a new account slowed for starting many unanswered conversations or sending one text to many members`,
    'scam-shield': t`The app: scam warnings in several of their conversations`,
  }

  return (
    <article className="card moderation-report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>
          {reason}: {reportedName}
        </Trans>
      </h3>
      <p className="muted">
        <Trans>
          Reported on {i18n.date(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Trans>
      </p>
      <dl className="moderation-people">
        <dt>
          <Trans>Reported member</Trans>
        </dt>
        <dd>
          {report.reported ? (
            <MemberLine profile={report.reported} />
          ) : (
            <Trans>{reportedName} (account deleted)</Trans>
          )}
        </dd>
        <dt>
          <Trans>Reported by</Trans>
        </dt>
        <dd>
          {report.source !== 'member' ? (
            appSources[report.source]
          ) : report.reporter ? (
            <MemberLine profile={report.reporter} />
          ) : (
            t`A deleted member`
          )}
        </dd>
        {report.source === 'member' && (
          <>
            <dt>
              <Trans>Details</Trans>
            </dt>
            <dd>{report.details ? <q>{report.details}</q> : <Trans>No details given.</Trans>}</dd>
          </>
        )}
        <dt>
          <Trans>In their messages</Trans>
        </dt>
        <dd>
          <SignalCounts signals={report.signals} />
        </dd>
      </dl>
      <div className="field">
        <label htmlFor={noteId}>
          <Trans>Note for the record (optional)</Trans>
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={RESOLUTION_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="moderation-actions">
        <button
          type="button"
          className="button"
          disabled={props.busy}
          aria-label={t`Dismiss the report about ${reportedName}`}
          onClick={() => props.onResolve('dismiss', note)}
        >
          <Trans>Dismiss</Trans>
        </button>
        {report.reported && (
          <button
            type="button"
            className="button button-danger"
            disabled={props.busy}
            aria-label={t`Suspend ${reportedName}`}
            onClick={() => props.onResolve('suspend', note)}
          >
            <Trans>Suspend</Trans>
          </button>
        )}
      </div>
    </article>
  )
}

/** What the scam shield and the harassment prompts found in the reported member's messages. */
function SignalCounts({ signals }: { signals: QueuedReport['signals'] }) {
  const { scamConversations, scamMessages, harassmentMessages } = signals
  if (scamMessages === 0 && harassmentMessages === 0) return <Trans>No warnings.</Trans>
  return (
    <ul className="moderation-signals">
      {scamMessages > 0 && (
        <>
          <li>
            <Trans>Messages with a scam warning: {scamMessages}</Trans>
          </li>
          <li>
            <Trans>Conversations with a scam warning: {scamConversations}</Trans>
          </li>
        </>
      )}
      {harassmentMessages > 0 && (
        <li>
          <Trans>Messages that may harass: {harassmentMessages}</Trans>
        </li>
      )}
    </ul>
  )
}
