import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { ModeratedSupportThread, QueuedSupportThread } from '#shared/schemas/support.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { closeSupportThread, fetchSupportThread, replyToSupport } from '../../data/support-queue.ts'
import { SupportComposer } from '../support/SupportComposer.tsx'
import { SupportMessages } from '../support/SupportMessages.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { moderationFailureToast } from './use-paged-list.ts'

/**
 * One support conversation for a moderator: the messages, a reply (the member is told in the app
 * and by push) and Close. A Verified member's conversation is read-only to a moderator who is not
 * Orthodox support (decision 052).
 */
export function SupportThreadDialog({
  queued,
  onClose,
  onChanged,
}: {
  queued: QueuedSupportThread | null
  onClose: () => void
  /** The queue is loaded again: a reply or a close moved this conversation. */
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [loaded, setLoaded] = useState<ModeratedSupportThread | null>(null)
  const [closing, setClosing] = useState(false)
  const failed = (error: unknown) => toast(moderationFailureToast(i18n, t`Error`, error))
  const id = queued?.id
  // The conversation opened now (not the one opened before, still in state).
  const thread = loaded !== null && loaded.id === id ? loaded : null

  useEffect(() => {
    if (id === undefined) return
    let live = true
    fetchSupportThread(id).then((thread) => live && setLoaded(thread), failed)
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened conversation
  }, [id])

  async function reply(body: string, clientId: string) {
    if (id === undefined) return
    await replyToSupport(id, body, clientId)
    setLoaded(await fetchSupportThread(id))
    onChanged()
  }

  async function close() {
    if (id === undefined) return
    setClosing(true)
    try {
      await closeSupportThread(id)
      onChanged()
      onClose()
    } catch (error) {
      failed(error)
    } finally {
      setClosing(false)
    }
  }

  const canAnswer = thread?.canAnswer === true && thread.status !== 'closed'
  return (
    <Dialog
      open={queued !== null}
      title={queued ? t`Support: ${queued.member.firstName}` : ''}
      onClose={onClose}
      className="support-dialog"
      actions={
        <>
          {canAnswer && (
            <button
              type="button"
              className="button"
              disabled={closing}
              onClick={() => void close()}
            >
              <Trans>Close conversation</Trans>
            </button>
          )}
          <button type="button" className="button button-primary" onClick={onClose}>
            <Trans>Done</Trans>
          </button>
        </>
      }
    >
      {thread === null ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <div className="support-thread">
          <SupportMessages
            messages={thread.messages}
            reader="team"
            memberName={thread.member.firstName}
          />
          {canAnswer ? (
            <SupportComposer
              label={t`Reply to ${thread.member.firstName}`}
              placeholder={t`Write your answer…`}
              onSend={reply}
            />
          ) : thread.status === 'closed' ? (
            <p className="support-status">
              <Trans>This conversation is closed.</Trans>
            </p>
          ) : (
            <p className="support-status">
              <Trans>Verified members are answered by Orthodox support moderators.</Trans>
            </p>
          )}
        </div>
      )}
    </Dialog>
  )
}
