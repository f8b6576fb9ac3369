import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { CLERGY_REVIEW_REASON_MAX } from '#shared/domain/clergy-review.ts'
import { ClergyReviewReasonSchema } from '#shared/schemas/clergy-review.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { translateServerMessage } from '../../i18n/server-messages.ts'

/**
 * Asks the reason for rejecting a clergy reference (1 to 500 characters, the server's own rule):
 * the member reads it on their profile. An empty reason is refused by the field, which takes the
 * focus back with the message tied to it.
 */
export function RejectClergyDialog(props: {
  /** The member whose reference is rejected; null while the dialog is closed. */
  name: string | null
  busy: boolean
  onReject: (reason: string) => void
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const fieldId = useId()
  const errorId = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const name = props.name ?? ''

  const close = () => {
    setReason('')
    setError(null)
    props.onClose()
  }
  const submit = () => {
    const parsed = ClergyReviewReasonSchema.safeParse(reason)
    if (!parsed.success) {
      setError(translateServerMessage(i18n, parsed.error.issues[0]!.message))
      field.current?.focus()
      return
    }
    setReason('')
    setError(null)
    props.onReject(parsed.data)
  }

  return (
    <Dialog
      open={props.name !== null}
      title={t`Reject the clergy reference of ${name}?`}
      onClose={close}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={props.busy}
            onClick={submit}
          >
            <Trans>Reject</Trans>
          </button>
        </>
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
          maxLength={CLERGY_REVIEW_REASON_MAX}
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
