import { useLingui } from '@lingui/react/macro'
import type { SupportMessage } from '#shared/schemas/support.ts'
import { formatMessageTime } from '../messages/format-time.ts'

/**
 * A support conversation as chat bubbles: the reader's own side on the right (the member's
 * messages on /support, the team's on /moderation), the other side on the left.
 */
export function SupportMessages({
  messages,
  reader,
  memberName,
}: {
  messages: readonly SupportMessage[]
  reader: 'member' | 'team'
  /** The member's first name, for the team's reading. */
  memberName?: string
}) {
  const { t, i18n } = useLingui()
  return (
    <ol className="support-messages">
      {messages.map((message) => {
        const own = message.fromTeam === (reader === 'team')
        const author = message.fromTeam
          ? t`Support team`
          : reader === 'member'
            ? t`You`
            : (memberName ?? '')
        const time = formatMessageTime(i18n, message.createdAt)
        return (
          <li key={message.id} className={`bubble ${own ? 'bubble-own' : 'bubble-theirs'}`}>
            <p className="support-author">{author}</p>
            <p className="bubble-text">{message.body}</p>
            {time && (
              <p className="bubble-meta">
                <time dateTime={message.createdAt}>{time}</time>
              </p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
