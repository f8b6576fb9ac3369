import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { supportThread } from '../../data/support.ts'

/**
 * Settings' Contact Us (core-experience §2): opens the member's conversation with the support team
 * (/support), marked while a reply of the team is unread (docs/support.md).
 */
export function ContactSupportRow() {
  const { t } = useLingui()
  const unread = supportThread.useValue()?.unread ?? 0
  return (
    <div className="settings-row">
      <Link to="/support" className="button button-block contact-support">
        {t`Contact Us`}
        {unread > 0 && (
          <span className="unread-badge">
            <Trans>New reply</Trans>
          </span>
        )}
      </Link>
    </div>
  )
}
