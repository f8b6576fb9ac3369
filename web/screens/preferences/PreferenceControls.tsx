import { useId } from 'react'

/** One choice of a few, as a radio group; nothing chosen when `value` is undefined. */
export function ChoiceGroup(props: {
  label: string
  options: { value: string; label: string }[]
  value: string | undefined
  onChange: (value: string) => void
}) {
  const name = useId()
  return (
    <fieldset className="preference-group">
      <legend>{props.label}</legend>
      <div className="preference-options">
        {props.options.map((option) => (
          <label key={option.value} className="preference-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Any number of choices, as a group of checkboxes. */
export function MultiChoice(props: {
  label: string
  options: readonly string[]
  value: readonly string[]
  onChange: (value: string[]) => void
}) {
  const chosen = new Set(props.value)
  return (
    <fieldset className="preference-group">
      <legend>{props.label}</legend>
      <div className="preference-options">
        {props.options.map((option) => (
          <label key={option} className="preference-option">
            <input
              type="checkbox"
              value={option}
              checked={chosen.has(option)}
              onChange={(event) =>
                props.onChange(
                  event.target.checked
                    ? props.options.filter((o) => o === option || chosen.has(o))
                    : props.value.filter((o) => o !== option),
                )
              }
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
