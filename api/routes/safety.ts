import { Hono } from 'hono'
import { SAFETY_MESSAGES } from '#shared/domain/safety.ts'
import {
  BlockRequestSchema,
  OtherMemberParamSchema,
  ReportRequestSchema,
} from '#shared/schemas/safety.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { block, blockedBy, memberExists, storeReport, unblock, unmatch } from '../safety/blocks.ts'
import { lockPair } from '../likes/record-like.ts'
import { refuse } from '../http/refusal.ts'

/**
 * Mounted at /api (docs/safety.md): POST/GET /blocks, DELETE /blocks/:userId, POST /reports,
 * DELETE /matches/:userId. Every call acts for the signed-in member.
 */
export function safetyRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .post('/blocks', validate('json', BlockRequestSchema), async (c) => {
      const me = c.var.member.id
      const { blockedUserId } = c.req.valid('json')
      if (blockedUserId === me) {
        return refuse(c, 400, 'validation_failed', `blockedUserId: ${SAFETY_MESSAGES.blockSelf}`)
      }
      const outcome = await deps.db.transaction(async (tx) => {
        if (!(await memberExists(tx, blockedUserId))) return null
        return block(tx, me, blockedUserId)
      })
      if (!outcome) return refuse(c, 404, 'not_found', SAFETY_MESSAGES.memberNotFound)
      const answer = { blockedUserId, createdAt: outcome.row.createdAt.toISOString() }
      return outcome.created ? c.json(answer, 201) : c.json(answer, 200)
    })
    .get('/blocks', async (c) => c.json(await blockedBy(deps.db, c.var.member.id), 200))
    .delete('/blocks/:userId', validate('param', OtherMemberParamSchema), async (c) => {
      await unblock(deps.db, c.var.member.id, c.req.valid('param').userId)
      return c.body(null, 204)
    })
    .post('/reports', validate('json', ReportRequestSchema), async (c) => {
      const me = c.var.member.id
      const { reportedUserId, reason, details, block: alsoBlock } = c.req.valid('json')
      if (reportedUserId === me) {
        return refuse(c, 400, 'validation_failed', `reportedUserId: ${SAFETY_MESSAGES.reportSelf}`)
      }
      const counted = await countRequest(deps, { limit: 'report', subject: String(me) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const report = await deps.db.transaction(async (tx) => {
        if (!(await memberExists(tx, reportedUserId))) return null
        const stored = await storeReport(tx, {
          reporterId: me,
          reportedId: reportedUserId,
          reason,
          details: details || null,
        })
        if (alsoBlock) await block(tx, me, reportedUserId)
        return stored
      })
      if (!report) return refuse(c, 404, 'not_found', SAFETY_MESSAGES.memberNotFound)
      return c.json({ id: report.id }, 201)
    })
    .delete('/matches/:userId', validate('param', OtherMemberParamSchema), async (c) => {
      const me = c.var.member.id
      const { userId } = c.req.valid('param')
      await deps.db.transaction(async (tx) => {
        await lockPair(tx, me, userId)
        await unmatch(tx, me, userId)
      })
      return c.body(null, 204)
    })
}
