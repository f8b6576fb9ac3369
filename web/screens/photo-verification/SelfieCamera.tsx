import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'

/**
 * The front camera for a verification selfie (getUserMedia), with a file picker for a phone
 * whose browser gives no camera or a member who refused it. The picture is taken here and handed
 * on; nothing is kept on the device.
 */
export function SelfieCamera({ onTaken }: { onTaken: (selfie: Blob) => void }) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [refused, setRefused] = useState(false)
  const fileId = useId()

  // The camera goes off when the screen closes or the picture is taken.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream])
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream
  }, [stream])

  async function open() {
    setRefused(false)
    try {
      const camera = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      })
      setStream(camera)
    } catch {
      setRefused(true)
    }
  }

  function take() {
    const frame = video.current
    if (!frame || frame.videoWidth === 0) return
    const canvas = document.createElement('canvas')
    canvas.width = frame.videoWidth
    canvas.height = frame.videoHeight
    canvas.getContext('2d')?.drawImage(frame, 0, 0)
    canvas.toBlob(
      (blob) => {
        if (!blob) return
        setStream(null)
        onTaken(blob)
      },
      'image/jpeg',
      0.9,
    )
  }

  return (
    <div className="selfie-camera">
      {stream ? (
        <>
          <video
            ref={video}
            className="selfie-preview"
            autoPlay
            playsInline
            muted
            aria-label={t`Camera preview`}
          />
          <button type="button" className="button button-primary button-block" onClick={take}>
            <Trans>Take selfie</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => void open()}
        >
          <Trans>Open camera</Trans>
        </button>
      )}
      {refused && (
        <FormAlert
          message={t`The camera could not be opened. Allow the camera for this site, or choose a selfie from your phone below.`}
        />
      )}
      <label htmlFor={fileId} className="button button-block selfie-file">
        <Trans>Choose a selfie from your phone</Trans>
      </label>
      <input
        id={fileId}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="user"
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) onTaken(file)
        }}
      />
    </div>
  )
}
