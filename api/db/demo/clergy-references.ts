import type { ClergyReferenceRow } from '../schema.ts'

/** What the demo data knows of a member for their clergy reference. */
interface ReferencedMember {
  id: number
  firstName: string
  lastName: string
  location: string
  jurisdiction: string
  spiritualFatherName: string | null
  clergyVerificationStatus: string
}

export type DemoClergyReference = Omit<ClergyReferenceRow, 'id' | 'revision' | 'statusOther'>

/**
 * The clergy references of the demo members whose reference was sent: verified ones reviewed by
 * the demo moderator a day after, the others awaiting review (the queue on /moderation). Derived
 * from each member without faker, so the rest of the demo data stays what it was.
 */
export function demoClergyReferences(
  members: ReferencedMember[],
  moderatorId: number,
  now: Date,
): DemoClergyReference[] {
  const DAY = 24 * 60 * 60 * 1000
  return members
    .filter(
      (m) => m.clergyVerificationStatus === 'verified' || m.clergyVerificationStatus === 'pending',
    )
    .map((member) => {
      const verified = member.clergyVerificationStatus === 'verified'
      const sent = new Date(now.getTime() - (3 + (member.id % 40)) * DAY)
      const parish = `St. Nicholas Church, ${member.location}`
      return {
        userId: member.id,
        fullName: `${member.firstName} ${member.lastName}`,
        churchName: parish,
        churchJurisdiction: member.jurisdiction,
        statusWithChurch: 'baptized',
        adheresToDoctrine: 'yes',
        attendsLiturgy: 'yes',
        confessionRegularly: 'yes',
        observesFasts: 'yes',
        currentlyUnmarried: 'yes',
        clergyName: member.spiritualFatherName ?? 'Fr. John Doe',
        clergyTitle: 'priest',
        parishName: parish,
        signature: member.spiritualFatherName ?? 'Fr. John Doe',
        date: sent.toISOString().slice(0, 10),
        status: verified ? 'verified' : 'submitted',
        reviewedById: verified ? moderatorId : null,
        reviewedAt: verified ? new Date(sent.getTime() + DAY) : null,
        reviewReason: null,
        createdAt: sent,
      }
    })
}
