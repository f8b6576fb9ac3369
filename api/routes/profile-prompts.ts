import { Hono } from 'hono'
import { PROFILE_CONFLICT_MESSAGE } from '#shared/schemas/profile.ts'
import { PutPromptAnswersSchema } from '#shared/schemas/profile-prompts.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { putPromptAnswers } from '../profile-prompts/answers.ts'

/**
 * Mounted at /api/profile/prompts (docs/profile-prompts.md): GET the member's answered prompts
 * and their version; PUT all of them, in the order shown (200 with the stored answers; 409
 * `edit_conflict` when they changed elsewhere since `revision`; 400 naming the answer at fault).
 * Others read them in the member's public profile (`prompts`).
 */
export function profilePromptRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const me = c.var.member
      return c.json({ answers: me.promptAnswers, revision: me.promptsRevision }, 200)
    })
    .put('/', validate('json', PutPromptAnswersSchema), async (c) => {
      const outcome = await putPromptAnswers(deps.db, c.var.member.id, c.req.valid('json'))
      if (outcome.kind === 'conflict')
        return refuse(c, 409, 'edit_conflict', PROFILE_CONFLICT_MESSAGE)
      return c.json({ answers: outcome.answers, revision: outcome.revision }, 200)
    })
}
