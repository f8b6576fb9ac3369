import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ReportAction } from '#shared/domain/moderation.ts'
import type { QueuedReport } from '#shared/schemas/moderation.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError, serverMessage } from '../../data/api-client.ts'
import { fetchReportQueue, resolveReport } from '../../data/moderation.ts'
import { useSession } from '../../data/session.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'
import { safetyFailureToast } from '../safety/online-action-error.ts'
import { QueuedReportCard, reportedNameOf } from './QueuedReportCard.tsx'
import { SuspendedMembersList } from './SuspendedMembersList.tsx'
import './moderation.css'

/** /moderation: the open reports for moderators (docs/safety.md); anyone else is told it is not theirs. */
export function ModerationScreen() {
  const { t } = useLingui()
  const session = useSession()
  const isModerator = session.status === 'signed-in' && session.member.role === 'moderator'
  // A suspension here reloads the suspended members (a new key mounts the list afresh).
  const [suspensions, setSuspensions] = useState(0)
  return (
    <div className="moderation">
      <PageHeading>{t`Moderation`}</PageHeading>
      {isModerator ? (
        <>
          <ReportQueue onSuspended={() => setSuspensions((n) => n + 1)} />
          <SuspendedMembersList key={suspensions} />
        </>
      ) : (
        <p className="card">
          <Trans>Only moderators can see this page.</Trans>
        </p>
      )}
    </div>
  )
}

const failureOf = (error: unknown) => (error instanceof NetworkError ? 'offline' : 'error')

type Loaded = { reports: QueuedReport[]; nextCursor: string | null }
type Pending = { report: QueuedReport; action: ReportAction; note: string }

/** The queue: loaded from the server (never stored on the device), oldest report first. */
function ReportQueue({ onSuspended }: { onSuspended: () => void }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [queue, setQueue] = useState<Loaded | undefined>(undefined)
  const [loadFailed, setLoadFailed] = useState<'offline' | 'error' | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    let live = true
    void fetchReportQueue(null).then(
      (page) => live && setQueue(page),
      (error: unknown) => live && setLoadFailed(failureOf(error)),
    )
    return () => {
      live = false
    }
  }, [reloads])

  /** The first page again, from scratch (after a failure, or a report resolved elsewhere). */
  function reload() {
    setQueue(undefined)
    setLoadFailed(null)
    setReloads((n) => n + 1)
  }

  async function loadMore() {
    if (!queue?.nextCursor) return
    setLoadingMore(true)
    try {
      const page = await fetchReportQueue(queue.nextCursor)
      setQueue((before) => ({
        reports: [...(before?.reports ?? []), ...page.reports],
        nextCursor: page.nextCursor,
      }))
    } catch (error) {
      toast(safetyFailureToast(i18n, error))
    } finally {
      setLoadingMore(false)
    }
  }

  async function confirm() {
    if (!pending) return
    const { report, action, note } = pending
    const name = reportedNameOf(report, t`A deleted member`)
    setBusy(true)
    try {
      await resolveReport(report.id, action, note)
      setQueue(
        (before) =>
          before && { ...before, reports: before.reports.filter((r) => r.id !== report.id) },
      )
      if (action === 'suspend') onSuspended()
      toast(
        action === 'suspend'
          ? { title: t`Member suspended`, description: t`${name} is suspended.` }
          : { title: t`Report dismissed`, description: t`The report about ${name} is closed.` },
      )
    } catch (error) {
      toast(
        error instanceof HttpError
          ? {
              title: t`Error`,
              description: translateServerMessage(i18n, serverMessage(error)),
              variant: 'destructive',
            }
          : safetyFailureToast(i18n, error),
      )
      // Resolved meanwhile by another moderator: show the queue as it is now.
      if (error instanceof HttpError && error.status === 409) reload()
    } finally {
      setBusy(false)
      setPending(null)
      // After the dialog has closed (it hands focus back to a button that may be gone).
      requestAnimationFrame(() => headingRef.current?.focus())
    }
  }

  const pendingName = pending ? reportedNameOf(pending.report, t`A deleted member`) : ''

  return (
    <section aria-labelledby="moderation-queue-heading">
      <h2 id="moderation-queue-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Open reports</Trans>
      </h2>
      {loadFailed ? (
        <div className="card" role="alert">
          <p>
            {loadFailed === 'offline' ? (
              <Trans>You are offline. The reports need a connection.</Trans>
            ) : (
              <Trans>The reports could not be loaded.</Trans>
            )}
          </p>
          <button type="button" className="button" onClick={reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : queue === undefined ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : queue.reports.length === 0 ? (
        <p className="card muted" role="status">
          <Trans>No open reports. Thank you for keeping the community safe.</Trans>
        </p>
      ) : (
        <>
          <ul className="moderation-list">
            {queue.reports.map((report) => (
              <li key={report.id}>
                <QueuedReportCard
                  report={report}
                  busy={busy}
                  onResolve={(action, note) => setPending({ report, action, note })}
                />
              </li>
            ))}
          </ul>
          {queue.nextCursor && (
            <button
              type="button"
              className="button"
              disabled={loadingMore}
              onClick={() => void loadMore()}
            >
              <Trans>Show more reports</Trans>
            </button>
          )}
        </>
      )}
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
