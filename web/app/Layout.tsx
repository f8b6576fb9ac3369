import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useSession } from '../data/session.ts'
import { OfflineBanner } from '../pwa/OfflineBanner.tsx'
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx'
import { BottomNav } from './BottomNav.tsx'
import { Header } from './Header.tsx'
import { useTheme } from './use-theme.ts'

/** The shell around every page: skip link, header, banners, <main>, bottom navigation. */
export function Layout() {
  const session = useSession()
  useTheme()
  const member = session.status === 'signed-in' ? session.member : null
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header signedIn={member !== null} moderator={member?.role === 'moderator'} />
      <OfflineBanner />
      <UpdatePrompt />
      <main id="main" className="app-main" tabIndex={-1}>
        {member && <Welcome firstName={member.firstName} />}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {member && <BottomNav />}
    </>
  )
}

function Welcome({ firstName }: { firstName: string }) {
  return (
    <p className="welcome">
      <Trans>Welcome, {firstName}!</Trans>
    </p>
  )
}

function PageLoading() {
  return (
    <p className="loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  )
}
