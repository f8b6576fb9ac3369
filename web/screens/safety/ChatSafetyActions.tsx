import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import type { ReportReason } from '#shared/domain/safety.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { blockMember, reportMember, unmatchMember } from '../../data/safety.ts'
import { safetyFailureToast } from './online-action-error.ts'
import { ReportDialog } from './ReportDialog.tsx'
import './safety.css'

/** Which of the chat's safety dialogs is open; a report may come with its reason chosen. */
export interface SafetyDialog {
  kind: 'unmatch' | 'block' | 'report'
  reason?: ReportReason
}

/**
 * The chat header's Unmatch, Block and Report: Unmatch and Block ask first; Report opens the
 * report dialog. All need the network; when done, back to /messages with a toast (the member is
 * gone from there). The chat holds which dialog is open, so that a message's warning opens them
 * too (MessageWarningNote).
 */
export function ChatSafetyActions({
  partnerId,
  name,
  dialog,
  onDialog,
}: {
  partnerId: number
  name: string
  dialog: SafetyDialog | null
  onDialog: (dialog: SafetyDialog | null) => void
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const open = dialog?.kind ?? null
  const setOpen = (kind: SafetyDialog['kind'] | null) => onDialog(kind ? { kind } : null)
  const [busy, setBusy] = useState(false)

  async function act(run: () => Promise<void>, done: { title: string; description: string }) {
    setBusy(true)
    try {
      await run()
      setOpen(null)
      toast(done)
      navigate('/messages')
    } catch (error) {
      toast(safetyFailureToast(i18n, error))
    } finally {
      setBusy(false)
    }
  }

  const unmatch = () =>
    act(() => unmatchMember(partnerId), {
      title: t`Unmatched`,
      description: t`You and ${name} are no longer matched.`,
    })
  const block = () =>
    act(() => blockMember(partnerId), {
      title: t`Blocked`,
      description: t`${name} can no longer see you or message you.`,
    })
  const report = (reason: ReportReason, details: string) =>
    act(() => reportMember(partnerId, reason, details), {
      title: t`Report sent`,
      description: t`Thank you. ${name} is blocked and our team will review your report.`,
    })

  return (
    <div className="chat-actions">
      <button type="button" className="button button-small" onClick={() => setOpen('unmatch')}>
        <Trans>Unmatch</Trans>
      </button>
      <button type="button" className="button button-small" onClick={() => setOpen('block')}>
        <Trans>Block</Trans>
      </button>
      <button type="button" className="button button-small" onClick={() => setOpen('report')}>
        <Trans>Report</Trans>
      </button>

      <ConfirmDialog
        open={open === 'unmatch'}
        title={t`Unmatch ${name}?`}
        confirmLabel={<Trans>Unmatch</Trans>}
        busy={busy}
        onConfirm={() => void unmatch()}
        onClose={() => setOpen(null)}
      >
        <Trans>
          Your match and conversation will end and neither of you can send messages. You will not
          appear in each other's deck again.
        </Trans>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'block'}
        title={t`Block ${name}?`}
        confirmLabel={<Trans>Block</Trans>}
        busy={busy}
        onConfirm={() => void block()}
        onClose={() => setOpen(null)}
      >
        <Trans>
          You will no longer see each other, your match and conversation will end, and neither of
          you can send messages. You can unblock from the Safety Center.
        </Trans>
      </ConfirmDialog>

      <ReportDialog
        open={open === 'report'}
        reason={dialog?.reason}
        name={name}
        busy={busy}
        onClose={() => setOpen(null)}
        onSend={(reason, details) => void report(reason, details)}
      />
    </div>
  )
}
