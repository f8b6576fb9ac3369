import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearchParams } from 'wouter'
import { messageOfErrorText } from '../data/api-client.ts'
import { discardChange, retryChange, useUnsentChanges, type UnsentChange } from '../data/outbox.ts'
import type { OutboxRow } from '../data/rows.ts'
import { translateMemberServerMessage } from '../domain/member-server-messages.ts'

/**
 * The member's changes that were not sent (decision 044): refused by the server, or set aside on
 * this device because they could not succeed. A calm notice, not an alarm: each change with why,
 * how many later changes wait behind it, and Retry and Discard. Nothing when all went.
 */
export function UnsentChanges() {
  const openChat = useOpenChatPartner()
  // A message refused by the server shows under its bubble, with Retry and Delete: in the chat
  // it is about, it is not listed here a second time.
  const changes = useUnsentChanges().filter(
    ({ row }) => !(openChat !== null && row.parkedFor === null && isMessageTo(row, openChat)),
  )
  if (changes.length === 0) return null
  const count = changes.length
  return (
    <section className="notice unsent-changes" role="status" aria-live="polite">
      <p>
        <Plural value={count} one="# change was not sent." other="# changes were not sent." />{' '}
        <Trans>They stay on this device until you send them again or discard them.</Trans>
      </p>
      <ul className="unsent-changes__list">
        {changes.map((change) => (
          <UnsentChangeItem key={change.row.id} change={change} />
        ))}
      </ul>
    </section>
  )
}

/** The partner of the chat on screen (/messages?partner=<id>), or null elsewhere. */
function useOpenChatPartner(): number | null {
  const [location] = useLocation()
  const [params] = useSearchParams()
  const partner = Number(params.get('partner'))
  return location === '/messages' && Number.isInteger(partner) && partner > 0 ? partner : null
}

function isMessageTo(row: OutboxRow, partnerId: number): boolean {
  const body = row.body as { toUserId?: unknown } | null
  return row.kind === 'message' && body?.toUserId === partnerId
}

function UnsentChangeItem({ change: { row, waitingBehind } }: { change: UnsentChange }) {
  const { t, i18n } = useLingui()
  const reason =
    row.parkedFor === 'server-errors'
      ? t`The server could not take it just now.`
      : row.parkedFor === 'local-handler'
        ? t`The server's answer could not be saved on this device.`
        : translateMemberServerMessage(i18n, messageOfErrorText(row.lastError ?? ''))
  return (
    <li className="unsent-changes__item">
      <p>
        <strong>
          <ChangeLabel kind={row.kind} />
        </strong>{' '}
        {reason}
        {waitingBehind > 0 && (
          <>
            {' '}
            <Plural
              value={waitingBehind}
              one="# later change waits for it."
              other="# later changes wait for it."
            />
          </>
        )}
      </p>
      <button
        type="button"
        className="button button-small"
        onClick={() => void retryChange(row.id!)}
      >
        <Trans>Retry</Trans>
      </button>{' '}
      <button
        type="button"
        className="button button-small"
        onClick={() => void discardChange(row.id!)}
      >
        <Trans>Discard</Trans>
      </button>
    </li>
  )
}

/**
 * What the change was, in a few words, by its outbox kind (the kinds' own modules register their
 * answer handlers when imported, so their names are written out here).
 */
function ChangeLabel({ kind }: { kind: string }) {
  switch (kind) {
    case 'like':
    case 'superlike':
      return <Trans>A like.</Trans>
    case 'pass':
    case 'rewind':
      return <Trans>A pass.</Trans>
    case 'start-over':
      return <Trans>Start Over.</Trans>
    case 'message':
      return <Trans>A message.</Trans>
    case 'event-rsvp':
    case 'event-proposal':
    case 'parish-correction':
      return <Trans>A parish or event change.</Trans>
    case 'profile':
    case 'discovery':
    case 'snooze':
    case 'home-city':
    case 'travel':
    case 'member-settings':
      return <Trans>A change to your profile or settings.</Trans>
    default:
      return kind.startsWith('photo-') ? <Trans>A photo change.</Trans> : <Trans>A change.</Trans>
  }
}
