import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { snoozeState, timeLeftParts, type SnoozeDuration } from '#shared/domain/snooze.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { useMinuteClock } from '../../components/clock/minute-clock.ts'
import { useSession } from '../../data/session.ts'
import { returnFromSnooze, snooze, useSnoozedUntil } from '../../data/snooze.ts'

/**
 * Settings › Snooze (decision 028): the member hides their profile from every deck and from
 * likes-you for 24 hours, 3 days, a week or until they return, and sees the time left. Reads the
 * device (works offline); the change goes through the outbox.
 */
export function SnoozeSection() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <SnoozeControls member={session.member} />
}

function SnoozeControls({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const headingId = useId()
  const now = useMinuteClock()
  const snoozedUntil = useSnoozedUntil(member.id, member.snoozedUntil ?? null)
  const state = snoozeState(snoozedUntil, new Date(now))
  const choices: [SnoozeDuration, string][] = [
    ['24h', t`24 hours`],
    ['3d', t`3 days`],
    ['1w', t`1 week`],
    ['until-return', t`Until I return`],
  ]

  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Snooze`}</h2>
      <div className="settings-list">
        {state.status === 'visible' ? (
          <div className="settings-row snooze-choices">
            <div>
              <p>
                <Trans>Take a break</Trans>
              </p>
              <p className="muted">
                <Trans>
                  Hide your profile from Discover and Likes. Your matches and conversations keep
                  working.
                </Trans>
              </p>
            </div>
            <div role="group" aria-label={t`Snooze my profile for`} className="snooze-buttons">
              {choices.map(([duration, label]) => (
                <button
                  key={duration}
                  type="button"
                  className="button button-small"
                  onClick={() => void snooze(member.id, duration).catch(() => {})}
                >
                  {label}
                </button>
              ))}
            </div>
          </div>
        ) : (
          <div className="settings-row">
            <div role="status">
              <p>
                <Trans>Your profile is hidden</Trans>
              </p>
              <p className="muted">
                {state.status === 'until-return' ? (
                  <Trans>until you return</Trans>
                ) : (
                  <TimeLeft msLeft={state.msLeft} />
                )}
              </p>
            </div>
            <button
              type="button"
              className="button button-small"
              onClick={() => void returnFromSnooze(member.id).catch(() => {})}
            >
              <Trans>Return now</Trans>
            </button>
          </div>
        )}
      </div>
    </section>
  )
}

/** "for 3 days", "for 2 days 3 hours", "for 5 hours 10 minutes", "for 4 minutes". */
function TimeLeft({ msLeft }: { msLeft: number }) {
  const { days, hours, minutes } = timeLeftParts(msLeft)
  if (days > 0 && hours === 0) {
    return (
      <Trans>
        for <Plural value={days} one="# day" other="# days" />
      </Trans>
    )
  }
  if (days > 0) {
    return (
      <Trans>
        for <Plural value={days} one="# day" other="# days" />{' '}
        <Plural value={hours} one="# hour" other="# hours" />
      </Trans>
    )
  }
  if (hours > 0) {
    return (
      <Trans>
        for <Plural value={hours} one="# hour" other="# hours" />{' '}
        <Plural value={minutes} one="# minute" other="# minutes" />
      </Trans>
    )
  }
  return (
    <Trans>
      for <Plural value={minutes} one="# minute" other="# minutes" />
    </Trans>
  )
}
