import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { refreshConversations } from '../../data/messages/conversation-refresh.ts'
import { isLimitRefusal, isPhotoVerificationRefusal } from '../../data/messages/message-outbox.ts'
import { MESSAGE_KIND } from '../../data/messages/message-store.ts'
import { useSession } from '../../data/session.ts'
import { onSyncEvent } from '../../data/sync.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'
import { ChatView } from './ChatView.tsx'
import { ConversationList } from './ConversationList.tsx'
import './messages.css'

/** `?partner=12` → 12; anything else (absent, not a positive whole number) → null. */
export function partnerParam(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null
  return Number(value)
}

/**
 * Messages (spec core-experience §2): the conversation list, or the chat with `?partner=<id>`.
 * Reads Dexie; the list is refreshed from the server on arrival and kept current by the live
 * stream (web/data/messages/live-events.ts).
 */
export function MessagesScreen() {
  const session = useSession()
  const [params] = useSearchParams()
  const partnerId = partnerParam(params.get('partner'))
  const memberId = session.status === 'signed-in' ? session.member.id : null
  useSendFailures()

  useEffect(() => {
    if (memberId !== null) refreshConversations(memberId).catch(() => {})
  }, [memberId])

  if (memberId === null) return null
  return partnerId === null ? (
    <ConversationList />
  ) : (
    <ChatView key={partnerId} memberId={memberId} partnerId={partnerId} />
  )
}

/**
 * A refused message: a limit opens the upgrade prompt, a recipient who accepts only
 * photo-verified members says so (the bubble links to verifying), anything else says it failed.
 */
function useSendFailures(): void {
  const { t } = useLingui()
  const { toast } = useToast()
  const upgrade = useUpgradePrompt()
  useEffect(
    () =>
      onSyncEvent('outbox-failed', ({ row, code }) => {
        if (row.kind !== MESSAGE_KIND) return
        if (isLimitRefusal(code)) upgrade.open('message')
        else if (isPhotoVerificationRefusal(code))
          toast({
            title: t`Message not sent`,
            description: t`This member accepts messages only from photo-verified members.`,
            variant: 'destructive',
          })
        else
          toast({
            title: t`Error`,
            description: t`Failed to send message. Please try again.`,
            variant: 'destructive',
          })
      }),
    [t, toast, upgrade],
  )
}
