import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { StarIcon } from '../components/icons/icons.tsx'
import { MemberFace } from '../components/member-picture/MemberFace.tsx'
import { MemberPicture } from '../components/member-picture/MemberPicture.tsx'
import { useToast } from '../components/toast/use-toast.ts'
import { fetchLikesReceived } from '../data/membership.ts'
import { useUpgradePrompt } from './UpgradePrompt.tsx'
import { useLoaded } from './use-loaded.ts'
import './membership.css'
import { logUnexpected } from '../data/log-unexpected.ts'

type LikesYouProps = {
  /** The signed-in member (their likes are loaded again when it changes). */
  memberId: number
  /**
   * Likes the member back. The Matches screen passes the discover like action (its outbox row
   * makes the match, exactly once); the card leaves this list at once.
   */
  likeBack: (userId: number) => Promise<unknown>
}

/**
 * "Likes you" (ISSUE-5 item 3): Premium and Verified members see who liked them, with Like
 * back; Free members see how many, blurred, and the upgrade prompt.
 */
export function LikesYou({ memberId, likeBack }: LikesYouProps) {
  const loaded = useLoaded(String(memberId), fetchLikesReceived)
  const [likedBack, setLikedBack] = useState<ReadonlySet<number>>(new Set())
  if (loaded.status !== 'done') return null // online-only extra: nothing to show while loading
  const { count, members, superLikedBy } = loaded.value
  const shown = members.filter((member) => !likedBack.has(member.id))
  return (
    <section className="card likes-you" aria-labelledby="likes-you-title">
      <h2 id="likes-you-title">
        <Trans>Likes you</Trans>
      </h2>
      {count === 0 ? (
        <p className="muted">
          <Trans>No new likes yet.</Trans>
        </p>
      ) : members.length === 0 ? (
        <HiddenLikes count={count} />
      ) : (
        <ul className="member-tiles likes-you-list">
          {shown.map((member) => (
            <LikerRow
              key={member.id}
              member={member}
              superLiked={superLikedBy.includes(member.id)}
              onLiked={() => setLikedBack((ids) => new Set(ids).add(member.id))}
              likeBack={likeBack}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function HiddenLikes({ count }: { count: number }) {
  const prompt = useUpgradePrompt()
  return (
    <>
      <p>
        <Plural value={count} one="# person likes you" other="# people like you" />
      </p>
      <ul className="likes-you-blurred" aria-hidden="true">
        {Array.from({ length: Math.min(count, 4) }, (_, index) => (
          <li key={index}>
            <MemberPicture
              member={{ id: index + 1, profileImageUrl: null }}
              className="likes-you-hidden"
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-primary"
        onClick={() => prompt.open('see_who_liked_you')}
      >
        <Trans>See who likes you</Trans>
      </button>
    </>
  )
}

function LikerRow({
  member,
  superLiked,
  onLiked,
  likeBack,
}: {
  member: PublicProfile
  superLiked: boolean
  onLiked: () => void
  likeBack: (userId: number) => Promise<unknown>
}) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [sending, setSending] = useState(false)
  const name = member.firstName
  const send = async () => {
    setSending(true)
    try {
      await likeBack(member.id)
      onLiked()
    } catch (error) {
      logUnexpected('Like back failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to send like. Please try again.`,
        variant: 'destructive',
      })
      setSending(false)
    }
  }
  return (
    <li className="card member-tile">
      <MemberFace member={member}>
        <span className="member-face-name">
          {name}, {member.age}
        </span>
        {superLiked && (
          <span className="badge">
            <StarIcon aria-hidden="true" width={12} height={12} /> <Trans>Super liked you</Trans>
          </span>
        )}
      </MemberFace>
      <button
        type="button"
        className="button button-primary button-small"
        disabled={sending}
        aria-label={t`Like ${name} back`}
        onClick={() => void send()}
      >
        <Trans>Like back</Trans>
      </button>
    </li>
  )
}
