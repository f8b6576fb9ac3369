import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { abbreviateIncome } from '#shared/domain/income.ts'
import {
  CHURCH_ATTENDANCE,
  COUNTRIES,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  RACE_FILTER_OPTIONS,
} from '#shared/domain/vocabularies.ts'
import { FILTER_SLIDERS } from '#shared/domain/filter-sheet.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { Range, Slider, type SliderBounds } from '../../components/slider/Sliders.tsx'
import { Switch } from '../../components/switch/Switch.tsx'
import type { SheetFilters } from '../../data/discover/discover-filters.ts'
import { preloadVitals, useVitals } from './vitals-loader.ts'

// The vitals' filters come with their own messages (a later part of the catalog), fetched with
// the sheet's code so a sheet first opened offline has them too.
void preloadVitals()

interface FiltersSheetProps {
  open: boolean
  value: SheetFilters
  defaults: SheetFilters
  onApply: (value: SheetFilters) => void
  onClose: () => void
}

/**
 * The Advanced Filters side sheet (spec core-experience §2, §9): the spec's ranges and steps,
 * showing what is applied (decision 048): the member's own age range to start with, and "Any"
 * for a weight, income or compatibility nobody has set. An end at its slider's end is no limit
 * ("250+ lb", "$200K+").
 */
export function FiltersSheet({ open, value, defaults, onApply, onClose }: FiltersSheetProps) {
  const { t } = useLingui()
  // Mounted when opened: the draft starts from the applied filters each time.
  const [draft, setDraft] = useState(value)
  const vitals = useVitals()
  const vocabularies = [
    ['churchAttendance', t`Church attendance`, CHURCH_ATTENDANCE],
    ['educationLevel', t`Education`, EDUCATION_LEVELS],
    ['englishFluency', t`English fluency`, ENGLISH_FLUENCY],
    ['race', t`Ethnicity`, RACE_FILTER_OPTIONS],
  ] as const
  const set = <K extends keyof SheetFilters>(key: K, next: SheetFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: next }))

  return (
    <Dialog
      open={open}
      title={t`Advanced Filters`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={() => setDraft(defaults)}>
            <Trans>Reset</Trans>
          </button>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button button-primary" onClick={() => onApply(draft)}>
            <Trans>Apply Filters</Trans>
          </button>
        </>
      }
    >
      <div className="filters-form">
        <Choice
          label={t`Gender`}
          value={draft.gender}
          options={[
            ['female', t`Women`],
            ['male', t`Men`],
          ]}
          onChange={(next) => set('gender', next as SheetFilters['gender'])}
        />
        <Choice
          label={t`Country`}
          value={draft.country}
          options={[['all', t`All`], ...COUNTRIES.map((c) => [c, c] as const)]}
          onChange={(next) => set('country', next as SheetFilters['country'])}
        />
        <Range
          label={t`Age`}
          slider={FILTER_SLIDERS.age}
          low={draft.minAge}
          high={draft.maxAge}
          format={String}
          onChange={(low, high) => setDraft((d) => ({ ...d, minAge: low, maxAge: high }))}
        />
        <Range
          label={t`Weight (lb)`}
          slider={FILTER_SLIDERS.weight}
          low={draft.minWeight}
          high={draft.maxWeight}
          whole={t`Any`}
          format={(weight) => openEnded(weight, FILTER_SLIDERS.weight, String)}
          onChange={(low, high) => setDraft((d) => ({ ...d, minWeight: low, maxWeight: high }))}
        />
        <Range
          label={t`Income`}
          slider={FILTER_SLIDERS.income}
          low={draft.minIncome}
          high={draft.maxIncome}
          whole={t`Any`}
          format={(income) => openEnded(income, FILTER_SLIDERS.income, abbreviateIncome)}
          onChange={(low, high) => setDraft((d) => ({ ...d, minIncome: low, maxIncome: high }))}
        />
        <Slider
          label={t`Minimum compatibility`}
          slider={FILTER_SLIDERS.compatibility}
          value={draft.minCompatibility}
          valueText={
            draft.minCompatibility <= FILTER_SLIDERS.compatibility.min
              ? t`Any`
              : `${draft.minCompatibility}%`
          }
          onChange={(next) => set('minCompatibility', next)}
        />
        {vocabularies.map(([key, label, values]) => (
          <Choice
            key={key}
            label={label}
            value={draft[key]}
            options={[['all', t`All`], ...values.map((value) => [value, value] as const)]}
            onChange={(next) => set(key, next as SheetFilters[typeof key])}
          />
        ))}
        {vitals && <vitals.VitalsFilters value={draft} onChange={set} />}
        <Switch
          label={t`Verified members only`}
          description={t`Members whose clergy reference or deacon letter a moderator verified`}
          checked={draft.verifiedOnly}
          onChange={(next) => set('verifiedOnly', next)}
        />
        <Switch
          label={t`Photo verified only`}
          description={t`Members whose posed selfie a moderator matched with their photos`}
          checked={draft.photoVerifiedOnly}
          onChange={(next) => set('photoVerifiedOnly', next)}
        />
      </div>
    </Dialog>
  )
}

/** A value at its slider's top is no upper limit: shown with a "+". */
function openEnded(value: number, slider: SliderBounds, format: (value: number) => string) {
  return value >= slider.max ? `${format(value)}+` : format(value)
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: (readonly [string, string])[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}
