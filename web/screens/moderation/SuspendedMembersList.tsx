import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { SuspendedMember, SuspendedMembers } from '#shared/schemas/moderation.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError, serverMessage } from '../../data/api-client.ts'
import { fetchSuspendedMembers, reinstateMember } from '../../data/moderation.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'
import { safetyFailureToast } from '../safety/online-action-error.ts'
import { MemberLine, memberName } from './QueuedReportCard.tsx'

/**
 * Suspended members, the latest first, each with Reinstate (docs/safety.md). Loaded from the
 * server and never stored on the device, like the report queue.
 */
export function SuspendedMembersList() {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [list, setList] = useState<SuspendedMembers | undefined>(undefined)
  const [loadFailed, setLoadFailed] = useState<'offline' | 'error' | null>(null)
  const [reloads, setReloads] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  const [pending, setPending] = useState<SuspendedMember | null>(null)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    void fetchSuspendedMembers(null).then(
      (page) => live && setList(page),
      (error: unknown) =>
        live && setLoadFailed(error instanceof NetworkError ? 'offline' : 'error'),
    )
    return () => {
      live = false
    }
  }, [reloads])

  function reload() {
    setList(undefined)
    setLoadFailed(null)
    setReloads((n) => n + 1)
  }

  async function loadMore() {
    if (!list?.nextCursor) return
    setLoadingMore(true)
    try {
      const page = await fetchSuspendedMembers(list.nextCursor)
      setList((before) => ({
        members: [...(before?.members ?? []), ...page.members],
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
    const { member } = pending
    const name = memberName(member)
    setBusy(true)
    try {
      await reinstateMember(member.id)
      setList(
        (before) =>
          before && {
            ...before,
            members: before.members.filter((m) => m.member.id !== member.id),
          },
      )
      toast({ title: t`Member reinstated`, description: t`${name} can sign in again.` })
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
      // Reinstated meanwhile by another moderator: show the list as it is now.
      if (error instanceof HttpError && error.status === 409) reload()
    } finally {
      setBusy(false)
      setPending(null)
      requestAnimationFrame(() => headingRef.current?.focus())
    }
  }

  const pendingName = pending ? memberName(pending.member) : ''

  return (
    <section aria-labelledby="moderation-suspended-heading">
      <h2 id="moderation-suspended-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Suspended members</Trans>
      </h2>
      {loadFailed ? (
        <div className="card" role="alert">
          <p>
            {loadFailed === 'offline' ? (
              <Trans>You are offline. The suspended members need a connection.</Trans>
            ) : (
              <Trans>The suspended members could not be loaded.</Trans>
            )}
          </p>
          <button type="button" className="button" onClick={reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : list === undefined ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : list.members.length === 0 ? (
        <p className="card muted" role="status">
          <Trans>No member is suspended.</Trans>
        </p>
      ) : (
        <>
          <ul className="moderation-list">
            {list.members.map((suspended) => (
              <li key={suspended.member.id} className="card moderation-suspended">
                <MemberLine profile={suspended.member} />
                <span className="muted">
                  <Trans>Suspended {i18n.date(suspended.suspendedAt, { dateStyle: 'long' })}</Trans>
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={t`Reinstate ${memberName(suspended.member)}`}
                  onClick={() => setPending(suspended)}
                >
                  <Trans>Reinstate</Trans>
                </button>
              </li>
            ))}
          </ul>
          {list.nextCursor && (
            <button
              type="button"
              className="button"
              disabled={loadingMore}
              onClick={() => void loadMore()}
            >
              <Trans>Show more suspended members</Trans>
            </button>
          )}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t`Reinstate ${pendingName}?`}
        confirmLabel={t`Reinstate`}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <Trans>
          {pendingName} can sign in again and is shown to other members again. Their earlier
          sessions stay ended.
        </Trans>
      </ConfirmDialog>
    </section>
  )
}
