import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type ReactNode } from 'react'
import type * as z from 'zod/mini'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { DialogActions } from '../../components/dialog/DialogActions.tsx'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'

/**
 * Asks the reason for rejecting what a member submitted (a clergy reference, a photo), checked by
 * the server's own rule (`reasonSchema`): the member reads it. An empty reason is refused by the
 * field, which takes the focus back with the message tied to it.
 */
export function RejectReasonDialog(props: {
  /** The dialog's title; null while it is closed. */
  title: string | null
  reasonSchema: z.ZodMiniType<string>
  maxLength: number
  busy: boolean
  onReject: (reason: string) => void
  onClose: () => void
  /** The action's label; Reject unless given (a withdrawal says Withdraw). */
  actionLabel?: ReactNode
}) {
  const { i18n } = useLingui()
  const fieldId = useId()
  const errorId = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setReason('')
    setError(null)
    props.onClose()
  }
  const submit = () => {
    const parsed = props.reasonSchema.safeParse(reason)
    if (!parsed.success) {
      setError(translateMemberServerMessage(i18n, parsed.error.issues[0]!.message))
      field.current?.focus()
      return
    }
    setReason('')
    setError(null)
    props.onReject(parsed.data)
  }

  return (
    <Dialog
      open={props.title !== null}
      title={props.title ?? ''}
      onClose={close}
      actions={
        <DialogActions onCancel={close} busy={props.busy} look="danger" onAction={submit}>
          {props.actionLabel ?? <Trans>Reject</Trans>}
        </DialogActions>
      }
    >
      <div className="field moderation-reason">
        <label htmlFor={fieldId}>
          <Trans>Reason (the member reads it)</Trans>
        </label>
        <textarea
          id={fieldId}
          ref={field}
          value={reason}
          required
          maxLength={props.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  )
}
