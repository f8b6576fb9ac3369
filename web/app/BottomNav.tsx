import { useLingui } from '@lingui/react/macro'
import type { ComponentType, SVGProps } from 'react'
import { NavLink } from 'react-router'
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

/** The six tabs of spec core-experience §2; NavLink marks the active one aria-current="page". */
export function BottomNav() {
  const { t } = useLingui()
  const unread = useUnreadTotal()
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
            <NavLink to={to} end={to === '/'}>
              <Icon />
              <span>{label}</span>
              {to === '/messages' && unread > 0 && (
                <span className="nav-badge" aria-label={t`${unread} unread`}>
                  {unread}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
