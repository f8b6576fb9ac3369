import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import {
  ChatIcon,
  ChurchIcon,
  HeartIcon,
  ShieldIcon,
  UserIcon,
} from '../components/icons/icons.tsx'
import { LanguageSelect } from './LanguageSelect.tsx'

/**
 * The sticky global header (spec core-experience §2): logo, language, parishes/messages/profile,
 * and for moderators the moderation queue.
 */
export function Header({ signedIn, moderator }: { signedIn: boolean; moderator: boolean }) {
  const { t } = useLingui()
  return (
    <header className="app-header">
      <Link to="/" className="logo" aria-label={t`Orthodox Hearts, home`}>
        <HeartIcon />
        <span>Orthodox Hearts</span>
      </Link>
      <LanguageSelect />
      {signedIn ? (
        <nav aria-label={t`Shortcuts`}>
          {moderator && (
            <Link to="/moderation" className="icon-button" aria-label={t`Moderation`}>
              <ShieldIcon />
            </Link>
          )}
          <Link to="/parishes" className="icon-button" aria-label={t`Parishes`}>
            <ChurchIcon />
          </Link>
          <Link to="/messages" className="icon-button" aria-label={t`Messages`}>
            <ChatIcon />
          </Link>
          <Link to="/profile" className="icon-button" aria-label={t`Profile`}>
            <UserIcon />
          </Link>
        </nav>
      ) : (
        <Link to="/signin" className="button button-small">
          <Trans>Sign In</Trans>
        </Link>
      )}
    </header>
  )
}
