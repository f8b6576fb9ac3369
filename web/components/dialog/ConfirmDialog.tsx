import type { ReactNode } from 'react'
import { Dialog } from './Dialog.tsx'
import { DialogActions } from './DialogActions.tsx'

type ConfirmDialogProps = {
  open: boolean
  title: string
  /** The label of the button that does it (shown in the danger style). */
  confirmLabel: ReactNode
  busy: boolean
  onConfirm: () => void
  onClose: () => void
  /** What happens, in a sentence or two. */
  children: ReactNode
}

/** Asks before an action that cannot be undone: Cancel, or the named action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, confirmLabel, busy, onConfirm, onClose, children } = props
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <DialogActions onCancel={onClose} busy={busy} look="danger" onAction={onConfirm}>
          {confirmLabel}
        </DialogActions>
      }
    >
      <p>{children}</p>
    </Dialog>
  )
}
