import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { GuestOnly } from './GuestOnly.tsx'
import { Layout } from './Layout.tsx'
import { RequireSession } from './RequireSession.tsx'

// Every screen is its own chunk, so the first page loads only the shell and its own screen.
const SignInScreen = lazy(() =>
  import('../screens/signin/SignInScreen.tsx').then((m) => ({ default: m.SignInScreen })),
)
const SignUpScreen = lazy(() =>
  import('../screens/signup/SignUpScreen.tsx').then((m) => ({ default: m.SignUpScreen })),
)
const SettingsScreen = lazy(() =>
  import('../screens/settings/SettingsScreen.tsx').then((m) => ({ default: m.SettingsScreen })),
)
const ProfileScreen = lazy(() =>
  import('../screens/profile/ProfileScreen.tsx').then((m) => ({ default: m.ProfileScreen })),
)
const SubscriptionScreen = lazy(() =>
  import('../screens/subscription/SubscriptionScreen.tsx').then((m) => ({
    default: m.SubscriptionScreen,
  })),
)
const SubscriptionSuccessScreen = lazy(() =>
  import('../screens/subscription/SubscriptionSuccessScreen.tsx').then((m) => ({
    default: m.SubscriptionSuccessScreen,
  })),
)
const SubscriptionCanceledScreen = lazy(() =>
  import('../screens/subscription/SubscriptionCanceledScreen.tsx').then((m) => ({
    default: m.SubscriptionCanceledScreen,
  })),
)
const TestCheckoutScreen = lazy(() =>
  import('../screens/subscription/TestCheckoutScreen.tsx').then((m) => ({
    default: m.TestCheckoutScreen,
  })),
)
const TestPortalScreen = lazy(() =>
  import('../screens/subscription/TestPortalScreen.tsx').then((m) => ({
    default: m.TestPortalScreen,
  })),
)
const PricingDemoScreen = lazy(() =>
  import('../screens/pricing-demo/PricingDemoScreen.tsx').then((m) => ({
    default: m.PricingDemoScreen,
  })),
)
const MessagesScreen = lazy(() =>
  import('../screens/messages/MessagesScreen.tsx').then((m) => ({ default: m.MessagesScreen })),
)
const DiscoverScreen = lazy(() =>
  import('../screens/discover/DiscoverScreen.tsx').then((m) => ({ default: m.DiscoverScreen })),
)
const MatchesScreen = lazy(() =>
  import('../screens/matches/MatchesScreen.tsx').then((m) => ({ default: m.MatchesScreen })),
)
const FavoritesScreen = lazy(() =>
  import('../screens/favorites/FavoritesScreen.tsx').then((m) => ({ default: m.FavoritesScreen })),
)
const ParishesScreen = lazy(() =>
  import('../screens/parishes/ParishesScreen.tsx').then((m) => ({ default: m.ParishesScreen })),
)
const ProfileBuilderScreen = lazy(() =>
  import('../screens/profile-builder/ProfileBuilderScreen.tsx').then((m) => ({
    default: m.ProfileBuilderScreen,
  })),
)
const SafetyCenterScreen = lazy(() =>
  import('../screens/safety/SafetyCenterScreen.tsx').then((m) => ({
    default: m.SafetyCenterScreen,
  })),
)
const ModerationScreen = lazy(() =>
  import('../screens/moderation/ModerationScreen.tsx').then((m) => ({
    default: m.ModerationScreen,
  })),
)
const ClergyReferenceScreen = lazy(() =>
  import('../screens/clergy-reference/ClergyReferenceScreen.tsx').then((m) => ({
    default: m.ClergyReferenceScreen,
  })),
)
const IdealMatchPreferencesScreen = lazy(() =>
  import('../screens/preferences/IdealMatchPreferencesScreen.tsx').then((m) => ({
    default: m.IdealMatchPreferencesScreen,
  })),
)
const QuestionnaireScreen = lazy(() =>
  import('../screens/questionnaire/QuestionnaireScreen.tsx').then((m) => ({
    default: m.QuestionnaireScreen,
  })),
)
const OrthodoxAssessmentScreen = lazy(() =>
  import('../screens/orthodox-assessment/OrthodoxAssessmentScreen.tsx').then((m) => ({
    default: m.OrthodoxAssessmentScreen,
  })),
)
const EnhancedQuestionnaireScreen = lazy(() =>
  import('../screens/enhanced-questionnaire/EnhancedQuestionnaireScreen.tsx').then((m) => ({
    default: m.EnhancedQuestionnaireScreen,
  })),
)
const PagedAssessmentScreen = lazy(() =>
  import('../screens/paged-assessment/PagedAssessmentScreen.tsx').then((m) => ({
    default: m.PagedAssessmentScreen,
  })),
)
const OrthodoxIntakeScreen = lazy(() =>
  import('../screens/orthodox-intake/OrthodoxIntakeScreen.tsx').then((m) => ({
    default: m.OrthodoxIntakeScreen,
  })),
)
const NotFoundScreen = lazy(() =>
  import('../screens/not-found/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen })),
)

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/signin', element: <SignInScreen /> },
          { path: '/signup', element: <SignUpScreen /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          { path: '/settings', element: <SettingsScreen /> },
          { path: '/safety', element: <SafetyCenterScreen /> },
          { path: '/moderation', element: <ModerationScreen /> },
          { path: '/profile', element: <ProfileScreen /> },
          { path: '/', element: <DiscoverScreen /> },
          { path: '/matches', element: <MatchesScreen /> },
          { path: '/favorites', element: <FavoritesScreen /> },
          { path: '/subscription', element: <SubscriptionScreen /> },
          { path: '/subscription/success', element: <SubscriptionSuccessScreen /> },
          { path: '/subscription/canceled', element: <SubscriptionCanceledScreen /> },
          { path: '/subscription/test-checkout', element: <TestCheckoutScreen /> },
          { path: '/subscription/test-portal', element: <TestPortalScreen /> },
          { path: '/pricing-demo', element: <PricingDemoScreen /> },
          { path: '/messages', element: <MessagesScreen /> },
          { path: '/parishes', element: <ParishesScreen /> },
          { path: '/profile-builder', element: <ProfileBuilderScreen /> },
          { path: '/clergy-reference', element: <ClergyReferenceScreen /> },
          { path: '/ideal-match-preferences', element: <IdealMatchPreferencesScreen /> },
          { path: '/questionnaire', element: <QuestionnaireScreen /> },
          { path: '/orthodox-assessment', element: <OrthodoxAssessmentScreen /> },
          { path: '/enhanced-questionnaire', element: <EnhancedQuestionnaireScreen /> },
          { path: '/comprehensive-questionnaire', element: <PagedAssessmentScreen /> },
          { path: '/comprehensive-orthodox-intake', element: <OrthodoxIntakeScreen /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]
