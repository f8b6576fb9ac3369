import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useRef } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { Avatar } from './ProfileBits.tsx'

/** Spec core-experience §9: the celebration hides itself after 3 seconds. */
export const CELEBRATION_MS = 3000

/** The 'It's a Match' overlay with Continue Matching (spec §2). */
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
  useEffect(() => {
    // A modal <dialog> sits in the top layer, above a profile dialog that may be open.
    const element = dialog.current
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    button.current?.focus()
    const timer = setTimeout(() => close(), CELEBRATION_MS)
    return () => clearTimeout(timer)
  }, [profile.id])
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
      <div className="match-overlay-box">
        <Avatar profile={profile} size={96} />
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
