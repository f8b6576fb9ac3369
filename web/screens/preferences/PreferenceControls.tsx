import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

type Bounds = { min: number; max: number; step: number }

/** One labelled slider, its value shown beside the label and told to screen readers. */
export function Slider(props: {
  label: string
  bounds: Bounds
  value: number
  valueText: string
  onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}: <output htmlFor={id}>{props.valueText}</output>
      </label>
      <input
        id={id}
        type="range"
        min={props.bounds.min}
        max={props.bounds.max}
        step={props.bounds.step}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </div>
  )
}

/** A [min, max] range as two labelled sliders that never cross. */
export function RangeSlider(props: {
  label: string
  bounds: Bounds
  value: readonly [number, number]
  format: (value: number) => string
  onChange: (value: [number, number]) => void
}) {
  const { t } = useLingui()
  const [low, high] = props.value
  const { format } = props
  return (
    <fieldset className="preference-group">
      <legend>
        {props.label}: {format(low)} – {format(high)}
      </legend>
      <Slider
        label={t`Minimum`}
        bounds={props.bounds}
        value={low}
        valueText={format(low)}
        onChange={(next) => props.onChange([Math.min(next, high), high])}
      />
      <Slider
        label={t`Maximum`}
        bounds={props.bounds}
        value={high}
        valueText={format(high)}
        onChange={(next) => props.onChange([low, Math.max(next, low)])}
      />
    </fieldset>
  )
}

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
