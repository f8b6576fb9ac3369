import { and, desc, eq, gt } from 'drizzle-orm'
import { VERIFY_ASK_INTERVAL_DAYS } from '#shared/domain/photo-verification.ts'
import { choosePose, isVerificationPose } from '#shared/domain/verification-poses.ts'
import type { PhotoVerification } from '#shared/schemas/photo-verification.ts'
import type { Database } from '../db/connect.ts'
import {
  photoVerificationAsks,
  photoVerifications,
  users,
  type PhotoVerificationRow,
} from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { publicMainPhotoName } from './badge.ts'

/**
 * The member's side of photo verification (docs/safety.md "Photo verification"): a new attempt
 * asks a pose the server chooses, the selfie copying it then awaits a moderator. One verification
 * per member (one row): a new attempt replaces a rejected one. Each step runs in one transaction
 * that first locks the member's row, so it takes turns with their gallery's changes and with
 * their other devices.
 */

/** Why a new attempt cannot start, or a selfie cannot be taken, as the verification stands. */
export type AttemptRefusal =
  | { kind: 'pending' }
  | { kind: 'verified' }
  | { kind: 'photo-required' }
  | { kind: 'not-started' }
  | { kind: 'gone' }

export type StartOutcome =
  | { kind: 'started'; row: PhotoVerificationRow }
  /** A pose is asked already: the same attempt, so asking again never draws another pose. */
  | { kind: 'asked-already'; row: PhotoVerificationRow }
  | AttemptRefusal

/** The member's gallery, their row locked until the transaction ends; null when they are gone. */
async function lockMember(tx: Transaction, userId: number) {
  const [member] = await tx
    .select({ photos: users.photos })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return member ?? null
}

/** The member's verification, or undefined before their first attempt. */
export async function verificationRowOf(
  db: Database | Transaction,
  userId: number,
): Promise<PhotoVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(photoVerifications)
    .where(eq(photoVerifications.userId, userId))
  return row
}

/**
 * What a start answers without starting anything: the pose asked already ('started': the same
 * attempt, so asking again never draws another pose), or the refusal of one awaiting review or
 * approved. Null when a new attempt may start.
 */
export function startWithout(
  row: PhotoVerificationRow | undefined,
): Extract<StartOutcome, { kind: 'asked-already' }> | AttemptRefusal | null {
  switch (row?.status) {
    case 'started':
      return { kind: 'asked-already', row }
    case 'submitted':
    case 'recheck':
      return { kind: 'pending' }
    case 'approved':
      return { kind: 'verified' }
    default:
      return null
  }
}

/**
 * Starts an attempt: a pose chosen here at random (`randomIndex`), never the one asked the time
 * before. Needs a photo in the gallery (the moderator compares the selfie with it).
 */
export function startAttempt(
  db: Database,
  input: { userId: number; randomIndex: (count: number) => number },
  now: Date,
): Promise<StartOutcome> {
  return db.transaction(async (tx): Promise<StartOutcome> => {
    const member = await lockMember(tx, input.userId)
    if (!member) return { kind: 'gone' }
    const before = await verificationRowOf(tx, input.userId)
    const answered = startWithout(before)
    if (answered) return answered
    if (member.photos.length === 0) return { kind: 'photo-required' }
    const attempt = {
      status: 'started',
      pose: choosePose(input.randomIndex, before?.pose ?? null),
      // clientId stays: the last selfie's upload sent again (an outbox) is still its replay, never
      // a selfie for the new pose.
      selfieName: null,
      mainPhotoName: null,
      approvedPhotoName: null,
      approvedAt: null,
      startedAt: now,
      submittedAt: null,
      reviewedById: null,
      reviewedAt: null,
      reviewReason: null,
    }
    const [row] = before
      ? await tx
          .update(photoVerifications)
          .set({ ...attempt, revision: before.revision + 1 })
          .where(eq(photoVerifications.id, before.id))
          .returning()
      : await tx
          .insert(photoVerifications)
          .values({ userId: input.userId, ...attempt })
          .returning()
    return { kind: 'started', row: row! }
  })
}

export type SelfieOutcome =
  | { kind: 'submitted'; row: PhotoVerificationRow }
  /** This upload (its clientId) landed before: nothing more is stored. */
  | { kind: 'replay'; row: PhotoVerificationRow }
  | AttemptRefusal

/** What a selfie sent now meets, before its pipeline: a replay, a refusal, or null (go on). */
export function selfieWithout(
  row: PhotoVerificationRow | undefined,
  clientId: string | null,
): Extract<SelfieOutcome, { kind: 'replay' }> | AttemptRefusal | null {
  if (row && clientId !== null && row.clientId === clientId) return { kind: 'replay', row }
  switch (row?.status) {
    case 'started':
      return null
    case 'submitted':
    case 'recheck':
      return { kind: 'pending' }
    case 'approved':
      return { kind: 'verified' }
    default:
      return { kind: 'not-started' }
  }
}

/**
 * Records the stored selfie (`selfieName`, written before) on the started attempt: it awaits a
 * moderator from now, about the main photo others see now.
 */
export function submitSelfie(
  db: Database,
  input: { userId: number; clientId: string; selfieName: string },
  now: Date,
): Promise<SelfieOutcome> {
  return db.transaction(async (tx): Promise<SelfieOutcome> => {
    if (!(await lockMember(tx, input.userId))) return { kind: 'gone' }
    const row = await verificationRowOf(tx, input.userId)
    const refused = selfieWithout(row, input.clientId)
    if (refused || !row) return refused ?? { kind: 'not-started' }
    const [submitted] = await tx
      .update(photoVerifications)
      .set({
        status: 'submitted',
        selfieName: input.selfieName,
        clientId: input.clientId,
        mainPhotoName: publicMainPhotoName(input.userId),
        submittedAt: now,
      })
      .where(eq(photoVerifications.id, row.id))
      .returning()
    return { kind: 'submitted', row: submitted! }
  })
}

/** The member's own view of their verification, with the matches who lately asked them. */
export async function photoVerificationOf(
  db: Database,
  userId: number,
  now: Date,
): Promise<PhotoVerification> {
  const row = await verificationRowOf(db, userId)
  const since = new Date(now.getTime() - VERIFY_ASK_INTERVAL_DAYS * 24 * 60 * 60 * 1000)
  const asks = await db
    .select({ askerId: photoVerificationAsks.askerId })
    .from(photoVerificationAsks)
    .where(and(eq(photoVerificationAsks.askedId, userId), gt(photoVerificationAsks.askedAt, since)))
    .orderBy(desc(photoVerificationAsks.askedAt))
  return { ...verificationShape(row), askedBy: asks.map((ask) => ask.askerId) }
}

/** A verification row as its member reads it (shared/schemas/photo-verification.ts). */
export function verificationShape(
  row: PhotoVerificationRow | undefined,
): Omit<PhotoVerification, 'askedBy'> {
  if (!row) return { status: 'none', pose: null, reason: null, decidedAt: null }
  const status = row.status as PhotoVerification['status']
  const posing = status === 'started' || status === 'submitted'
  return {
    status,
    pose: posing && isVerificationPose(row.pose) ? row.pose : null,
    reason: status === 'rejected' ? row.reviewReason : null,
    decidedAt: row.reviewedAt?.toISOString() ?? null,
  }
}
