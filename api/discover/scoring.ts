import { inArray } from 'drizzle-orm'
import {
  pairScores,
  QUESTIONNAIRE_FIELDS,
  type CompatibilityPreferences,
  type CompatibilityProfile,
  type QuestionnaireField,
} from '#shared/domain/compatibility.ts'
import { ageToday } from '#shared/domain/age.ts'
import { theologicalMatch } from '#shared/domain/theological-match.ts'
import type { Database } from '../db/connect.ts'
import { orthodoxQuestionnaireResponses, type UserRow } from '../db/schema.ts'
import type { ProfileSourceRow } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'

export type QuestionnaireRow = typeof orthodoxQuestionnaireResponses.$inferSelect
type Answers = Partial<Record<QuestionnaireField, string | null>>

/** The questionnaire columns compatibility reads, for selects that load only those. */
export const ANSWER_COLUMNS = Object.fromEntries(
  QUESTIONNAIRE_FIELDS.map((field) => [field, orthodoxQuestionnaireResponses[field]]),
) as { [F in QuestionnaireField]: (typeof orthodoxQuestionnaireResponses)[F] }

/** A stored member (and their answers, when they took the questionnaire) as compatibility reads it. */
export function compatibilityProfileOf(
  row: ProfileSourceRow,
  answers: Answers | null | undefined,
): CompatibilityProfile {
  return {
    age: ageToday(row.birthDate),
    denomination: row.denomination,
    jurisdiction: row.jurisdiction,
    churchAttendanceFrequency: row.churchAttendanceFrequency,
    // A hidden race counts for nothing (decision 051): the score must not tell it.
    race: row.showRace ? row.race : null,
    height: row.height,
    matchPreferences: (row.matchPreferences as CompatibilityPreferences | null) ?? null,
    answers: answers ?? null,
  }
}

type Queryable = Pick<Database, 'select'>

/** The questionnaire answers of these members, by member id (absent: not taken). */
export async function answersByMember(
  db: Queryable,
  userIds: number[],
): Promise<Map<number, Answers>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: orthodoxQuestionnaireResponses.userId, ...ANSWER_COLUMNS })
    .from(orthodoxQuestionnaireResponses)
    .where(inArray(orthodoxQuestionnaireResponses.userId, userIds))
  return new Map(rows.map(({ userId, ...answers }) => [userId, answers]))
}

/**
 * Other members as the viewer sees them: the public shape with scores and rounded distance.
 * One query loads the questionnaires of the viewer and every member.
 */
export async function publicProfilesFor(db: Queryable, viewer: UserRow, rows: ProfileSourceRow[]) {
  const answers = await answersByMember(db, [viewer.id, ...rows.map((row) => row.id)])
  const me = compatibilityProfileOf(viewer, answers.get(viewer.id))
  return rows.map((row) => {
    const them = compatibilityProfileOf(row, answers.get(row.id))
    return toPublicProfile(row, viewer, viewerScores(me, them))
  })
}

/** The scores another member shows the viewer, with the why of the theological one. */
export function viewerScores(me: CompatibilityProfile, them: CompatibilityProfile) {
  return { ...pairScores(me, them), theology: theologicalMatch(me, them) }
}
