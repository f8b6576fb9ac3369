import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ChangeEvent } from 'react'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError, serverMessage } from '../../data/api-client.ts'
import { removeProfilePhoto, saveProfilePhoto } from '../../data/profile-photo.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'
import { useOnline } from '../../pwa/online-status.ts'
import { downscalePhoto } from './downscale-photo.ts'

type Chosen = { photo: Blob; previewUrl: string }
type Busy = 'preparing' | 'saving' | 'removing' | null

/**
 * Changing the member's own photo (docs/privacy.md "Profile photo"): choose one, see it made
 * small on the device, then Save; or Remove the current one. Online only.
 */
export function ProfilePhotoDialog(props: {
  open: boolean
  onClose: () => void
  member: CurrentUser
}) {
  const { open, onClose, member } = props
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const online = useOnline()
  const inputId = useId()
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const [error, setError] = useState<string | null>(null)

  function choose(next: Chosen | null) {
    if (chosen) URL.revokeObjectURL(chosen.previewUrl)
    setChosen(next)
  }

  function close() {
    choose(null)
    setError(null)
    setBusy(null)
    onClose()
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    setError(null)
    setBusy('preparing')
    try {
      const photo = await downscalePhoto(file)
      choose({ photo, previewUrl: URL.createObjectURL(photo) })
    } catch (caught) {
      console.error('The photo could not be prepared', caught)
      choose(null)
      setError(t`This file could not be read as a photo. Choose a JPEG, PNG or WebP photo.`)
    } finally {
      setBusy(null)
    }
  }

  /** Runs the save or the removal; toasts the outcome and closes on success. */
  async function run(kind: 'saving' | 'removing', action: () => Promise<void>, done: string) {
    setBusy(kind)
    try {
      await action()
      toast({ title: done })
      close()
    } catch (caught) {
      console.error('The photo could not be changed', caught)
      const description =
        caught instanceof NetworkError
          ? t`You are offline. Connect and try again.`
          : translateServerMessage(i18n, serverMessage(caught))
      toast({
        title: kind === 'saving' ? t`Could not save your photo` : t`Could not remove your photo`,
        description,
        variant: 'destructive',
      })
      setBusy(null)
    }
  }

  const save = () => {
    if (chosen) void run('saving', () => saveProfilePhoto(chosen.photo), t`Photo updated`)
  }
  const remove = () => void run('removing', removeProfilePhoto, t`Photo removed`)

  const shown = chosen?.previewUrl ?? member.profileImageUrl
  return (
    <Dialog
      open={open}
      title={t`Profile photo`}
      onClose={close}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          {member.profileImageUrl && (
            <button
              type="button"
              className="button button-danger"
              disabled={!online || busy !== null}
              onClick={remove}
            >
              {busy === 'removing' ? t`Removing…` : t`Remove photo`}
            </button>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={!online || !chosen || busy !== null}
            onClick={save}
          >
            {busy === 'saving' ? t`Saving...` : t`Save photo`}
          </button>
        </>
      }
    >
      {!online && (
        <p className="notice" role="status">
          <Trans>You are offline. Changing your photo needs a connection.</Trans>
        </p>
      )}
      <div className="photo-preview">
        {shown ? (
          <img
            className="avatar avatar-large"
            src={shown}
            alt={chosen ? t`Preview of your new photo` : t`Your current photo`}
          />
        ) : (
          <span className="avatar avatar-large" aria-hidden="true">
            {member.firstName.charAt(0).toUpperCase()}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={inputId}>
          <Trans>Choose a photo</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={!online || busy !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => void onFile(event)}
        />
        <p id={`${inputId}-hint`} className="hint">
          {busy === 'preparing' ? (
            <Trans>Preparing photo…</Trans>
          ) : (
            <Trans>
              A JPEG, PNG or WebP photo. It is made smaller on your device before it is sent.
            </Trans>
          )}
        </p>
        {error && (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  )
}
