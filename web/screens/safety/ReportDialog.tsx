import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '#shared/domain/safety.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { useReportReasonLabels } from './report-reason-labels.ts'

/**
 * Report a member: why (one reason, a radio group), optional details, Send. The caller sends it
 * (which also blocks the member) and closes the dialog.
 */
export function ReportDialog(props: {
  open: boolean
  /** The reason chosen when the dialog opens (a message's warning knows it). */
  reason?: ReportReason | undefined
  name: string
  busy: boolean
  onClose: () => void
  onSend: (reason: ReportReason, details: string) => void
}) {
  const { t } = useLingui()
  const formId = useId()
  const name = props.name
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  // Each opening starts from the reason it was opened with.
  const [openedWith, setOpenedWith] = useState<{
    open: boolean
    reason?: ReportReason | undefined
  }>({
    open: false,
  })
  if (openedWith.open !== props.open || openedWith.reason !== props.reason) {
    setOpenedWith({ open: props.open, reason: props.reason })
    if (props.open) setReason(props.reason ?? null)
  }
  const labels = useReportReasonLabels()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (reason) props.onSend(reason, details)
  }

  return (
    <Dialog
      open={props.open}
      title={t`Report ${name}`}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            form={formId}
            className="button button-danger"
            disabled={reason === null || props.busy}
          >
            <Trans>Send</Trans>
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <p className="muted">
          <Trans>Reports are private. The member will also be blocked.</Trans>
        </p>
        <fieldset className="report-reasons">
          <legend>
            <Trans>Why are you reporting this member?</Trans>
          </legend>
          {REPORT_REASONS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {labels[value]}
            </label>
          ))}
        </fieldset>
        <div className="field report-details">
          <label htmlFor={`${formId}-details`}>
            <Trans>Details (optional)</Trans>
          </label>
          <textarea
            id={`${formId}-details`}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
      </form>
    </Dialog>
  )
}
