import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import './sliders.css'

/**
 * Labelled range inputs (the Advanced Filters sheet, Discovery Preferences): one value, or a
 * range as two sliders that never cross; each announces its value as text.
 */
export interface SliderBounds {
  min: number
  max: number
  step: number
}

export function Slider({
  label,
  slider,
  value,
  valueText,
  onChange,
}: {
  label: string
  slider: SliderBounds
  value: number
  valueText: string
  onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{valueText}</output>
      </label>
      <input
        id={id}
        type="range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  )
}

/** A range as two sliders (minimum, maximum) that never cross. */
export function Range({
  className = 'filter-range',
  label,
  slider,
  low,
  high,
  format,
  onChange,
  whole,
}: {
  /** The fieldset's look: the filter sheet's frame by default. */
  className?: string
  label: string
  slider: SliderBounds
  low: number
  high: number
  format: (value: number) => string
  onChange: (low: number, high: number) => void
  /** Said for the range when both ends are at the slider's ends (no limit at all), if given. */
  whole?: string
}) {
  const { t } = useLingui()
  const unlimited = whole !== undefined && low <= slider.min && high >= slider.max
  return (
    <fieldset className={className}>
      <legend>
        {label}: {unlimited ? whole : `${format(low)} – ${format(high)}`}
      </legend>
      <Slider
        label={t`Minimum`}
        slider={slider}
        value={low}
        valueText={format(low)}
        onChange={(next) => onChange(Math.min(next, high), high)}
      />
      <Slider
        label={t`Maximum`}
        slider={slider}
        value={high}
        valueText={format(high)}
        onChange={(next) => onChange(low, Math.max(next, low))}
      />
    </fieldset>
  )
}
