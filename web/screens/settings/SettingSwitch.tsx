import { Switch } from '../../components/switch/Switch.tsx'
import { setDeviceSetting, useDeviceSetting } from '../../data/device-settings.ts'

/** A Settings switch bound to a device setting. */
export function SettingSwitch(props: {
  setting: string
  fallback: boolean
  label: string
  description?: string
  /** Also told of each change (the theme applies at once). */
  onChange?: (value: boolean) => void
}) {
  const checked = useDeviceSetting<boolean>(props.setting, props.fallback)
  return (
    <Switch
      label={props.label}
      description={props.description}
      checked={checked}
      onChange={(value) => {
        props.onChange?.(value)
        void setDeviceSetting(props.setting, value)
      }}
    />
  )
}
