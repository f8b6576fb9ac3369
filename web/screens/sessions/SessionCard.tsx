import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'
import type { DeviceKind, MemberSession } from '#shared/schemas/sessions.ts'
import { DeviceIcon } from './DeviceIcon.tsx'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `iso` to today, by the device's calendar (0 = today). */
function daysAgo(iso: string, now = new Date()): number {
  const day = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
  return Math.max(0, Math.round((day(now) - day(new Date(iso))) / DAY_MS))
}

/**
 * One place the member is signed in: the browser and system ("Chrome on Windows"), this device
 * marked, when it signed in and was last active (to the day), and Sign out for the others.
 */
export function SessionCard({
  session,
  busy,
  onSignOut,
}: {
  session: MemberSession
  busy: boolean
  /** Called with the session's name as shown. */
  onSignOut: (name: string) => void
}) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const tag = isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en'
  const kinds: Record<DeviceKind, string> = {
    phone: t`Phone`,
    tablet: t`Tablet`,
    computer: t`Computer`,
    unknown: t`Device`,
  }
  const { browser, system } = session
  const name =
    browser && system ? t`${browser} on ${system}` : (browser ?? system ?? t`Unknown browser`)
  const signedIn = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(
    new Date(session.signedInAt),
  )
  const active = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(
    -daysAgo(session.lastActiveAt),
    'day',
  )
  return (
    <article className="card session-card" aria-labelledby={titleId}>
      <span className="icon-disc session-icon" aria-hidden="true">
        <DeviceIcon kind={session.device} />
      </span>
      <div className="session-text">
        <h2 id={titleId} className="session-name">
          {name}
        </h2>
        <p className="muted">
          {kinds[session.device]}
          {session.current && (
            <>
              {' · '}
              <span className="session-current">
                <Trans>This device</Trans>
              </span>
            </>
          )}
        </p>
        <p className="muted">
          <Trans>Signed in {signedIn}</Trans>
        </p>
        {!session.current && (
          <p className="muted">
            <Trans>Last active: {active}</Trans>
          </p>
        )}
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          aria-label={t`Sign out ${name}`}
          onClick={() => onSignOut(name)}
        >
          <Trans>Sign out</Trans>
        </button>
      )}
    </article>
  )
}
