import type { JSX } from 'react'
import { Trans } from '@lingui/react/macro'
import { applyUpdate, postponeUpdate, useUpdateWaiting } from './update-waiting.ts'
import './pwa.css'

/** Offers the new version of the app when one is waiting (render it once, in the layout). */
export function UpdatePrompt(): JSX.Element {
  const waiting = useUpdateWaiting()
  return (
    <div className="pwa-update" role="status" aria-live="polite">
      {waiting && (
        <div className="pwa-update__box">
          <p className="pwa-update__text">
            <Trans>A new version of Orthodox Hearts is available.</Trans>
          </p>
          <div className="pwa-update__actions">
            <button type="button" className="pwa-update__reload" onClick={applyUpdate}>
              <Trans>Reload</Trans>
            </button>
            <button type="button" className="pwa-update__later" onClick={postponeUpdate}>
              <Trans>Later</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
