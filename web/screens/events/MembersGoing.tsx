import { Trans, useLingui } from '@lingui/react/macro'
import { CompatibilityUnknown } from '../discover/CompatibilityUnknown.tsx'
import { useState } from 'react'
import type { Attendee } from '#shared/schemas/parish-events.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { useLikeStates } from '../../data/discover/decisions.ts'
import { fetchProfile } from '../../data/discover/profiles.ts'
import type { EventRow } from '../../data/event-row.ts'
import { ProfileDialog } from '../discover/ProfileDialog.tsx'
import { CompatibilityBadge, fullName, LikeButton } from '../discover/ProfileBits.tsx'
import { useDecide } from '../discover/use-decide.ts'
import { useAlreadyPassed } from '../favorites/use-already-passed.ts'
import { VerifiedBadge } from '../../components/verified-badge/VerifiedBadge.tsx'

/** "Members going": the cards of members who chose to be seen; a tap opens their profile and Like. */
export function MembersGoing({ event, waiting }: { event: EventRow; waiting: boolean }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const likeStates = useLikeStates()
  const alreadyPassed = useAlreadyPassed()
  const decide = useDecide('favorites', (kind, userId) => void alreadyPassed(kind, userId))
  const [open, setOpen] = useState<PublicProfile | null>(null)
  const attendees = event.attendees

  const openProfile = (attendee: Attendee) => {
    fetchProfile(attendee.id)
      .then(setOpen)
      .catch(() =>
        toast({ title: t`This profile can't be opened offline.`, variant: 'destructive' }),
      )
  }
  const like = (profile: PublicProfile) => {
    decide('like', profile.id).catch(() =>
      toast({
        title: t`Error`,
        description: t`Failed to send like. Please try again.`,
        variant: 'destructive',
      }),
    )
  }

  return (
    <section className="card members-going" aria-labelledby="members-going-heading">
      <h2 id="members-going-heading">
        <Trans>Members going</Trans>
      </h2>
      {waiting || attendees === null ? (
        <p className="muted">
          <Trans>Members who chose to be seen will show here once your answer is sent.</Trans>
        </p>
      ) : attendees.length === 0 ? (
        <p className="muted">
          <Trans>No one who matches your preferences has chosen to be seen yet.</Trans>
        </p>
      ) : (
        <ul className="attendee-grid">
          {attendees.map((attendee) => (
            <li key={attendee.id}>
              <button
                type="button"
                className="attendee-card"
                onClick={() => openProfile(attendee)}
                aria-label={t`Open ${attendee.firstName}'s profile`}
              >
                {attendee.profileImageUrl ? (
                  <img src={attendee.profileImageUrl} alt="" className="attendee-photo" />
                ) : (
                  <span className="attendee-photo attendee-initial" aria-hidden="true">
                    {attendee.firstName.slice(0, 1)}
                  </span>
                )}
                <span className="attendee-name">
                  {attendee.firstName}
                  {attendee.age !== null && <>, {attendee.age}</>}
                </span>
                <span className="attendee-meta">
                  <VerifiedBadge verified={attendee.isVerified} />
                  {attendee.compatibilityScore === null ? (
                    <CompatibilityUnknown />
                  ) : (
                    <CompatibilityBadge score={attendee.compatibilityScore} />
                  )}
                  <span className="muted">
                    {attendee.status === 'going' ? <Trans>Going</Trans> : <Trans>Interested</Trans>}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProfileDialog profile={open} onClose={() => setOpen(null)}>
        {open && (
          <LikeButton
            state={likeStates.get(open.id) ?? 'idle'}
            onLike={() => like(open)}
            name={fullName(open)}
          />
        )}
      </ProfileDialog>
    </section>
  )
}
