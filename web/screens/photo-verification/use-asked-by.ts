import { useEffect, useState } from 'react'
import { fetchPhotoVerification, onPhotoVerificationChange } from '../../data/photo-verification.ts'

/** The statuses in which the member has yet to send a selfie: an ask is still worth showing. */
const YET_TO_VERIFY = new Set(['none', 'started', 'rejected'])

/**
 * Whether `partnerId` asked the member to verify their photo in the last 30 days and the member
 * has yet to (docs/safety.md "Photo verification"). Read from the server when `enabled` (the
 * member is not photo-verified) and again when the live stream hears an ask or a decision;
 * false offline: an ask is a nudge, not something to keep on the device.
 */
export function useAskedToVerifyBy(partnerId: number, enabled: boolean): boolean {
  const [askedBy, setAskedBy] = useState<readonly number[]>([])
  useEffect(() => {
    if (!enabled) return
    let open = true
    const read = () =>
      fetchPhotoVerification().then(
        (found) => open && setAskedBy(YET_TO_VERIFY.has(found.status) ? found.askedBy : []),
        () => {},
      )
    void read()
    const unsubscribe = onPhotoVerificationChange(() => void read())
    return () => {
      open = false
      unsubscribe()
    }
  }, [enabled])
  return enabled && askedBy.includes(partnerId)
}
