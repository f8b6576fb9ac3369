import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { HeartIcon } from '../../components/icons/icons.tsx'
import { useSession } from '../../data/session.ts'
import './match-overlay.css'

/**
 * Spec core-experience §9: the celebration hides itself after 3 seconds, counted while the pointer
 * is not over it: a member reading it with the pointer (or a finger) on it keeps it (WCAG 2.2.1).
 */
export const CELEBRATION_MS = 3000

/** The 'It's a Match' overlay with both members' pictures and Continue Matching (spec §2). */
export function MatchOverlay({
  profile,
  onClose,
}: {
  profile: PublicProfile
  onClose: () => void
}) {
  const { t } = useLingui()
  const button = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useEffectEvent(onClose)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    // A modal <dialog> sits in the top layer, above a profile dialog that may be open.
    const element = dialog.current
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    button.current?.focus()
  }, [profile.id])
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => close(), CELEBRATION_MS)
    return () => clearTimeout(timer)
  }, [profile.id, held])
  const session = useSession()
  const me = session.status === 'signed-in' ? session.member : null
  const name = profile.firstName
  return (
    <dialog
      ref={dialog}
      className="match-overlay"
      role="alertdialog"
      aria-labelledby="match-title"
      aria-describedby="match-text"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div
        className="match-overlay-box"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
      >
        <div className="match-pictures">
          {me && <MemberPicture member={me} photoSize="card" className="match-picture mine" />}
          <MemberPicture
            member={profile}
            photoSize="card"
            className={`match-picture ${me ? 'theirs' : ''}`}
          />
          <span className="match-heart" aria-hidden="true">
            <HeartIcon width={22} height={22} />
          </span>
        </div>
        <h2 id="match-title">{t`It's a Match!`}</h2>
        <p id="match-text">
          <Trans>You and {name} have liked each other.</Trans>
        </p>
        <button ref={button} type="button" className="button button-primary" onClick={onClose}>
          <Trans>Continue Matching</Trans>
        </button>
      </div>
    </dialog>
  )
}
