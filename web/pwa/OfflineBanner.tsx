import type { JSX } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import { useDeviceQuery } from '../data/device-query.ts'
import { useOnline } from './online-status.ts'
import './pwa.css'

const pendingCount = (device: typeof import('../data/device-session.ts')) => device.pendingCount()

/** Says so while the device is offline, with how many changes wait to be sent. */
export function OfflineBanner(): JSX.Element {
  const online = useOnline()
  const pending = useDeviceQuery(pendingCount, 0)
  return (
    <div className="pwa-offline" role="status" aria-live="polite">
      {!online && (
        <p className="pwa-offline__text">
          <Trans>You are offline. Your changes will be sent when you reconnect.</Trans>
          {pending > 0 && (
            <>
              {' '}
              <span className="pwa-offline__pending">
                <Plural
                  value={pending}
                  one="# change is waiting to be sent."
                  other="# changes are waiting to be sent."
                />
              </span>
            </>
          )}
        </p>
      )}
    </div>
  )
}
