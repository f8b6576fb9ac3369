import { Hono } from 'hono'
import { requireMember } from './auth/require-member.ts'
import type { AppEnv } from './http/app-env.ts'
import { answerHeaders } from './http/answer-headers.ts'
import { COMPRESS_JSON_MIN_BYTES, compressJson } from './http/compression.ts'
import { withDefaults, type AppDeps } from './http/deps.ts'
import { refuseUnstorableText } from './http/unstorable-text.ts'
import {
  corsForAllowlist,
  formOriginCheck,
  limitJsonBody,
  requireJsonBody,
  securityHeaders,
} from './http/security.ts'
import { authRoutes } from './routes/auth.ts'
import { sessionRoutes } from './routes/sessions.ts'
import { emailAddressRoutes } from './routes/email-address.ts'
import { passkeyRoutes } from './routes/passkeys.ts'
import { checkoutRoutes } from './routes/checkout.ts'
import { clergyReferenceRoutes } from './routes/clergy-reference.ts'
import { conversationRoutes } from './routes/conversations.ts'
import { eventCalendarRoutes } from './routes/event-calendar.ts'
import { eventRoutes } from './routes/events.ts'
import { healthRoutes } from './routes/health.ts'
import { likesReceivedRoutes } from './routes/likes-received.ts'
import { likeRoutes } from './routes/likes.ts'
import { membershipRoutes } from './routes/membership.ts'
import { moderationRoutes } from './routes/moderation.ts'
import { supportRoutes } from './routes/support.ts'
import { mapConfigRoutes, parishRoutes } from './routes/parishes.ts'
import { parishEventRoutes } from './routes/parish-events.ts'
import { myContributionRoutes, parishContributionRoutes } from './routes/parish-contributions.ts'
import { passRoutes } from './routes/passes.ts'
import { privacyRoutes } from './routes/privacy.ts'
import { galleryRoutes, photoFileRoutes } from './routes/photos.ts'
import { profilePhotoRoutes } from './routes/profile-photo.ts'
import { photoVerificationRoutes } from './routes/photo-verification.ts'
import { verifyAskRoutes } from './routes/verify-asks.ts'
import { profilePromptRoutes } from './routes/profile-prompts.ts'
import { profileBasicsRoutes } from './routes/profile-basics.ts'
import { profileRoutes } from './routes/profile.ts'
import { pushRoutes } from './routes/push.ts'
import { questionnaireRoutes } from './routes/questionnaire.ts'
import { safetyRoutes } from './routes/safety.ts'
import { subscriptionRoutes } from './routes/subscription.ts'
import { messageRoutes } from './routes/messages.ts'
import { uploadRoutes } from './routes/upload.ts'
import { memberSettingsRoutes } from './routes/member-settings.ts'
import { discoveryRoutes } from './routes/discovery.ts'
import { locationRoutes } from './routes/location.ts'
import { snoozeRoutes } from './routes/snooze.ts'
import { userRoutes } from './routes/users.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/domain/service-unavailable.ts'
import { answerError } from './http/error-answer.ts'
import { requestDeadline } from './http/request-deadline.ts'
import { noReferrer } from './http/no-referrer.ts'
import { devMailRoutes } from './mail/dev-mail-routes.ts'
import { isEmbedded } from './db/connect.ts'
import { refuse } from './http/refusal.ts'

export type { AppDeps } from './http/deps.ts'

export { DATABASE_UNAVAILABLE_MESSAGE }

/** The Hono app, built only from its dependencies (server.ts and the tests provide them). */
export function createApp(appDeps: AppDeps) {
  const deps = withDefaults(appDeps)
  const app = new Hono<AppEnv>()

  const answers = answerHeaders(securityHeaders(deps.config, appDeps.shellScriptHashes))
  app.use('*', noReferrer)
  app.use('*', answers.middleware)
  app.use('/api/*', compressJson(COMPRESS_JSON_MIN_BYTES, answers.plainAnswer))
  app.use('/api/*', requestDeadline(deps.config.REQUEST_DEADLINE_MS))
  app.use('/api/*', corsForAllowlist(deps.config))
  app.use('/api/*', formOriginCheck(deps.config))
  app.use('/api/*', limitJsonBody)
  app.use('/api/*', requireJsonBody)
  app.use('/api/*', requireMember(deps))
  app.use('/api/*', refuseUnstorableText)

  const routes = app
    .route('/api/health', healthRoutes(deps))
    .route('/api/auth/sessions', sessionRoutes(deps))
    .route('/api/auth/email', emailAddressRoutes(deps))
    .route('/api/auth/passkeys', passkeyRoutes(deps))
    .route('/api/auth', authRoutes(deps))
    .route('/api/users', userRoutes(deps))
    .route('/api/likes/received', likesReceivedRoutes(deps))
    .route('/api/likes', likeRoutes(deps))
    .route('/api/passes', passRoutes(deps))
    .route('/api/membership', membershipRoutes(deps))
    .route('/api/subscription', subscriptionRoutes(deps))
    .route('/api/checkout', checkoutRoutes(deps))
    .route('/api/messages', messageRoutes(deps))
    .route('/api', conversationRoutes(deps))
    .route('/api', safetyRoutes(deps))
    .route('/api/users', memberSettingsRoutes(deps))
    .route('/api/users', discoveryRoutes(deps))
    .route('/api/users', locationRoutes(deps))
    .route('/api/users', snoozeRoutes(deps))
    .route('/api/events', eventRoutes(deps))
    .route('/api/push', pushRoutes(deps))
    .route('/api/parishes', parishContributionRoutes(deps))
    .route('/api/parishes', parishRoutes(deps))
    .route('/api/parish-events', parishEventRoutes(deps))
    .route('/api/parish-events', eventCalendarRoutes(deps))
    .route('/api/parish-contributions', myContributionRoutes(deps))
    .route('/api/map-config', mapConfigRoutes(deps))
    .route('/api/profile/photo', profilePhotoRoutes(deps))
    .route('/api/profile/photos', galleryRoutes(deps))
    .route('/api/profile/prompts', profilePromptRoutes(deps))
    .route('/api/photos', photoFileRoutes(deps))
    .route('/api/photo-verification', photoVerificationRoutes(deps))
    .route('/api/matches', verifyAskRoutes(deps))
    .route('/api/profile', profileBasicsRoutes(deps))
    .route('/api/profile', profileRoutes(deps))
    .route('/api/upload', uploadRoutes(deps))
    .route('/api/clergy-reference', clergyReferenceRoutes(deps))
    .route('/api/questionnaire', questionnaireRoutes(deps))
    .route('/api/privacy', privacyRoutes(deps))
    .route('/api/moderation', moderationRoutes(deps))
    .route('/api/support', supportRoutes(deps))
    // The wide questionnaire's calls: the same one row per member, the same handlers.
    .route('/api/questionnaires', questionnaireRoutes(deps))

  // The embedded default's mailbox: only with no SMTP server and the database in this process.
  if (!deps.config.SMTP_URL && isEmbedded(deps.db)) app.route('/dev/mail', devMailRoutes(deps.db))

  app.notFound((c) => refuse(c, 404, 'not_found', `Not found: ${c.req.method} ${c.req.path}`))
  app.onError(answerError)
  return routes
}

export type AppType = ReturnType<typeof createApp>
