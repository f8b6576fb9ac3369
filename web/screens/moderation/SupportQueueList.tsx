import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { QueuedSupportThread } from '#shared/schemas/support.ts'
import { fetchSupportQueue } from '../../data/support-queue.ts'
import { useTierNames } from '../../membership/tier-names.ts'
import { formatMessageTime } from '../messages/format-time.ts'
import { PagedListBody } from './PagedListBody.tsx'
import { SupportThreadDialog } from './SupportThreadDialog.tsx'
import { usePagedList } from './use-paged-list.ts'
import '../messages/messages.css'
import '../support/support.css'

const loadSupport = (cursor: string | null) =>
  fetchSupportQueue(cursor).then((page) => ({ items: page.threads, nextCursor: page.nextCursor }))

/**
 * The support queue (docs/support.md): members' conversations awaiting the team first, Verified
 * then Premium then free, the longest waiting first; answered ones after. Opening one shows the
 * conversation, to answer or close it.
 */
export function SupportQueueList() {
  const { t, i18n } = useLingui()
  const tiers = useTierNames()
  const paged = usePagedList(loadSupport)
  const [open, setOpen] = useState<QueuedSupportThread | null>(null)

  return (
    <section aria-labelledby="moderation-support-heading">
      <h2 id="moderation-support-heading">
        <Trans>Support</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(thread) => thread.id}
        texts={{
          offline: <Trans>You are offline. The support queue needs a connection.</Trans>,
          failed: <Trans>The support queue could not be loaded.</Trans>,
          empty: <Trans>No one is waiting for support.</Trans>,
          more: <Trans>Show more conversations</Trans>,
        }}
        renderItem={(thread) => (
          <article
            className="card support-queued"
            aria-label={t`Support: ${thread.member.firstName}`}
          >
            <div className="support-queued-head">
              <h3>{thread.member.firstName}</h3>
              <span className={thread.tier === 'free' ? 'badge badge-muted' : 'badge'}>
                {tiers[thread.tier]}
              </span>
              {thread.status === 'open' ? (
                <span className="support-waiting">
                  <Trans>Waiting since {formatMessageTime(i18n, thread.since)}</Trans>
                </span>
              ) : (
                <span className="support-waiting">
                  <Trans>Answered</Trans>
                </span>
              )}
            </div>
            <p className="support-preview">{thread.preview}</p>
            {thread.orthodoxSupport && (
              <p className="muted support-orthodox">
                {thread.canAnswer ? (
                  <Trans>For Orthodox support: you answer Verified members.</Trans>
                ) : (
                  <Trans>
                    For Orthodox support: you can read it, an Orthodox support moderator answers.
                  </Trans>
                )}
              </p>
            )}
            <button
              type="button"
              className="button button-primary"
              aria-label={t`Open the conversation with ${thread.member.firstName}`}
              onClick={() => setOpen(thread)}
            >
              <Trans>Open</Trans>
            </button>
          </article>
        )}
      />
      <SupportThreadDialog queued={open} onClose={() => setOpen(null)} onChanged={paged.reload} />
    </section>
  )
}
