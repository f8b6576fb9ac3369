import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { MAX_DISTANCE_ANYWHERE } from '#shared/domain/discovery.ts'
import { languageTag, isLocaleCode } from '#shared/domain/languages.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { useSession } from '../../data/session.ts'
import { QueuedProfileNotice } from '../profile-builder/QueuedProfileNotice.tsx'
import { useQueuedProfile } from '../profile-builder/use-queued-profile.ts'
import { VerificationCard } from './VerificationCard.tsx'
import { PhotoVerificationCard } from './PhotoVerificationCard.tsx'
import { wantsPhotoFocus } from './photo-focus.ts'
import { EditDiscoveryPreferencesLink } from '../discovery/EditDiscoveryPreferencesLink.tsx'
import { PhotoGallery } from './PhotoGallery.tsx'
import { MyUpcomingEvents } from '../events/MyUpcomingEvents.tsx'
import { FaithAnswersSummary } from './FaithAnswersSummary.tsx'
import { BirthDateCard } from './BirthDateCard.tsx'
import { ProfileProgress } from '../profile-progress/ProfileProgress.tsx'

/** The signed-in member's own profile (spec core-experience §2 "Profile"). */
export function ProfileScreen() {
  const session = useSession()
  const { t } = useLingui()
  if (session.status !== 'signed-in') {
    return <PageHeading>{t`Profile not found`}</PageHeading>
  }
  return <OwnProfile member={session.member} />
}

function OwnProfile({ member }: { member: CurrentUser }) {
  const { t, i18n } = useLingui()
  const fullName = `${member.firstName} ${member.lastName}`
  const age = member.age
  const minAge = member.minAge
  const maxAge = member.maxAge
  const maxDistance = member.maxDistance
  const tag = isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en'
  const memberSince = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(
    new Date(member.createdAt),
  )
  const seeking = member.lookingFor === 'female' ? t`Women` : t`Men`
  const queued = useQueuedProfile()
  const gallery = useRef<HTMLElement>(null)
  // A new object on each arrival with it (the history keeps a copy), so each one focuses again.
  const arrivalState: unknown = useHistoryState()
  const focusPhoto = wantsPhotoFocus(arrivalState)

  // From Settings' "Profile Photos – Edit": focus on the gallery's first control. A parent's effect
  // runs after its children's, so this comes after PageHeading has focused the page's title.
  useEffect(() => {
    if (!focusPhoto) return
    gallery.current?.querySelector<HTMLElement>('.photo-grid button')?.focus()
  }, [focusPhoto, arrivalState])

  return (
    <div>
      <section className="card profile-header">
        <MemberPicture member={member} size={72} alt={t`Your profile photo`} />
        <div className="profile-header-text">
          <PageHeading>{fullName}</PageHeading>
          <p className="muted">
            <Trans>{age} years</Trans>
            {member.location && `, ${member.location}`}
          </p>
          {member.denomination && <p className="muted">{member.denomination}</p>}
        </div>
        <Link to="/profile-builder" className="button button-small" aria-label={t`Edit profile`}>
          <Trans>Edit</Trans>
        </Link>
      </section>

      <ProfileProgress member={member} />

      <PhotoGallery member={member} ref={gallery} />

      {/* What is still to add is the progress card's; this is a builder's answer still waiting. */}
      {queued && (
        <QueuedProfileNotice
          queued={queued}
          action={<Link to="/profile-builder">{t`Complete your profile`}</Link>}
        />
      )}

      <BirthDateCard member={member} />

      <VerificationCard member={member} />
      <PhotoVerificationCard verified={member.photoVerified} />

      <section className="card">
        <h2>
          <Trans>About Me</Trans>
        </h2>
        <p>{member.bio || t`You have not written anything about yourself yet.`}</p>
      </section>

      <section className="card">
        <div className="card-heading-row">
          <h2>
            <Trans>Looking For</Trans>
          </h2>
          <EditDiscoveryPreferencesLink />
        </div>
        <dl className="definition-list">
          <dt>
            <Trans>Age range</Trans>
          </dt>
          <dd>
            <Trans>
              {minAge} to {maxAge} years
            </Trans>
          </dd>
          <dt>
            <Trans>Distance</Trans>
          </dt>
          <dd>
            {maxDistance === MAX_DISTANCE_ANYWHERE ? (
              <Trans>Anywhere</Trans>
            ) : (
              <Trans>Within {maxDistance} miles</Trans>
            )}
          </dd>
          <dt>
            <Trans>Seeking</Trans>
          </dt>
          <dd>{seeking}</dd>
          <dt>
            <Trans>Denominations</Trans>
          </dt>
          <dd>
            {member.seekingDenominations.length === 0 ? (
              <Trans>Every denomination</Trans>
            ) : (
              member.seekingDenominations.join(', ')
            )}
          </dd>
        </dl>
      </section>

      <section className="card">
        <h2>
          <Trans>Orthodox Faith Profile</Trans>
        </h2>
        <FaithAnswersSummary memberId={member.id} />
        <ul className="link-list">
          <li>
            <Link to="/orthodox-assessment">
              <Trans>Theological Assessment</Trans>
            </Link>
          </li>
          <li>
            <Link to="/comprehensive-questionnaire">
              <Trans>Theological Assessment, one question at a time</Trans>
            </Link>
          </li>
          <li>
            <Link to="/questionnaire">
              <Trans>Faith Profile Questionnaire</Trans>
            </Link>
          </li>
          <li>
            <Link to="/enhanced-questionnaire">
              <Trans>Orthodox Match Questionnaire</Trans>
            </Link>
          </li>
          <li>
            <Link to="/comprehensive-orthodox-intake">
              <Trans>Orthodox Match Intake</Trans>
            </Link>
          </li>
          <li>
            <Link to="/ideal-match-preferences">
              <Trans>Match Preferences</Trans>
            </Link>
          </li>
          <li>
            <Link to="/clergy-reference">
              <Trans>Clergy Reference Form</Trans>
            </Link>
          </li>
        </ul>
      </section>

      <MyUpcomingEvents memberId={member.id} />

      <section className="card">
        <h2>
          <Trans>Account</Trans>
        </h2>
        <dl className="definition-list">
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{member.email}</dd>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{member.username}</dd>
          <dt>
            <Trans>Member since</Trans>
          </dt>
          <dd>{memberSince}</dd>
        </dl>
      </section>
    </div>
  )
}
