import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { SegmentedRadios } from '../../components/segmented/SegmentedRadios.tsx'
import { setDeviceSetting } from '../../data/device-settings.ts'
import type { ThemeChoice } from '../../data/theme-choice.ts'
import {
  DARK_MODE_SETTING,
  mirrorThemeChoice,
  useThemeChoice,
} from '../../data/theme-preference.ts'

/**
 * Dark Mode (Settings → App Preferences): System (follow the phone, the default), Light or Dark,
 * kept on this device. The page's theme changes at once.
 */
export function ThemeSetting() {
  const { t } = useLingui()
  const chosen = useThemeChoice()
  const labelId = useId()
  const descriptionId = useId()
  const choices: { value: ThemeChoice; label: string }[] = [
    { value: 'system', label: t`System` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ]
  const choose = (value: ThemeChoice) => {
    mirrorThemeChoice(value)
    void setDeviceSetting(DARK_MODE_SETTING, value)
  }
  return (
    <div className="settings-row theme-setting">
      <div>
        <p id={labelId}>{t`Dark Mode`}</p>
        <p id={descriptionId} className="muted">
          {t`System follows your phone's setting`}
        </p>
      </div>
      <SegmentedRadios
        value={chosen}
        choices={choices}
        onChange={choose}
        labelledBy={labelId}
        describedBy={descriptionId}
      />
    </div>
  )
}
