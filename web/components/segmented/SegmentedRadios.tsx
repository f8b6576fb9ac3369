import { useId } from 'react'

/**
 * One choice of a few, as a segmented control (radio buttons: arrow keys move between them).
 * Named by the element `labelledBy` points at; styled by .theme-choices (app.css).
 */
export function SegmentedRadios<T extends string>({
  value,
  choices,
  onChange,
  labelledBy,
  describedBy,
}: {
  value: T
  choices: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  labelledBy: string
  describedBy?: string
}) {
  const name = useId()
  return (
    <div
      role="radiogroup"
      className="theme-choices"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  )
}
