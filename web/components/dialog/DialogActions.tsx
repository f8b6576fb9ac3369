import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A dialog's two buttons: Cancel, and the named action in its look, disabled while it is being
 * sent. The action either runs `onAction` or submits the dialog's form (`form`, its id).
 */
export function DialogActions(props: {
  onCancel: () => void
  busy: boolean
  look: 'primary' | 'danger'
  /** The action's label. */
  children: ReactNode
  onAction?: () => void
  form?: string
}) {
  return (
    <>
      <button type="button" className="button" onClick={props.onCancel}>
        <Trans>Cancel</Trans>
      </button>
      <button
        type={props.form ? 'submit' : 'button'}
        form={props.form}
        className={`button button-${props.look}`}
        disabled={props.busy}
        onClick={props.onAction}
      >
        {props.children}
      </button>
    </>
  )
}
