import { Switch } from '../../components/switch/Switch.tsx'
import { useDeviceSetting } from '../../data/device-settings.ts'
import { MEMBER_SETTING_DEFAULTS, setMemberSetting } from '../../data/member-settings.ts'
import { useSession } from '../../data/session.ts'
import type { MemberSettingKey } from '#shared/schemas/settings.ts'

/**
 * A Settings switch the server acts on (Show me, Distance Info, the "Seen" mark): it reads the
 * device's copy and sends a change through the outbox, so it also works offline.
 */
export function MemberSettingSwitch(props: {
  setting: MemberSettingKey
  label: string
  description: string
}) {
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  const checked = useDeviceSetting<boolean>(props.setting, MEMBER_SETTING_DEFAULTS[props.setting])

  if (memberId === null) return null
  return (
    <Switch
      label={props.label}
      description={props.description}
      checked={checked}
      onChange={(value) => void setMemberSetting(memberId, props.setting, value).catch(() => {})}
    />
  )
}
