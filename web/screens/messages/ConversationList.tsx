import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useConversations } from '../../data/messages/use-messages.ts'
import { useSession } from '../../data/session.ts'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { formatListTime } from './format-time.ts'

/** The member's conversations, newest first, with a count badge and unread counts. */
export function ConversationList() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  const entries = useConversations()
  const count = entries?.length ?? 0

  return (
    <div className="messages-screen">
      <div className="messages-title">
        <PageHeading>{t`Messages`}</PageHeading>
        {count > 0 && (
          <span className="badge" aria-label={t`Conversations: ${count}`}>
            {count}
          </span>
        )}
      </div>
      {entries === undefined ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : entries.length === 0 ? (
        <section className="card messages-empty">
          <h2>
            <Trans>No conversations yet</Trans>
          </h2>
          <p className="muted">
            <Link to="/matches">
              <Trans>Start a conversation</Trans>
            </Link>
          </p>
        </section>
      ) : (
        <ul className="conversation-list">
          {entries.map(({ conversation, partner }) => {
            const name = partner ? `${partner.firstName} ${partner.lastName}`.trim() : t`Member`
            const own = conversation.lastFromUserId === memberId
            const time = formatListTime(i18n, conversation.createdAt)
            const lastMessage = conversation.lastMessage
            return (
              <li key={conversation.partnerId}>
                <Link
                  className="conversation-item"
                  to={`/messages?partner=${conversation.partnerId}`}
                >
                  <MemberPicture
                    member={partner ?? { id: conversation.partnerId, profileImageUrl: null }}
                    size={48}
                  />
                  <span className="conversation-text">
                    <span className="conversation-name">{name}</span>
                    <span className="conversation-last muted">
                      {lastMessage ? (
                        own ? (
                          <Trans>You: {lastMessage}</Trans>
                        ) : (
                          lastMessage
                        )
                      ) : (
                        <Trans>No messages yet</Trans>
                      )}
                    </span>
                  </span>
                  <span className="conversation-meta">
                    {time && <time dateTime={conversation.createdAt}>{time}</time>}
                    {conversation.unread > 0 && (
                      <span className="unread-badge">
                        {conversation.unread}
                        <span className="visually-hidden">
                          {' '}
                          <Trans>unread</Trans>
                        </span>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
