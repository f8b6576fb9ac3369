import { useId } from 'react'

type SwitchProps = {
  label: string
  description?: string
  checked: boolean
  /** Shown but not operable (while a change is under way, or when the browser refuses). */
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** A labelled on/off switch (role="switch", toggled by click, Enter or Space). */
export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const labelId = useId()
  const descriptionId = useId()
  return (
    <div className="settings-row">
      <div>
        <p id={labelId}>{label}</p>
        {description && (
          <p id={descriptionId} className="muted">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
      />
    </div>
  )
}
