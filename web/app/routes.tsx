import { useLocation } from 'wouter'
import { GuestOnly } from './GuestOnly.tsx'
import { Layout } from './Layout.tsx'
import { lazyScreen, type LazyScreen } from './lazy-screen.ts'
import { RequireSession } from './RequireSession.tsx'
import { loadMemberMessages, type MemberPart } from '../i18n/activate-language.ts'
import { ROMANCE_SCAMS_PATH } from '../screens/safety/romance-scams-path.ts'
import { PHOTO_VERIFICATION_PATH } from '../screens/photo-verification/photo-verification-path.ts'

/**
 * A members' screen's chunk, together with its part of the catalog (build/catalog-parts.ts): the
 * members' half, or the screen's own part: the screen never renders before its messages are there.
 */
function withMemberMessages<Module>(
  load: () => Promise<Module>,
  part: MemberPart = 'member',
): () => Promise<Module> {
  return () => Promise.all([load(), loadMemberMessages(part)]).then(([module]) => module)
}

// Every screen is its own chunk, so the first page loads only the shell and its own screen.
const SignInScreen = lazyScreen(
  () => import('../screens/signin/SignInScreen.tsx'),
  (m) => m.SignInScreen,
)
const SignUpScreen = lazyScreen(
  () => import('../screens/signup/SignUpScreen.tsx'),
  (m) => m.SignUpScreen,
)
// The account's pages (the forgotten password, the pages a mailed link opens, Settings' pages
// about signing in): one chunk and one entry here (AccountPages.tsx). Their messages are in the
// members' half, not the shell's, so the sign-in screen's first load carries only the link.
const AccountPage = lazyScreen(
  withMemberMessages(() => import('../screens/account/AccountPages.tsx')),
  (m) => m.AccountPage,
)
const SettingsScreen = lazyScreen(
  withMemberMessages(() => import('../screens/settings/SettingsScreen.tsx')),
  (m) => m.SettingsScreen,
)
const ProfileScreen = lazyScreen(
  withMemberMessages(() => import('../screens/profile/ProfileScreen.tsx')),
  (m) => m.ProfileScreen,
)
const SubscriptionScreen = lazyScreen(
  withMemberMessages(() => import('../screens/subscription/SubscriptionScreen.tsx')),
  (m) => m.SubscriptionScreen,
)
// The pages a checkout returns to: one chunk and one entry (CheckoutPages.tsx).
const CheckoutPage = lazyScreen(
  withMemberMessages(() => import('../screens/subscription/CheckoutPages.tsx')),
  (m) => m.CheckoutPage,
)
const SupportScreen = lazyScreen(
  withMemberMessages(() => import('../screens/support/SupportScreen.tsx')),
  (m) => m.SupportScreen,
)
const PricingDemoScreen = lazyScreen(
  withMemberMessages(() => import('../screens/pricing-demo/PricingDemoScreen.tsx')),
  (m) => m.PricingDemoScreen,
)
const MessagesScreen = lazyScreen(
  withMemberMessages(() => import('../screens/messages/MessagesScreen.tsx')),
  (m) => m.MessagesScreen,
)
const DiscoverScreen = lazyScreen(
  withMemberMessages(() => import('../screens/discover/DiscoverScreen.tsx'), 'discover'),
  (m) => m.DiscoverScreen,
)
const MatchesScreen = lazyScreen(
  withMemberMessages(() => import('../screens/matches/MatchesScreen.tsx')),
  (m) => m.MatchesScreen,
)
const FavoritesScreen = lazyScreen(
  withMemberMessages(() => import('../screens/favorites/FavoritesScreen.tsx')),
  (m) => m.FavoritesScreen,
)
const ParishesScreen = lazyScreen(
  withMemberMessages(() => import('../screens/parishes/ParishesScreen.tsx')),
  (m) => m.ParishesScreen,
)
// Proposing an event, suggesting a correction: one chunk and one entry.
const ParishContributionPage = lazyScreen(
  withMemberMessages(() => import('../screens/parish-contributions/ParishContributionPages.tsx')),
  (m) => m.ParishContributionPage,
)
// The first run, the profile builder and the two preference screens: one chunk and one entry
// (ProfileBuildPages.tsx).
const ProfileBuildPage = lazyScreen(
  withMemberMessages(() => import('../screens/profile-builder/ProfileBuildPages.tsx')),
  (m) => m.ProfileBuildPage,
)
const SafetyCenterScreen = lazyScreen(
  withMemberMessages(() => import('../screens/safety/SafetyCenterScreen.tsx')),
  (m) => m.SafetyCenterScreen,
)
const PhotoVerificationScreen = lazyScreen(
  withMemberMessages(() => import('../screens/photo-verification/PhotoVerificationScreen.tsx')),
  (m) => m.PhotoVerificationScreen,
)
const RomanceScamsScreen = lazyScreen(
  withMemberMessages(() => import('../screens/safety/RomanceScamsScreen.tsx')),
  (m) => m.RomanceScamsScreen,
)
const ModerationScreen = lazyScreen(
  withMemberMessages(() => import('../screens/moderation/ModerationScreen.tsx')),
  (m) => m.ModerationScreen,
)
const ClergyReferenceScreen = lazyScreen(
  withMemberMessages(() => import('../screens/clergy-reference/ClergyReferenceScreen.tsx')),
  (m) => m.ClergyReferenceScreen,
)
const QuestionnaireScreen = lazyScreen(
  withMemberMessages(() => import('../screens/questionnaire/QuestionnaireScreen.tsx')),
  (m) => m.QuestionnaireScreen,
)
const OrthodoxAssessmentScreen = lazyScreen(
  withMemberMessages(() => import('../screens/orthodox-assessment/OrthodoxAssessmentScreen.tsx')),
  (m) => m.OrthodoxAssessmentScreen,
)
const EnhancedQuestionnaireScreen = lazyScreen(
  withMemberMessages(
    () => import('../screens/enhanced-questionnaire/EnhancedQuestionnaireScreen.tsx'),
  ),
  (m) => m.EnhancedQuestionnaireScreen,
)
const PagedAssessmentScreen = lazyScreen(
  withMemberMessages(() => import('../screens/paged-assessment/PagedAssessmentScreen.tsx')),
  (m) => m.PagedAssessmentScreen,
)
const OrthodoxIntakeScreen = lazyScreen(
  withMemberMessages(() => import('../screens/orthodox-intake/OrthodoxIntakeScreen.tsx')),
  (m) => m.OrthodoxIntakeScreen,
)
const EventsScreen = lazyScreen(
  withMemberMessages(() => import('../screens/events/EventsScreen.tsx')),
  (m) => m.EventsScreen,
)
const EventScreen = lazyScreen(
  withMemberMessages(() => import('../screens/events/EventScreen.tsx')),
  (m) => m.EventScreen,
)
const NotFoundScreen = lazyScreen(
  () => import('../screens/not-found/NotFoundScreen.tsx'),
  (m) => m.NotFoundScreen,
)

/**
 * Who may open a route: visitors only (signed-in members go on), members only, or anyone (a reset
 * link opened on a device where the member is signed in still resets the password).
 */
type Access = 'guest' | 'member' | 'anyone'

interface AppRoute {
  path: string
  Screen: LazyScreen
  access: Access
}

const guest = (path: string, Screen: LazyScreen): AppRoute => ({ path, Screen, access: 'guest' })
const member = (path: string, Screen: LazyScreen): AppRoute => ({ path, Screen, access: 'member' })
const anyone = (path: string, Screen: LazyScreen): AppRoute => ({ path, Screen, access: 'anyone' })

/** The app's routes (paths of spec core-experience §1); any other path is Not Found. */
const APP_ROUTES: readonly AppRoute[] = [
  guest('/signin', SignInScreen),
  guest('/signup', SignUpScreen),
  guest('/forgot-password', AccountPage),
  anyone('/reset-password', AccountPage),
  anyone('/confirm-email', AccountPage),
  anyone('/undo-email-change', AccountPage),
  member('/settings/email', AccountPage),
  member('/settings', SettingsScreen),
  member('/settings/devices', AccountPage),
  member('/settings/passkeys', AccountPage),
  member('/safety', SafetyCenterScreen),
  member(ROMANCE_SCAMS_PATH, RomanceScamsScreen),
  member(PHOTO_VERIFICATION_PATH, PhotoVerificationScreen),
  member('/support', SupportScreen),
  member('/moderation', ModerationScreen),
  member('/profile', ProfileScreen),
  member('/welcome', ProfileBuildPage),
  member('/', DiscoverScreen),
  member('/matches', MatchesScreen),
  member('/favorites', FavoritesScreen),
  member('/subscription', SubscriptionScreen),
  member('/subscription/success', CheckoutPage),
  member('/subscription/canceled', CheckoutPage),
  member('/subscription/test-checkout', CheckoutPage),
  member('/subscription/test-portal', CheckoutPage),
  member('/pricing-demo', PricingDemoScreen),
  member('/messages', MessagesScreen),
  member('/parishes', ParishesScreen),
  member('/events', EventsScreen),
  member('/events/:id', EventScreen),
  member('/parishes/propose-event', ParishContributionPage),
  member('/parishes/suggest-correction', ParishContributionPage),
  member('/profile-builder', ProfileBuildPage),
  member('/clergy-reference', ClergyReferenceScreen),
  member('/ideal-match-preferences', ProfileBuildPage),
  member('/discovery-preferences', ProfileBuildPage),
  member('/questionnaire', QuestionnaireScreen),
  member('/orthodox-assessment', OrthodoxAssessmentScreen),
  member('/enhanced-questionnaire', EnhancedQuestionnaireScreen),
  member('/comprehensive-questionnaire', PagedAssessmentScreen),
  member('/comprehensive-orthodox-intake', OrthodoxIntakeScreen),
]

/** Whether a route's path matches; a `:name` segment matches one segment of digits (an id). */
const pathMatches = (path: string, wanted: string): boolean => {
  const parts = path.split('/')
  const segments = wanted.split('/')
  return (
    parts.length === segments.length &&
    parts.every((part, i) =>
      part.startsWith(':') ? /^\d+$/.test(segments[i]!) : part === segments[i],
    )
  )
}

/** The route at `pathname` (letter case and a trailing slash do not matter), if any. */
export function routeAt(pathname: string): AppRoute | undefined {
  const wanted = (pathname.replace(/\/+$/, '') || '/').toLowerCase()
  return APP_ROUTES.find((route) => pathMatches(route.path, wanted))
}

/** Whether `pathname` is a members' screen (a signed-out visitor is sent to sign in). */
export function isMembersRoute(pathname: string): boolean {
  return routeAt(pathname)?.access === 'member'
}

/** The screen at the current path, inside the shell and behind its access rule. */
export function AppRoutes() {
  const [pathname] = useLocation()
  const route = routeAt(pathname)
  const Screen = route?.Screen ?? NotFoundScreen
  return (
    <Layout>
      {route?.access === 'guest' ? (
        <GuestOnly>
          <Screen />
        </GuestOnly>
      ) : route?.access === 'member' ? (
        <RequireSession>
          <Screen />
        </RequireSession>
      ) : (
        <Screen />
      )}
    </Layout>
  )
}

/**
 * Starts fetching the screen of `pathname` (and nothing else) before the first render; resolves
 * once it has arrived.
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  return (routeAt(pathname)?.Screen ?? NotFoundScreen).preload()
}
