import { eq, or } from 'drizzle-orm'
import { photoFileUrl } from '#shared/domain/photos.ts'
import type { PrivacyExport } from '#shared/schemas/privacy.ts'
import { toClergyReferenceAnswer } from '../clergy/references.ts'
import type { Database } from '../db/connect.ts'
import {
  blocks,
  boosts,
  eventRsvps,
  pushSubscriptions,
  clergyReferences,
  likes,
  matches,
  messages,
  orthodoxQuestionnaireResponses,
  passes,
  parishEvents,
  passRewinds,
  deckRestarts,
  photos,
  reports,
  subscriptions,
  superLikes,
  userUsage,
  users,
  type UserRow,
} from '../db/schema.ts'
import { verificationRowOf, verificationShape } from '../photo-verification/attempt.ts'
import { toStoredQuestionnaire } from '../questionnaire/questionnaire-shapes.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'
import { toConsentState } from './consent.ts'
import { supportConversationOf } from '../support/member-thread.ts'

const iso = (date: Date | null) => date?.toISOString() ?? null

/**
 * Everything the app holds about the member (GDPR art. 15 and 20), as one JSON document. Other
 * members appear by id only, and by first name where a match names them: never their private
 * data. The rows become the export's shape here and nowhere else.
 */
export async function exportMemberData(
  db: Database,
  member: UserRow,
  now: Date,
): Promise<PrivacyExport> {
  const id = member.id
  const [
    questionnaire,
    reference,
    likesGiven,
    likesReceived,
    superLikesGiven,
    superLikesReceived,
    passRows,
    matchRows,
    sent,
    received,
    subscriptionRows,
    usageRows,
    boostRows,
    blockRows,
    reportRows,
    pushRows,
    photoRows,
    rewindRows,
    restartRows,
    rsvpRows,
  ] = await Promise.all([
    db
      .select()
      .from(orthodoxQuestionnaireResponses)
      .where(eq(orthodoxQuestionnaireResponses.userId, id)),
    db.select().from(clergyReferences).where(eq(clergyReferences.userId, id)),
    db.select().from(likes).where(eq(likes.fromUserId, id)).orderBy(likes.id),
    db.select().from(likes).where(eq(likes.toUserId, id)).orderBy(likes.id),
    db.select().from(superLikes).where(eq(superLikes.fromUserId, id)).orderBy(superLikes.id),
    db.select().from(superLikes).where(eq(superLikes.toUserId, id)).orderBy(superLikes.id),
    db.select().from(passes).where(eq(passes.fromUserId, id)).orderBy(passes.id),
    db
      .select()
      .from(matches)
      .where(or(eq(matches.userId1, id), eq(matches.userId2, id)))
      .orderBy(matches.id),
    db.select().from(messages).where(eq(messages.fromUserId, id)).orderBy(messages.id),
    db.select().from(messages).where(eq(messages.toUserId, id)).orderBy(messages.id),
    db.select().from(subscriptions).where(eq(subscriptions.userId, id)).orderBy(subscriptions.id),
    db.select().from(userUsage).where(eq(userUsage.userId, id)).orderBy(userUsage.id),
    db.select().from(boosts).where(eq(boosts.userId, id)).orderBy(boosts.id),
    db.select().from(blocks).where(eq(blocks.blockerId, id)).orderBy(blocks.id),
    db.select().from(reports).where(eq(reports.reporterId, id)).orderBy(reports.id),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id))
      .orderBy(pushSubscriptions.id),
    db.select().from(photos).where(eq(photos.userId, id)).orderBy(photos.position),
    db
      .select()
      .from(passRewinds)
      .where(eq(passRewinds.fromUserId, id))
      .orderBy(passRewinds.rewoundAt),
    db
      .select()
      .from(deckRestarts)
      .where(eq(deckRestarts.memberId, id))
      .orderBy(deckRestarts.restartedAt),
    db
      .select({
        eventId: eventRsvps.eventId,
        title: parishEvents.title,
        eventDate: parishEvents.eventDate,
        status: eventRsvps.status,
        visible: eventRsvps.visible,
        createdAt: eventRsvps.createdAt,
      })
      .from(eventRsvps)
      .innerJoin(parishEvents, eq(parishEvents.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, id))
      .orderBy(parishEvents.eventDate, eventRsvps.eventId),
  ])

  const verification = await verificationRowOf(db, id)
  const partnerIds = matchRows.map((m) => (m.userId1 === id ? m.userId2 : m.userId1))
  const firstNames = new Map<number, string>()
  for (const partnerId of new Set(partnerIds)) {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, partnerId))
    if (row) firstNames.set(row.id, row.firstName)
  }

  return {
    exportedAt: now.toISOString(),
    profile: toCurrentUser(member),
    // Every photo of the gallery (docs/photos.md), largest size: a signed-in GET downloads each.
    photos: photoRows.map((row) => ({
      url: photoFileUrl(row.name, 'full'),
      position: row.position,
      status: row.status,
      rejectionReason: row.rejectionReason,
      submittedAt: row.submittedAt.toISOString(),
    })),
    settings: {
      showMe: member.showMe,
      showDistance: member.showDistance,
      showReadReceipts: member.showReadReceipts,
      notifyNewMatches: member.notifyNewMatches,
      notifyMessages: member.notifyMessages,
      notifyLikes: member.notifyLikes,
      showAtEvents: member.showAtEvents,
      messagesFromPhotoVerifiedOnly: member.messagesFromPhotoVerifiedOnly,
      language: member.language,
    },
    consent: toConsentState(member),
    questionnaire: questionnaire[0] ? toStoredQuestionnaire(questionnaire[0]) : null,
    clergyReference: reference[0] ? toClergyReferenceAnswer(reference[0]) : null,
    photoVerification: verification ? verificationShape(verification) : null,
    likesGiven: likesGiven.map((r) => ({
      userId: r.toUserId,
      createdAt: r.createdAt.toISOString(),
    })),
    likesReceived: likesReceived.map((r) => ({
      userId: r.fromUserId,
      createdAt: r.createdAt.toISOString(),
    })),
    superLikesGiven: superLikesGiven.map((r) => ({
      userId: r.toUserId,
      createdAt: r.createdAt.toISOString(),
    })),
    superLikesReceived: superLikesReceived.map((r) => ({
      userId: r.fromUserId,
      createdAt: r.createdAt.toISOString(),
    })),
    passes: passRows.map((r) => ({ userId: r.toUserId, createdAt: r.createdAt.toISOString() })),
    // A pass undone before it reached the server names nobody: nothing to show.
    passesUndone: rewindRows.flatMap((r) =>
      r.toUserId === null ? [] : [{ userId: r.toUserId, createdAt: r.rewoundAt.toISOString() }],
    ),
    startOvers: restartRows.map((r) => ({
      restartedAt: r.restartedAt.toISOString(),
      passesForgotten: r.passesForgotten,
    })),
    matches: matchRows.map((r, index) => {
      const partnerId = partnerIds[index]!
      return {
        member: { id: partnerId, firstName: firstNames.get(partnerId) ?? '' },
        createdAt: r.createdAt.toISOString(),
      }
    }),
    messagesSent: sent.map((r) => ({
      toUserId: r.toUserId,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
    })),
    messagesReceived: received.map((r) => ({
      fromUserId: r.fromUserId,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
    })),
    subscriptions: subscriptionRows.map((r) => ({
      stripePriceId: r.stripePriceId,
      status: r.status,
      currentPeriodStart: iso(r.currentPeriodStart),
      currentPeriodEnd: iso(r.currentPeriodEnd),
      canceledAt: iso(r.canceledAt),
      createdAt: r.createdAt.toISOString(),
    })),
    usage: usageRows.map((r) => ({
      date: r.date,
      likesUsed: r.likesUsed,
      messagesUsed: r.messagesUsed,
      superLikesUsed: r.superLikesUsed,
      boostsUsed: r.boostsUsed,
    })),
    boosts: boostRows.map((r) => ({
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      isActive: r.isActive,
    })),
    // The parish events the member answered (issue 17), and whether others going saw them.
    eventRsvps: rsvpRows.map((r) => ({
      eventId: r.eventId,
      title: r.title,
      eventDate: r.eventDate.toISOString(),
      status: r.status,
      visible: r.visible,
      createdAt: r.createdAt.toISOString(),
    })),
    blocks: blockRows.map((r) => ({ userId: r.blockedId, createdAt: r.createdAt.toISOString() })),
    reports: reportRows.map((r) => ({
      userId: r.reportedId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    // The devices receiving pushes: the push service, not the endpoint (a capability URL).
    pushDevices: pushRows.map((r) => ({
      pushService: new URL(r.endpoint).origin,
      createdAt: r.createdAt.toISOString(),
    })),
    support: await supportConversationOf(db, id),
  }
}
