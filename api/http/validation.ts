import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type * as z from 'zod'
import { describeFirstIssue } from '#shared/schemas/issues.ts'

/**
 * zValidator with the shared failure answer: 400 `{ message }` naming the field.
 * Use `validate('json', Schema)` in a route, then `c.req.valid('json')`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ message: describeFirstIssue(result.error) }, 400)
    }
  })
}
