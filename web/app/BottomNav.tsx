import { useLingui } from '@lingui/react/macro'
import type { ComponentType, SVGProps } from 'react'
import { Link, useLocation } from 'wouter'
import {
  ChatIcon,
  CompassIcon,
  GearIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
} from '../components/icons/icons.tsx'
import { useUnreadTotal } from '../data/messages/use-messages.ts'

type Tab = { to: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }

/** The six tabs of spec core-experience §2; the tab of the open page is aria-current="page". */
export function BottomNav() {
  const { t } = useLingui()
  const unread = useUnreadTotal()
  const [pathname] = useLocation()
  const tabs: Tab[] = [
    { to: '/', label: t`Home`, Icon: CompassIcon },
    { to: '/matches', label: t`Matches`, Icon: UsersIcon },
    { to: '/favorites', label: t`Favorites`, Icon: StarIcon },
    { to: '/messages', label: t`Messages`, Icon: ChatIcon },
    { to: '/profile', label: t`Profile`, Icon: UserIcon },
    { to: '/settings', label: t`Settings`, Icon: GearIcon },
  ]
  return (
    <nav className="bottom-nav" aria-label={t`Main`}>
      <ul>
        {tabs.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} aria-current={isCurrentTab(to, pathname) ? 'page' : undefined}>
              <Icon />
              <span>{label}</span>
              {to === '/messages' && unread > 0 && (
                <span className="nav-badge" aria-label={t`${unread} unread`}>
                  {unread}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A tab is current on its own path and below it (Home only on "/"). */
function isCurrentTab(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)
}
