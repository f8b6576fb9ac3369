import { useLingui } from '@lingui/react/macro'
import type { MatchPreferences } from '#shared/schemas/preferences.ts'
import { Range, Slider } from '../../components/slider/Sliders.tsx'
import { ChoiceGroup, MultiChoice } from './PreferenceControls.tsx'
import {
  IMPORTANCE_LABELS,
  THEOLOGICAL_ISSUE_LABELS,
  formatValue,
  type IssueKey,
  type PreferenceItem,
} from './preference-steps.ts'

/** Sets one field of the preferences. */
export type ChangePreference = <K extends keyof MatchPreferences>(
  key: K,
  value: MatchPreferences[K],
) => void

/** One question of a wizard step, answered with the control its kind calls for. */
export function PreferenceQuestion(props: {
  item: PreferenceItem
  values: MatchPreferences
  onChange: ChangePreference
}) {
  const { i18n } = useLingui()
  const { item, values, onChange } = props
  const label = i18n._(item.label)
  switch (item.kind) {
    case 'range':
      return (
        <Range
          className="preference-group"
          label={label}
          slider={item.bounds}
          low={values[item.key][0]}
          high={values[item.key][1]}
          format={(value) => formatValue(item.key, value)}
          onChange={(low, high) => onChange(item.key, [low, high])}
        />
      )
    case 'children':
      return (
        <Slider
          label={label}
          slider={item.bounds}
          value={values.numberOfChildren}
          valueText={formatValue('numberOfChildren', values.numberOfChildren)}
          onChange={(value) => onChange('numberOfChildren', value)}
        />
      )
    case 'list':
      return (
        <MultiChoice
          label={label}
          options={item.options}
          value={values[item.key]}
          onChange={(value) => onChange(item.key, value as MatchPreferences[typeof item.key])}
        />
      )
    case 'single':
      return (
        <ChoiceGroup
          label={label}
          options={Object.entries(item.options).map(([value, descriptor]) => ({
            value,
            label: i18n._(descriptor),
          }))}
          value={values[item.key]}
          onChange={(value) => onChange(item.key, value as MatchPreferences[typeof item.key])}
        />
      )
    case 'issues':
      return (
        <fieldset className="preference-group">
          <legend>{label}</legend>
          {(Object.keys(THEOLOGICAL_ISSUE_LABELS) as IssueKey[]).map((issue) => (
            <ChoiceGroup
              key={issue}
              label={i18n._(THEOLOGICAL_ISSUE_LABELS[issue])}
              options={Object.entries(IMPORTANCE_LABELS).map(([value, descriptor]) => ({
                value,
                label: i18n._(descriptor),
              }))}
              value={values.theologicalIssues[issue]}
              onChange={(value) =>
                onChange('theologicalIssues', {
                  ...values.theologicalIssues,
                  [issue]: value as keyof typeof IMPORTANCE_LABELS,
                })
              }
            />
          ))}
        </fieldset>
      )
  }
}
