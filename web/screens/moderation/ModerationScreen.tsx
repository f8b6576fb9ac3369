import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReportAction } from '#shared/domain/moderation.ts'
import type { QueuedReport } from '#shared/schemas/moderation.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchReportQueue, resolveReport } from '../../data/moderation.ts'
import { useSession } from '../../data/session.ts'
import { ClergyReferencesList } from './ClergyReferencesList.tsx'
import { DeaconLettersList } from './DeaconLettersList.tsx'
import { EventProposalsList } from './EventProposalsList.tsx'
import { ParishCorrectionsList } from './ParishCorrectionsList.tsx'
import { PhotoReviewList } from './PhotoReviewList.tsx'
import { PhotoVerificationList } from './PhotoVerificationList.tsx'
import { QueuedReportCard, reportedNameOf } from './QueuedReportCard.tsx'
import { RecentActionsList } from './RecentActionsList.tsx'
import { SuspendedMembersList } from './SuspendedMembersList.tsx'
import { SupportQueueList } from './SupportQueueList.tsx'
import { VerifiedMembersList } from './VerifiedMembersList.tsx'
import { PagedListBody } from './PagedListBody.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'
import './moderation.css'

/**
 * /moderation for moderators (docs/safety.md): the open reports, the photos awaiting review
 * (docs/photos.md), the clergy references and deacon letters awaiting review and the Verified
 * members (docs/clergy-reference.md, decision 050), members'
 * event proposals and parish corrections (docs/parishes.md), suspended members and the recent
 * actions; anyone else is told it is not theirs.
 */
export function ModerationScreen() {
  const { t } = useLingui()
  const session = useSession()
  const isModerator = session.status === 'signed-in' && session.member.role === 'moderator'
  // A suspension here reloads the suspended members, and any action the recent actions (a new
  // key mounts the list afresh).
  const [suspensions, setSuspensions] = useState(0)
  const [actions, setActions] = useState(0)
  // A verification reloads the Verified members.
  const [verifications, setVerifications] = useState(0)
  const acted = () => setActions((n) => n + 1)
  return (
    <div className="moderation">
      <PageHeading>{t`Moderation`}</PageHeading>
      {isModerator ? (
        <>
          <ReportQueue
            onResolved={(action) => {
              if (action === 'suspend') setSuspensions((n) => n + 1)
              acted()
            }}
          />
          <PhotoReviewList onReviewed={acted} />
          <PhotoVerificationList onReviewed={acted} />
          <ClergyReferencesList
            onReviewed={() => {
              setVerifications((n) => n + 1)
              acted()
            }}
          />
          <DeaconLettersList
            onReviewed={() => {
              setVerifications((n) => n + 1)
              acted()
            }}
          />
          <EventProposalsList onReviewed={acted} />
          <ParishCorrectionsList onReviewed={acted} />
          <SupportQueueList />
          <VerifiedMembersList key={`verified-${verifications}`} onWithdrawn={acted} />
          <SuspendedMembersList key={`suspended-${suspensions}`} onReinstated={acted} />
          <RecentActionsList key={`actions-${actions}`} />
        </>
      ) : (
        <p className="card">
          <Trans>Only moderators can see this page.</Trans>
        </p>
      )}
    </div>
  )
}

const loadReports = (cursor: string | null) =>
  fetchReportQueue(cursor).then((page) => ({ items: page.reports, nextCursor: page.nextCursor }))

type Pending = { report: QueuedReport; action: ReportAction; note: string }

/** The queue: loaded from the server (never stored on the device), oldest report first. */
function ReportQueue({ onResolved }: { onResolved: (action: ReportAction) => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadReports)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<Pending>(paged.failed)

  const confirm = () =>
    run(async ({ report, action, note }) => {
      await resolveReport(report.id, action, note)
      paged.remove((r) => r.id === report.id)
      onResolved(action)
      const name = reportedNameOf(report, t`A deleted member`)
      toast(
        action === 'suspend'
          ? { title: t`Member suspended`, description: t`${name} is suspended.` }
          : { title: t`Report dismissed`, description: t`The report about ${name} is closed.` },
      )
    })

  const pendingName = pending ? reportedNameOf(pending.report, t`A deleted member`) : ''

  return (
    <section aria-labelledby="moderation-queue-heading">
      <h2 id="moderation-queue-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Open reports</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(report) => report.id}
        texts={{
          offline: <Trans>You are offline. The reports need a connection.</Trans>,
          failed: <Trans>The reports could not be loaded.</Trans>,
          empty: <Trans>No open reports. Thank you for keeping the community safe.</Trans>,
          more: <Trans>Show more reports</Trans>,
        }}
        renderItem={(report) => (
          <QueuedReportCard
            report={report}
            busy={busy}
            onResolve={(action, note) => setPending({ report, action, note })}
          />
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'suspend' ? t`Suspend ${pendingName}?` : t`Dismiss this report?`}
        confirmLabel={pending?.action === 'suspend' ? t`Suspend` : t`Dismiss`}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending?.action === 'suspend' ? (
          <Trans>
            {pendingName} is signed out at once, cannot sign in again, and disappears from every
            member’s discover, matches, messages and likes.
          </Trans>
        ) : (
          <Trans>
            The report about {pendingName} is closed and nothing happens to their account.
          </Trans>
        )}
      </ConfirmDialog>
    </section>
  )
}
