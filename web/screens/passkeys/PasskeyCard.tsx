import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'
import type { Passkey } from '#shared/schemas/passkeys.ts'

/** A key, drawn for a passkey's card. */
function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <circle cx="8" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 12h9v3M18 12v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * One passkey: where it was made ("Chrome on Android"), when, when it last signed in, and Remove
 * (the screen asks first).
 */
export function PasskeyCard({
  passkey,
  busy,
  onRemove,
}: {
  passkey: Passkey
  busy: boolean
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const tag = isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en'
  const date = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso))
  const created = date(passkey.createdAt)
  const used = passkey.lastUsedAt ? date(passkey.lastUsedAt) : null
  return (
    <article className="card passkey-card" aria-labelledby={titleId}>
      <span className="icon-disc passkey-icon" aria-hidden="true">
        <KeyIcon />
      </span>
      <div className="passkey-text">
        <h2 id={titleId} className="passkey-name">
          {passkey.name}
        </h2>
        <p className="muted">
          <Trans>Added {created}</Trans>
        </p>
        <p className="muted">
          {used ? <Trans>Last used {used}</Trans> : <Trans>Not used to sign in yet</Trans>}
        </p>
      </div>
      <button
        type="button"
        className="button button-small"
        disabled={busy}
        aria-label={t`Remove the passkey ${passkey.name}`}
        onClick={onRemove}
      >
        <Trans>Remove</Trans>
      </button>
    </article>
  )
}
