import { useEffect, useId, useRef, type ReactNode } from 'react'

type DialogProps = {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** The buttons at the bottom; the caller decides which one closes the dialog. */
  actions: ReactNode
  /** Extra classes, e.g. a taller layout for a list to choose from. */
  className?: string
}

/**
 * A modal dialog on the native <dialog> element: it traps focus, closes on Escape and returns
 * focus to the control that opened it.
 */
export function Dialog({ open, title, onClose, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      return () => opener?.focus?.()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
          <div className="dialog-actions">{actions}</div>
        </>
      )}
    </dialog>
  )
}
