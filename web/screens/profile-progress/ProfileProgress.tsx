import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Link } from 'wouter'
import type { CSSProperties } from 'react'
import type { DeckMinimumPart } from '#shared/domain/deck-minimum.ts'
import { useListFormat } from '../../i18n/list-format.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import type { ProfileItem } from '#shared/domain/profile-progress.ts'
import { FOCUS_PHOTO_STATE } from '../profile/photo-focus.ts'
import { firstRunPath } from '../first-run/first-run-steps.ts'
import { useProfileProgress } from './use-profile-progress.ts'
import './profile-progress.css'

/** What to do for each item, and where: the first run's step for the deck's minimum. */
const SUGGESTIONS: Record<ProfileItem, { label: MessageDescriptor; to: string; state?: object }> = {
  photo: { label: msg`Add a photo`, to: firstRunPath('photos') },
  city: { label: msg`Choose your city`, to: firstRunPath('city') },
  denomination: { label: msg`Add your denomination`, to: firstRunPath('faith') },
  churchAttendance: { label: msg`Add your church attendance`, to: firstRunPath('faith') },
  secondPhoto: { label: msg`Add a second photo`, to: '/profile', state: FOCUS_PHOTO_STATE },
  bio: { label: msg`Write a few words about yourself`, to: '/profile-builder' },
  details: { label: msg`Complete your profile details`, to: '/profile-builder' },
}

const MISSING_PART: Record<DeckMinimumPart, MessageDescriptor> = {
  photo: msg`a photo`,
  city: msg`your city`,
  denomination: msg`your denomination`,
}

/** The member's progress with the next suggestion's link and words; null once complete. */
function useProgressWords(member: CurrentUser) {
  const { i18n } = useLingui()
  const progress = useProfileProgress(member)
  if (!progress || progress.missing.length === 0) return null
  const next = SUGGESTIONS[progress.missing[0]!]
  return { ...progress, next, nextLabel: i18n._(next.label) }
}

/**
 * The member's own profile, how far along (issue #35), on Profile: why nobody sees them yet,
 * while the deck's minimum is missing, naming what is and linking to where to add it; and the
 * progress card with the next suggestion until the profile is complete. Nothing once it is.
 */
export function ProfileProgress({ member }: { member: CurrentUser }) {
  const words = useProgressWords(member)
  if (!words) return null
  return (
    <>
      {words.hiddenFor.length > 0 && <HiddenNotice words={words} />}
      <ProgressCard words={words} />
    </>
  )
}

type ProgressWords = NonNullable<ReturnType<typeof useProgressWords>>

/**
 * Why nobody sees the member yet, naming what the deck's minimum still lacks; `brief` (Discover,
 * where the deck needs the room) says it with the heading and the next thing's button alone.
 */
function HiddenNotice({ words, brief = false }: { words: ProgressWords; brief?: boolean }) {
  const { t } = useLingui()
  const { next, nextLabel } = words
  return (
    <section className="hidden-notice" aria-labelledby="hidden-notice-title">
      <h2 id="hidden-notice-title">{t`Nobody can see you yet`}</h2>
      {!brief && <MissingParts missing={words.hiddenFor} />}
      <Link to={next.to} state={next.state} className="button button-primary button-small">
        {nextLabel}
      </Link>
    </section>
  )
}

/** What the deck's minimum still lacks, as one phrase in the member's language. */
function MissingParts({ missing }: { missing: readonly DeckMinimumPart[] }) {
  const { i18n } = useLingui()
  const parts = useListFormat()(missing.map((part) => i18n._(MISSING_PART[part])))
  return (
    <p>
      <Trans>
        Other members see you once your profile has {parts}. Until then you are not in anyone&apos;s
        deck.
      </Trans>
    </p>
  )
}

function ProgressCard({ words }: { words: ProgressWords }) {
  const { t } = useLingui()
  const { percent, next, nextLabel } = words
  return (
    <section className="progress-card card" aria-labelledby="progress-card-title">
      <div className="progress-card-row">
        <ProgressRing percent={percent} />
        <div className="progress-card-text">
          <h2 id="progress-card-title">{t`Your profile is ${percent}% complete`}</h2>
          <p className="muted">
            <Trans>Complete profiles get more likes. Next:</Trans>{' '}
            <Link to={next.to} state={next.state}>
              {nextLabel}
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}

/**
 * Discover's progress, under the page's title, above the deck: while nobody sees the member, why
 * (the notice); then, until the profile is complete, the ring and the next thing to add as one
 * link, so the deck keeps its room.
 */
export function DiscoverProgress({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const words = useProgressWords(member)
  if (!words) return null
  if (words.hiddenFor.length > 0) return <HiddenNotice words={words} brief />
  const { percent, next, nextLabel } = words
  return (
    <Link
      to={next.to}
      state={next.state}
      className="progress-pill"
      aria-label={t`Your profile is ${percent}% complete. Next: ${nextLabel}`}
    >
      <span aria-hidden="true" className="progress-pill-parts">
        <ProgressRing percent={percent} />
        <span>{nextLabel}</span>
      </span>
    </Link>
  )
}

/** A ring filled to the share done, its percentage inside. */
function ProgressRing({ percent }: { percent: number }) {
  const { t } = useLingui()
  return (
    <div
      className="progress-ring"
      role="img"
      aria-label={t`${percent}% complete`}
      style={{ '--progress': `${percent}%` } as CSSProperties}
    >
      <span aria-hidden="true">{percent}%</span>
    </div>
  )
}
