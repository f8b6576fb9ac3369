import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { isPhotoVerificationRefusal } from '../../data/messages/message-outbox.ts'
import { deleteFailedMessage, retryMessage } from '../../data/messages/send-message.ts'
import type { MessageRow } from '../../data/rows.ts'
import { PHOTO_VERIFICATION_PATH } from '../photo-verification/photo-verification-path.ts'
import { MessageWarningNote, type WarningActions } from '../safety/MessageWarningNote.tsx'
import { formatMessageTime } from './format-time.ts'

/** One message: own on the right, the partner's on the left, with its time and delivery. */
export function MessageBubble({
  message,
  memberId,
  seen,
  warningActions,
}: {
  message: MessageRow
  memberId: number
  seen: boolean
  /** What a warning under an incoming message can do (the chat's Report and Block). */
  warningActions: WarningActions
}) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const own = message.fromUserId === memberId
  const time = formatMessageTime(i18n, message.createdAt)

  async function act(run: () => Promise<unknown>) {
    setBusy(true)
    try {
      await run()
    } finally {
      setBusy(false)
    }
  }

  return (
    <li
      className={`bubble ${own ? 'bubble-own' : 'bubble-theirs'} bubble-${message.delivery}`}
      data-delivery={message.delivery}
    >
      <span className="visually-hidden">{own ? t`You:` : t`They:`} </span>
      <p className="bubble-text">{message.content}</p>
      <p className="bubble-meta">
        {time && <time dateTime={message.createdAt}>{time}</time>}
        {message.delivery === 'pending' && (
          <span className="bubble-status">
            <Trans>Waiting to send</Trans>
          </span>
        )}
        {message.delivery === 'sent' && seen && (
          <span className="bubble-status">
            <Trans>Seen</Trans>
          </span>
        )}
      </p>
      {!own && message.warning && (
        <MessageWarningNote
          localId={message.localId}
          warning={message.warning}
          dismissed={message.promptDismissed === true}
          actions={warningActions}
        />
      )}
      {message.delivery === 'failed' && (
        <div className="bubble-failed" role="alert">
          {isPhotoVerificationRefusal(message.refusal) ? (
            <p>
              <Trans>
                Not sent: this member accepts messages only from photo-verified members.
              </Trans>{' '}
              <Link to={PHOTO_VERIFICATION_PATH}>
                <Trans>Verify your photo</Trans>
              </Link>
            </p>
          ) : (
            <p>
              <Trans>Failed to send message. Please try again.</Trans>
            </p>
          )}
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void act(() => retryMessage(memberId, message.localId))}
          >
            <Trans>Retry</Trans>
          </button>
          <button
            type="button"
            className="button button-small button-danger"
            disabled={busy}
            onClick={() => void act(() => deleteFailedMessage(message.localId))}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  )
}
