import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { NetworkError } from '../../data/api-client.ts'
import {
  markSupportRead,
  refreshSupport,
  sendToSupport,
  supportThread,
} from '../../data/support.ts'
import { SupportComposer } from './SupportComposer.tsx'
import { SupportMessages } from './SupportMessages.tsx'
import '../messages/messages.css'
import './support.css'

/**
 * /support (docs/support.md): the member's conversation with the support team, opened from
 * Settings. Online only (decision 052): loaded when opened and when the team answers; offline it
 * says so, and a message is kept in the composer until it can be sent.
 */
export function SupportScreen() {
  const { t } = useLingui()
  const thread = supportThread.useValue()
  const [loadFailed, setLoadFailed] = useState<'offline' | 'error' | null>(null)
  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    let live = true
    refreshSupport().catch(
      (error: unknown) =>
        live && setLoadFailed(error instanceof NetworkError ? 'offline' : 'error'),
    )
    return () => {
      live = false
    }
  }, [reloads])

  // The team's replies are read once shown: on opening, and live while the screen is open.
  const unread = thread?.unread ?? 0
  useEffect(() => {
    if (unread > 0) void markSupportRead().catch(() => {})
  }, [unread])

  return (
    <div className="support">
      <PageHeading>{t`Contact Us`}</PageHeading>
      <SupportIntro tier={thread?.tier} />
      {loadFailed && thread === undefined ? (
        <div className="card" role="alert">
          <p>
            {loadFailed === 'offline' ? (
              <Trans>You are offline. Your conversation with support needs a connection.</Trans>
            ) : (
              <Trans>Your conversation with support could not be loaded.</Trans>
            )}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoadFailed(null)
              setReloads((n) => n + 1)
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : thread === undefined ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <section className="support-thread" aria-label={t`Your conversation with support`}>
          {thread.messages.length === 0 ? (
            <p className="support-empty muted">
              <Trans>No messages yet. Tell us what you need, in your own words.</Trans>
            </p>
          ) : (
            <SupportMessages messages={thread.messages} reader="member" />
          )}
          <SupportStatus status={thread.status} />
          <SupportComposer
            label={t`Message to support`}
            placeholder={t`How can we help?`}
            onSend={sendToSupport}
          />
        </section>
      )}
    </div>
  )
}

/** Who answers and in what order: honest, with no promised time. */
function SupportIntro({ tier }: { tier: MembershipTier | undefined }) {
  return (
    <div className="card support-intro">
      <span className="icon-disc support-avatar" aria-hidden="true">
        ☦
      </span>
      <div>
        <p className="support-team">
          <Trans>Orthodox Hearts support</Trans>
        </p>
        <p className="muted">
          <Trans>
            Our moderators read every message and answer here in the app. We let you know when they
            reply.
          </Trans>
        </p>
        {tier === 'verified' ? (
          <p className="support-priority">
            <Trans>
              As a Verified Orthodox member, your requests go first and are answered by our Orthodox
              support team.
            </Trans>
          </p>
        ) : tier === 'premium' ? (
          <p className="support-priority">
            <Trans>As a Premium member, your requests go first.</Trans>
          </p>
        ) : tier === 'free' ? (
          <p className="muted">
            <Trans>
              Premium and Verified Orthodox members’ requests are answered first; we answer every
              message as soon as we can.
            </Trans>
          </p>
        ) : null}
      </div>
    </div>
  )
}

function SupportStatus({ status }: { status: 'open' | 'answered' | 'closed' | null }) {
  if (status === 'open') {
    return (
      <p className="support-status" role="status">
        <Trans>Sent. The team will answer here.</Trans>
      </p>
    )
  }
  if (status === 'closed') {
    return (
      <p className="support-status" role="status">
        <Trans>This conversation is closed. Write again any time to reopen it.</Trans>
      </p>
    )
  }
  return null
}
