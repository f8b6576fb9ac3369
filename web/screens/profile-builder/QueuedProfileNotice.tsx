import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PROFILE_CONFLICT_MESSAGE } from '#shared/schemas/profile.ts'
import type { QueuedProfile } from '../../data/profile-outbox.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'

/**
 * What became of a profile completed offline: waiting to be sent, refused by the server with its
 * message (the draft is kept, so the member corrects it and completes the profile again), or
 * refused because the profile changed on another device meanwhile (back in the draft to review).
 * `action` follows the refusal (e.g. a link to the builder). Nothing when there is no such submit
 * (`queued` from useQueuedProfile).
 */
export function QueuedProfileNotice({
  queued,
  action,
}: {
  queued: QueuedProfile
  action?: ReactNode
}) {
  const { i18n } = useLingui()
  if (queued?.status === 'pending')
    return (
      <p className="notice" role="status">
        <Trans>Your profile will be sent when you are back online.</Trans>
      </p>
    )
  if (queued?.status === 'failed') {
    const message = translateMemberServerMessage(i18n, queued.message)
    return (
      <div className="notice notice-error" role="alert">
        <p>
          <Trans>The server did not accept your profile: {message}</Trans>
        </p>
        <p>
          <Trans>Your answers are kept. Correct them and complete your profile again.</Trans>
        </p>
        {action}
      </div>
    )
  }
  if (queued?.status === 'conflict')
    return (
      <div className="notice notice-error" role="alert">
        <p>{translateMemberServerMessage(i18n, PROFILE_CONFLICT_MESSAGE)}</p>
        <p>
          <Trans>
            Your changes are kept on this device as a draft. Review them and complete your profile
            again.
          </Trans>
        </p>
        {action}
      </div>
    )
  return null
}
