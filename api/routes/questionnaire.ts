import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { QuestionnaireSaveSchema } from '#shared/schemas/questionnaire.ts'
import { UserIdPathSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { orthodoxQuestionnaireResponses as responses } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { requireReligiousConsent } from '../privacy/consent.ts'
import { toStoredQuestionnaire } from '../questionnaire/questionnaire-shapes.ts'
import { saveQuestionnaireAnswers } from '../questionnaire/save-answers.ts'
import { refuse } from '../http/refusal.ts'

export const NO_QUESTIONNAIRE_MESSAGE = 'No saved questionnaire'

/**
 * POST / and GET /:userId of the member's one questionnaire row; mounted at /api/questionnaire
 * (faith profile) and /api/questionnaires (wide questionnaire) — profile-faith-parish §7.
 */
export function questionnaireRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      /**
       * Saves the signed-in member's answers into their one row (profile-faith-parish §7): saving
       * progress and completing alike. Fields left out keep their saved values; null clears one;
       * an 'Other' text stays only while its question's answer is 'other'.
       */
      .post('/', validate('json', QuestionnaireSaveSchema), async (c) => {
        const { userId, ...answers } = c.req.valid('json')
        if (userId !== undefined) refuseOtherMember(c, userId)
        requireReligiousConsent(c.var.member)
        const row = await saveQuestionnaireAnswers(deps.db, c.var.member.id, answers, deps.clock())
        return c.json(toStoredQuestionnaire(row), 200)
      })
      /** The member's own saved answers; 404 when they have saved none. */
      .get('/:userId', validate('param', UserIdPathSchema), async (c) => {
        const { userId } = c.req.valid('param')
        refuseOtherMember(c, userId)
        const [row] = await deps.db.select().from(responses).where(eq(responses.userId, userId))
        if (!row) return refuse(c, 404, 'not_found', NO_QUESTIONNAIRE_MESSAGE)
        return c.json(toStoredQuestionnaire(row), 200)
      })
  )
}
