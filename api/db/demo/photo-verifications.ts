import { VERIFICATION_POSES } from '#shared/domain/verification-poses.ts'
import { demoPictureName, type DemoPictureMember } from './picture-names.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** A demo member whose photo verification a moderator approved (no selfie is kept after). */
export interface DemoPhotoVerification {
  userId: number
  status: 'approved'
  pose: (typeof VERIFICATION_POSES)[number]
  mainPhotoName: string
  approvedPhotoName: string
  startedAt: Date
  submittedAt: Date
  reviewedAt: Date
  approvedAt: Date
}

/**
 * Every third member carries the "Photo verified" badge (docs/safety.md "Photo verification"), as
 * a moderator's approval of a selfie with their main photo, the first of their pictures: enough
 * for the deck's "Photo verified only" filter to show a deck. Decided within their first month, by
 * id, outside the faker stream (the rest of the demo data stays what it was).
 */
export function demoPhotoVerifications(
  members: readonly (DemoPictureMember & { createdAt: Date })[],
  now: Date,
): DemoPhotoVerification[] {
  return members
    .filter((member) => member.id % 3 === 0)
    .map((member) => {
      const main = demoPictureName(member, 0)
      const submittedAt = new Date(
        Math.min(member.createdAt.getTime() + (1 + (member.id % 30)) * DAY, now.getTime() - DAY),
      )
      const approvedAt = new Date(submittedAt.getTime() + (1 + (member.id % 12)) * HOUR)
      return {
        userId: member.id,
        status: 'approved',
        pose: VERIFICATION_POSES[member.id % VERIFICATION_POSES.length]!,
        mainPhotoName: main,
        approvedPhotoName: main,
        startedAt: new Date(submittedAt.getTime() - 5 * 60 * 1000),
        submittedAt,
        reviewedAt: approvedAt,
        approvedAt,
      }
    })
}
