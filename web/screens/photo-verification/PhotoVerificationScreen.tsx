import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { PhotoVerification } from '#shared/schemas/photo-verification.ts'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { PhotoVerifiedBadge } from '../../components/verified-badge/PhotoVerifiedBadge.tsx'
import { isOfflineFailure, serverMessage } from '../../data/api-client.ts'
import {
  fetchPhotoVerification,
  onPhotoVerificationChange,
  sendSelfie,
  startPhotoVerification,
} from '../../data/photo-verification.ts'
import { PoseIcon } from './PoseIcon.tsx'
import { usePoseInstructions } from './pose-instructions.ts'
import { SelfieCamera } from './SelfieCamera.tsx'
import './photo-verification.css'

/**
 * Photo verification (docs/safety.md "Photo verification"): the member copies a pose the server
 * drew in a selfie, which only a moderator sees and which is deleted once they decide; an
 * approved member carries the "Photo verified" badge. Online only: nothing here is stored on the
 * device.
 */
export function PhotoVerificationScreen() {
  const { t } = useLingui()
  const [verification, setVerification] = useState<PhotoVerification | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const failureText = (failure: unknown) =>
    isOfflineFailure(failure)
      ? t`You are offline. Photo verification needs a connection.`
      : serverMessage(failure)

  async function run(step: () => Promise<PhotoVerification>) {
    setBusy(true)
    setError(null)
    try {
      setVerification(await step())
    } catch (failure) {
      setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  // On opening, and again when the live stream says a moderator decided or a match asked.
  useEffect(() => {
    let open = true
    const read = () =>
      fetchPhotoVerification().then(
        (found) => open && setVerification(found),
        (failure: unknown) => open && setError(failureText(failure)),
      )
    void read()
    const unsubscribe = onPhotoVerificationChange(() => void read())
    return () => {
      open = false
      unsubscribe()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- failureText reads the language only
  }, [])

  return (
    <section className="photo-verification">
      <PageHeading>{t`Verify your photo`}</PageHeading>
      {error && <FormAlert message={error} />}
      {verification && (
        <VerificationStep
          verification={verification}
          busy={busy}
          onStart={() => void run(startPhotoVerification)}
          onSelfie={(selfie) => void run(() => sendSelfie(selfie))}
        />
      )}
      <p className="muted photo-verification-privacy">
        <Trans>
          Only a moderator sees your selfie, to compare it with your photos. It is deleted as soon
          as they decide; we keep only the decision and its date.
        </Trans>
      </p>
      <Link to="/profile" className="button button-block">
        <Trans>Back to your profile</Trans>
      </Link>
    </section>
  )
}

function VerificationStep(props: {
  verification: PhotoVerification
  busy: boolean
  onStart: () => void
  onSelfie: (selfie: Blob) => void
}) {
  const { verification, busy } = props
  const instructions = usePoseInstructions()
  const reason = verification.reason
  switch (verification.status) {
    case 'approved':
      return (
        <div className="card photo-verification-done">
          <PhotoVerifiedBadge verified />
          <p>
            <Trans>
              Your photo is verified. Members see the badge on your card, your profile and in chat.
            </Trans>
          </p>
        </div>
      )
    case 'submitted':
    case 'recheck':
      return (
        <div className="card" role="status">
          <p>
            {verification.status === 'submitted' ? (
              <Trans>
                Thank you. A moderator will compare your selfie with your photos; the badge appears
                once they approve it.
              </Trans>
            ) : (
              <Trans>
                Your main photo changed. A moderator will confirm it still shows you; the badge
                returns once they do.
              </Trans>
            )}
          </p>
        </div>
      )
    case 'started':
      return verification.pose ? (
        <div className="card photo-verification-pose">
          <h2>
            <Trans>Copy this pose</Trans>
          </h2>
          <PoseIcon pose={verification.pose} />
          <p className="photo-verification-instruction">{instructions[verification.pose]}</p>
          <p className="muted">
            <Trans>Face the camera in good light, with nothing covering your face.</Trans>
          </p>
          {busy ? (
            <p role="status">
              <Trans>Sending your selfie…</Trans>
            </p>
          ) : (
            <SelfieCamera onTaken={props.onSelfie} />
          )}
        </div>
      ) : null
    default:
      return (
        <div className="card">
          {verification.status === 'rejected' && (
            <p>
              <Trans>Your last selfie was not approved: {reason}</Trans>
            </p>
          )}
          <p>
            <Trans>
              Show members that your photos are really you. You copy a pose in a selfie and a
              moderator compares it with your photos. Verified members get the “Photo verified”
              badge.
            </Trans>
          </p>
          <button
            type="button"
            className="button button-primary button-block"
            disabled={busy}
            onClick={props.onStart}
          >
            <Trans>Get my pose</Trans>
          </button>
        </div>
      )
  }
}
