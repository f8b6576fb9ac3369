import { Trans } from '@lingui/react/macro'
import { Suspense, type ReactNode } from 'react'
import { useSession } from '../data/session.ts'
import { OfflineBanner } from '../pwa/OfflineBanner.tsx'
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx'
import { Header } from './Header.tsx'
import { lazyScreen } from './lazy-screen.ts'
import { useTheme } from './use-theme.ts'
import { loadMemberMessages } from '../i18n/activate-language.ts'

/**
 * The members' tabs, with the unread count from the device's database: a chunk of their own,
 * which a signed-out page never loads (main.tsx fetches it beside the first screen when a member
 * is signed in).
 */
export const BottomNav = lazyScreen(
  () => import('./BottomNav.tsx'),
  (m) => m.BottomNav,
  { part: true },
)

/**
 * The member's changes that were not sent, with Retry and Discard (decision 044): with the
 * member's data, as the bottom navigation, so the shell does not load the outbox.
 */
const UnsentChangesGate = lazyScreen(
  () => import('./UnsentChangesGate.tsx'),
  (m) => m.UnsentChangesGate,
  { part: true },
)

/**
 * The reminder to confirm the address (issue #34 part 2), with the members' messages: fetched
 * only for a member whose address is not confirmed.
 */
const AddressBanner = lazyScreen(
  () =>
    Promise.all([import('../screens/email-address/AddressBanner.tsx'), loadMemberMessages()]).then(
      ([module]) => module,
    ),
  (m) => m.AddressBanner,
  { part: true },
)

/** The shell around every page: skip link, header, banners, <main>, bottom navigation. */
export function Layout({ children }: { children: ReactNode }) {
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
        {member && !member.emailVerified && (
          <Suspense fallback={null}>
            <AddressBanner />
          </Suspense>
        )}
        {member && (
          <Suspense fallback={null}>
            <UnsentChangesGate />
          </Suspense>
        )}
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      {member && (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      )}
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
