import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'
import { MemberFace } from '../../components/member-picture/MemberFace.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError } from '../../data/api-client.ts'
import { decide } from '../../data/discover/decisions.ts'
import { refreshMatches, useMatches } from '../../data/discover/matches.ts'
import { useSession } from '../../data/session.ts'
import { LikesYou } from '../../membership/LikesYou.tsx'
import { fullName, VerifiedBadge } from '../discover/ProfileBits.tsx'
import '../discover/discover.css'

/** Matches (/matches), spec core-experience §2: people who liked the member back. */
export function MatchesScreen() {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  const matches = useMatches()

  useEffect(() => {
    if (memberId === null) return
    refreshMatches(memberId).catch((error: unknown) => {
      // Offline: the cached matches stay.
      if (!(error instanceof NetworkError))
        toast({ title: t`Error`, description: t`Failed to load matches`, variant: 'destructive' })
    })
  }, [memberId, t, toast])

  const tag = isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en'
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso))

  if (matches === undefined)
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  const count = matches.length
  return (
    <div>
      <div className="heading-row">
        <PageHeading>{t`Your Matches`}</PageHeading>
        <span className="badge" aria-label={t`${count} matches`}>
          {count}
        </span>
      </div>
      <p className="muted">
        <Trans>People who have liked you back</Trans>
      </p>
      {memberId !== null && (
        <LikesYou memberId={memberId} likeBack={(userId) => decide('like', userId)} />
      )}
      {count === 0 ? (
        <div className="empty-state">
          <h2>
            <Trans>No matches yet</Trans>
          </h2>
          <p className="muted">
            <Trans>Start swiping to find matches!</Trans>
          </p>
          <Link to="/" className="button button-primary">
            <Trans>Start Discovering</Trans>
          </Link>
        </div>
      ) : (
        <ul className="member-tiles">
          {matches.map(({ id, user, createdAt }) => {
            const name = fullName(user)
            const age = user.age
            const date = formatDate(createdAt)
            return (
              <li key={id} className="card member-tile">
                <MemberFace member={user}>
                  <h2 className="member-face-name">{name}</h2>
                  <span>
                    <Trans>{age} years</Trans>
                  </span>
                </MemberFace>
                <p className="member-tile-badges">
                  <VerifiedBadge profile={user} />
                  <span className="badge badge-match">
                    <Trans>It's a Match</Trans>
                  </span>
                </p>
                {user.bio && <p className="member-tile-bio">{user.bio}</p>}
                <p className="muted member-tile-note">
                  <Trans>Matched on {date}</Trans>
                </p>
                <Link
                  to={`/messages?partner=${user.id}`}
                  className="button button-primary"
                  aria-label={t`Send Message to ${name}`}
                >
                  <Trans>Send Message</Trans>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
