import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CameraCheckIcon } from '../../components/icons/icons.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError } from '../../data/api-client.ts'
import { askToVerify } from '../../data/photo-verification.ts'
import { safetyFailureToast } from '../safety/online-action-error.ts'
import './verify-ask.css'

/**
 * "Ask to verify" in the chat with a match whose photo is not verified (docs/safety.md "Photo
 * verification"): the match is told (a notice in their chat, a notification) and the button
 * says it was done. Once in 30 days per match; the server's 409 says so.
 */
export function VerifyAskButton({ partnerId, name }: { partnerId: number; name: string }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [state, setState] = useState<'ready' | 'busy' | 'asked'>('ready')

  async function ask() {
    setState('busy')
    try {
      await askToVerify(partnerId)
      setState('asked')
      toast({
        title: t`Asked to verify`,
        description: t`We let ${name} know you would like them to verify their photo.`,
      })
    } catch (error) {
      if (error instanceof HttpError && error.code === 'already_asked') {
        setState('asked')
        toast({
          title: t`Asked to verify`,
          description: t`You asked ${name} to verify their photo within the last 30 days.`,
        })
      } else if (error instanceof HttpError && error.code === 'already_photo_verified') {
        setState('asked')
        toast({ title: t`Photo verified`, description: t`${name} has verified their photo.` })
      } else {
        setState('ready')
        toast(safetyFailureToast(i18n, error))
      }
    }
  }

  if (state === 'asked') {
    return (
      <p className="verify-ask-done muted" role="status">
        <CameraCheckIcon width="16" height="16" /> <Trans>Asked to verify</Trans>
      </p>
    )
  }
  return (
    <button
      type="button"
      className="verify-ask-button"
      disabled={state === 'busy'}
      onClick={() => void ask()}
    >
      <CameraCheckIcon width="16" height="16" /> <Trans>Ask to verify</Trans>
    </button>
  )
}
