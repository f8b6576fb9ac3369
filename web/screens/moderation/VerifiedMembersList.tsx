import { Trans, useLingui } from '@lingui/react/macro'
import { VERIFICATION_REASON_MAX } from '#shared/domain/verification.ts'
import { WithdrawReasonSchema, type VerifiedMember } from '#shared/schemas/verification.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchVerifiedMembers, withdrawVerification } from '../../data/verification-review.ts'
import { MemberLine, memberName } from './QueuedReportCard.tsx'
import { PagedListBody } from './PagedListBody.tsx'
import { RejectReasonDialog } from './RejectReasonDialog.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'

const loadVerified = (cursor: string | null) =>
  fetchVerifiedMembers(cursor).then((page) => ({
    items: page.members,
    nextCursor: page.nextCursor,
  }))

/**
 * The Verified members (decision 050), each with what earned the badge and Withdraw, which asks
 * the reason the member reads; `onWithdrawn` is told after each. Read from the server only.
 */
export function VerifiedMembersList({ onWithdrawn }: { onWithdrawn: () => void }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadVerified)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<VerifiedMember>(
    paged.failed,
  )

  const withdraw = (reason: string) =>
    run(async ({ member }) => {
      await withdrawVerification(member.id, reason)
      paged.remove((m) => m.member.id === member.id)
      onWithdrawn()
      const name = memberName(member)
      toast({
        title: t`Verified badge withdrawn`,
        description: t`${name} will read your reason on their profile.`,
      })
    })

  const pendingName = pending ? memberName(pending.member) : ''
  const earnedBy = (verified: VerifiedMember) =>
    verified.earnedBy
      .map((way) => (way === 'clergy-reference' ? t`Clergy reference` : t`Deacon letter`))
      .join(' · ')

  return (
    <section aria-labelledby="moderation-verified-heading">
      <h2 id="moderation-verified-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Verified members</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(verified) => verified.member.id}
        itemClassName="card moderation-suspended"
        texts={{
          offline: <Trans>You are offline. The Verified members need a connection.</Trans>,
          failed: <Trans>The Verified members could not be loaded.</Trans>,
          empty: <Trans>No member is Verified yet.</Trans>,
          more: <Trans>Show more Verified members</Trans>,
        }}
        renderItem={(verified) => {
          const when = i18n.date(verified.verifiedAt, { dateStyle: 'long' })
          const ways = earnedBy(verified)
          const name = memberName(verified.member)
          return (
            <>
              <MemberLine profile={verified.member} />
              <span className="muted">
                <Trans>
                  Verified {when} · {ways}
                </Trans>
              </span>
              <button
                type="button"
                className="button button-danger"
                disabled={busy}
                aria-label={t`Withdraw the Verified badge of ${name}`}
                onClick={() => setPending(verified)}
              >
                <Trans>Withdraw</Trans>
              </button>
            </>
          )
        }}
      />
      <RejectReasonDialog
        title={pending ? t`Withdraw the Verified badge of ${pendingName}?` : null}
        reasonSchema={WithdrawReasonSchema}
        maxLength={VERIFICATION_REASON_MAX}
        busy={busy}
        onReject={(reason) => void withdraw(reason)}
        actionLabel={<Trans>Withdraw</Trans>}
        onClose={() => setPending(null)}
      />
    </section>
  )
}
