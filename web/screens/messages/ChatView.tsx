import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import {
  markConversationRead,
  refreshConversation,
  refreshPartner,
} from '../../data/messages/conversation-refresh.ts'
import { CHAT_POLL_MS } from '../../data/messages/live-events.ts'
import {
  useConversation,
  useConversationMessages,
  useLiveReadyCount,
  useLiveStatus,
  usePartner,
} from '../../data/messages/use-messages.ts'
import { ChatSafetyActions, type SafetyDialog } from '../safety/ChatSafetyActions.tsx'
import type { WarningActions } from '../safety/MessageWarningNote.tsx'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { MessageBubble } from './MessageBubble.tsx'
import { MessageComposer } from './MessageComposer.tsx'
import { useKeyboardInset } from './use-keyboard-inset.ts'
import { VerifiedBadge } from '../../components/verified-badge/VerifiedBadge.tsx'
import { PhotoVerifiedBadge } from '../../components/verified-badge/PhotoVerifiedBadge.tsx'
import { useSession } from '../../data/session.ts'
import { VerifyAskButton } from '../photo-verification/VerifyAskButton.tsx'
import { VerifyAskedNotice } from '../photo-verification/VerifyAskedNotice.tsx'

/**
 * The chat with one match (spec core-experience §2): header with photo, name, denomination,
 * location and back; the messages (own right, theirs left, with time); the composer. The chat
 * fills the screen between the header and the bottom navigation (or the on-screen keyboard):
 * only the messages scroll, the composer stays at the foot (messages.css).
 */
export function ChatView({ memberId, partnerId }: { memberId: number; partnerId: number }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const partner = usePartner(partnerId)
  const messages = useConversationMessages(partnerId)
  const conversation = useConversation(partnerId)
  const live = useLiveStatus()
  const session = useSession()
  const ownPhotoVerified = session.status === 'signed-in' && session.member.photoVerified
  const ready = useLiveReadyCount()
  const listRef = useRef<HTMLElement>(null)
  const [hasOlder, setHasOlder] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [safetyDialog, setSafetyDialog] = useState<SafetyDialog | null>(null)
  const warningActions: WarningActions = {
    report: (reason) => setSafetyDialog({ kind: 'report', reason }),
    block: () => setSafetyDialog({ kind: 'block' }),
  }

  // The partner's profile when this device has not stored it yet.
  useEffect(() => {
    if (partner === null) refreshPartner(partnerId).catch(() => {})
  }, [partner, partnerId])

  // The latest messages on opening and whenever the stream is (again) ready; every 3 s while
  // the live stream is down (spec §7).
  useEffect(() => {
    const refresh = () =>
      void refreshConversation(memberId, partnerId)
        .then((older) => setHasOlder((known) => known || older))
        .catch(() => {})
    refresh()
    if (live === 'open') return
    const timer = setInterval(refresh, CHAT_POLL_MS)
    return () => clearInterval(timer)
  }, [memberId, partnerId, live, ready])

  // Read up to the newest message from the partner.
  const lastFromPartner = lastServerId(messages, (m) => m.fromUserId === partnerId)
  const readSent = useRef<number | null>(null)
  useEffect(() => {
    if (lastFromPartner === null || readSent.current === lastFromPartner) return
    readSent.current = lastFromPartner
    markConversationRead(memberId, partnerId, lastFromPartner).catch(() => {
      readSent.current = null
    })
  }, [memberId, partnerId, lastFromPartner, conversation?.unread])

  useKeyboardInset()

  // Show the newest message on opening and follow each new one (not when older ones are added
  // above).
  const newest = messages?.at(-1)?.localId
  useLayoutEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [newest])

  async function loadOlder() {
    const first = messages?.find((m) => m.id !== null)?.id
    if (first == null) return
    setLoadingOlder(true)
    try {
      setHasOlder(await refreshConversation(memberId, partnerId, first))
    } catch {
      // Offline: the button stays for another try.
    } finally {
      setLoadingOlder(false)
    }
  }

  const name = partner ? `${partner.firstName} ${partner.lastName}`.trim() : t`Member`
  const details = partner
    ? [stringField(partner, 'denomination'), stringField(partner, 'location')].filter(Boolean)
    : []
  const lastOwnSent = lastServerId(messages, (m) => m.fromUserId === memberId)
  const seenId =
    conversation?.partnerReadId != null &&
    lastOwnSent !== null &&
    conversation.partnerReadId >= lastOwnSent
      ? lastOwnSent
      : null

  return (
    <div className="chat">
      <header className="chat-header">
        <button
          type="button"
          className="icon-button"
          onClick={() => navigate('/messages')}
          aria-label={t`Back to conversations`}
        >
          <span aria-hidden="true">←</span>
        </button>
        <MemberPicture member={partner ?? { id: partnerId, profileImageUrl: null }} size={44} />
        <div className="chat-partner">
          <PageHeading>{name}</PageHeading>
          <VerifiedBadge verified={partner?.isVerified === true} />
          <PhotoVerifiedBadge verified={partner?.photoVerified === true} />
          {details.length > 0 && <p className="muted">{details.join(' · ')}</p>}
          {partner && !partner.photoVerified && (
            <VerifyAskButton partnerId={partnerId} name={name} />
          )}
        </div>
        <ChatSafetyActions
          partnerId={partnerId}
          name={name}
          dialog={safetyDialog}
          onDialog={setSafetyDialog}
        />
        <VerifyAskedNotice partnerId={partnerId} name={name} enabled={!ownPhotoVerified} />
      </header>

      <section
        ref={listRef}
        className="chat-messages"
        aria-label={t`Messages with ${name}`}
        // The list scrolls on its own: reachable by keyboard to scroll it.
        tabIndex={0}
      >
        {hasOlder && (
          <button
            type="button"
            className="button button-small chat-older"
            disabled={loadingOlder}
            onClick={() => void loadOlder()}
          >
            <Trans>Load older messages</Trans>
          </button>
        )}
        {messages === undefined ? null : messages.length === 0 ? (
          <p className="chat-empty muted">
            <Trans>Start the conversation</Trans>
          </p>
        ) : (
          <ol>
            {messages.map((message) => (
              <MessageBubble
                key={message.localId}
                message={message}
                memberId={memberId}
                seen={message.id !== null && message.id === seenId}
                warningActions={warningActions}
              />
            ))}
          </ol>
        )}
      </section>

      <MessageComposer memberId={memberId} partnerId={partnerId} />
    </div>
  )
}

function lastServerId(
  messages: { id: number | null; fromUserId: number }[] | undefined,
  pick: (message: { fromUserId: number }) => boolean,
): number | null {
  let last: number | null = null
  for (const message of messages ?? [])
    if (message.id !== null && pick(message)) last = Math.max(last ?? 0, message.id)
  return last
}

function stringField(profile: Record<string, unknown>, key: string): string | null {
  const value = profile[key]
  return typeof value === 'string' && value ? value : null
}
