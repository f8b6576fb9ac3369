import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Switch } from '../../components/switch/Switch.tsx'
import {
  currentPushState,
  turnPushOff,
  turnPushOn,
  type PushState,
} from '../../pwa/push-subscription.ts'
import { storePushTexts } from '../../pwa/push-texts.ts'

/**
 * "Notifications on this device": turning it on asks the browser's permission and subscribes
 * this device to web push; off unsubscribes it. Browsers without push, and a permission the
 * member refused, are said in words (docs/push.md).
 */
export function PushSwitch() {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<PushState | 'loading'>('loading')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    currentPushState()
      .catch((): PushState => 'off')
      .then((current) => live && setState(current))
    return () => {
      live = false
    }
  }, [])

  if (state === 'loading') return null
  if (state === 'unsupported') {
    return (
      <div className="settings-row">
        <div>
          <p>{t`Notifications on this device`}</p>
          <p className="muted">{t`This browser cannot show notifications from Orthodox Hearts.`}</p>
        </div>
      </div>
    )
  }

  const change = async (on: boolean) => {
    setBusy(true)
    setFailed(false)
    try {
      setState(await (on ? turnPushOn() : turnPushOff()))
      // Sign-out cleared the stored notification texts: the language may not be activated again.
      if (on) await storePushTexts(i18n).catch(() => {})
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Switch
        label={t`Notifications on this device`}
        description={
          state === 'denied'
            ? t`Notifications are blocked for this site. Allow them in your browser's site settings.`
            : t`A notification for new matches and messages, even when the app is closed`
        }
        checked={state === 'on'}
        disabled={busy || state === 'denied'}
        onChange={(on) => void change(on)}
      />
      {failed && (
        <p role="alert" className="form-alert">
          {t`Notifications could not be changed. Check your connection and try again.`}
        </p>
      )}
    </>
  )
}
