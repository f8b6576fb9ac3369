import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type * as z from 'zod'
import { describeFirstIssue, firstIssueField } from '#shared/schemas/issues.ts'
import { errorBody } from './refusal.ts'

/**
 * zValidator with the shared failure answer: 400 `{ message, code: 'validation_failed', field }`
 * naming the field.
 * Use `validate('json', Schema)` in a route, then `c.req.valid('json')`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const body = errorBody(
        'validation_failed',
        describeFirstIssue(result.error),
        firstIssueField(result.error),
      )
      return c.json(body, 400)
    }
  })
}
