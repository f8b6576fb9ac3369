import { Trans, useLingui } from '@lingui/react/macro'
import { codeOfErrorText, messageOfErrorText } from '../../data/api-client.ts'
import { dismissRefusedRsvp, useRefusedRsvps, type RefusedRsvp } from '../../data/parish-events.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'

/**
 * Answers to events the server refused after they waited on the device (a Verified-only event, an
 * event that has started, one withdrawn): why, in the member's language, until they dismiss it.
 * The device already shows the server's answer again (event-rsvp-outbox.ts). Of one event on its
 * page; all of them on /events.
 */
export function RefusedRsvps({ memberId, eventId }: { memberId: number; eventId?: number }) {
  const refused = useRefusedRsvps(memberId, eventId)
  if (refused.length === 0) return null
  return (
    <div className="refused-rsvps">
      {refused.map((item) => (
        <RefusedRsvpNotice key={item.rowId} item={item} />
      ))}
    </div>
  )
}

function RefusedRsvpNotice({ item }: { item: RefusedRsvp }) {
  const { t, i18n } = useLingui()
  const reason =
    codeOfErrorText(item.error) === 'not_found'
      ? t`The event was withdrawn or is no longer listed.`
      : translateMemberServerMessage(i18n, messageOfErrorText(item.error))
  const title = item.title
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {title ? (
          <Trans>Your answer to “{title}” was not sent.</Trans>
        ) : (
          <Trans>Your answer to an event was not sent.</Trans>
        )}{' '}
        {reason}
      </p>
      <button
        type="button"
        className="button button-small"
        onClick={() => void dismissRefusedRsvp(item.rowId)}
      >
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
