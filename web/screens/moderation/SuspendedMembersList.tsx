import { Trans, useLingui } from '@lingui/react/macro'
import type { SuspendedMember } from '#shared/schemas/moderation.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchSuspendedMembers, reinstateMember } from '../../data/moderation.ts'
import { MemberLine, memberName } from './QueuedReportCard.tsx'
import { PagedListBody } from './PagedListBody.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'

const loadSuspended = (cursor: string | null) =>
  fetchSuspendedMembers(cursor).then((page) => ({
    items: page.members,
    nextCursor: page.nextCursor,
  }))

/**
 * Suspended members, the latest first, each with Reinstate (docs/safety.md); `onReinstated` is
 * told after each reinstatement. Loaded from the server and never stored on the device, like the
 * report queue.
 */
export function SuspendedMembersList({ onReinstated }: { onReinstated: () => void }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadSuspended)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<SuspendedMember>(
    paged.failed,
  )

  const confirm = () =>
    run(async ({ member }) => {
      await reinstateMember(member.id)
      paged.remove((m) => m.member.id === member.id)
      onReinstated()
      const name = memberName(member)
      toast({ title: t`Member reinstated`, description: t`${name} can sign in again.` })
    })

  const pendingName = pending ? memberName(pending.member) : ''

  return (
    <section aria-labelledby="moderation-suspended-heading">
      <h2 id="moderation-suspended-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Suspended members</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(suspended) => suspended.member.id}
        itemClassName="card moderation-suspended"
        texts={{
          offline: <Trans>You are offline. The suspended members need a connection.</Trans>,
          failed: <Trans>The suspended members could not be loaded.</Trans>,
          empty: <Trans>No member is suspended.</Trans>,
          more: <Trans>Show more suspended members</Trans>,
        }}
        renderItem={(suspended) => (
          <>
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
          </>
        )}
      />
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
