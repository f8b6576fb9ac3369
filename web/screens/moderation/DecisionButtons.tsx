import type { ReactNode } from 'react'

/**
 * The decisions on one queued item, as buttons: each with its visible label, the label naming
 * the item for screen readers, and its look ('primary', 'danger', or plain).
 */
export function DecisionButtons<Decision extends string>(props: {
  busy: boolean
  onDecide: (decision: Decision) => void
  decisions: {
    decision: Decision
    label: ReactNode
    ariaLabel: string
    look?: 'primary' | 'danger'
  }[]
  /** Wrap the buttons onto more lines on a narrow screen (three or more). */
  wrap?: boolean
}) {
  return (
    <div
      className={props.wrap ? 'moderation-actions moderation-actions-wrap' : 'moderation-actions'}
    >
      {props.decisions.map(({ decision, label, ariaLabel, look }) => (
        <button
          key={decision}
          type="button"
          className={look ? `button button-${look}` : 'button'}
          disabled={props.busy}
          aria-label={ariaLabel}
          onClick={() => props.onDecide(decision)}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
