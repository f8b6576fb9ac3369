import type { Context, MiddlewareHandler } from 'hono'
import { cannotBeStored, UNSTORABLE_TEXT_MESSAGE } from '#shared/schemas/text.ts'
import { hasBody, takesJsonBody } from './security.ts'
import { errorBody } from './refusal.ts'

/**
 * Text PostgreSQL cannot hold (NUL, an unpaired surrogate: shared/schemas/text.ts) used to reach
 * the database and answer 500 (issue #16, item 5). Every query parameter and every string of a
 * JSON body (keys included) is checked here, once for all routes, before any route runs: 400
 * naming the field, nothing changed. The schemas' own text rules come after, in each route.
 * A body that is not JSON is left to the route's validator.
 */
export const refuseUnstorableText: MiddlewareHandler = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries()))
    if (cannotBeStored(name) || values.some(cannotBeStored)) return refuseUnstorable(c, name)
  if (!takesJsonBody(c) || !hasBody(c)) return next()
  const text = await c.req.text()
  // Cheap for the usual body: only one that may hold such a character is parsed here.
  if (!MAY_HOLD_UNSTORABLE.test(text)) return next()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return next()
  }
  const field = fieldThatCannotBeStored(body)
  return field === null ? next() : refuseUnstorable(c, field)
}

/** A raw NUL, or the JSON escape of a NUL or a surrogate (UTF-8 bytes cannot spell one). */
const MAY_HOLD_UNSTORABLE = /\0|\\u(?:0000|[dD][89a-fA-F])/

/** The field as the answer names it; a path thousands deep is cut (it is a forged body anyway). */
const FIELD_NAME_MAX = 200

const refuseUnstorable = (c: Context, field: string) => {
  const name = field.length > FIELD_NAME_MAX ? `${field.slice(0, FIELD_NAME_MAX)}…` : field
  const body = errorBody(
    'validation_failed',
    `${name || 'body'}: ${UNSTORABLE_TEXT_MESSAGE}`,
    field || undefined,
  )
  return c.json(body, 400)
}

interface Visit {
  value: unknown
  key: string
  parent: Visit | null
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = []
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key)
  return keys.join('.')
}

/**
 * The path ("answers.2.text") of the first string or key that cannot be stored, or null. Walked
 * with a list, not recursion: a body nested 30,000 deep must not overflow the stack (it did).
 */
function fieldThatCannotBeStored(body: unknown): string | null {
  const pending: Visit[] = [{ value: body, key: '', parent: null }]
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit
    if (typeof value === 'string') {
      if (cannotBeStored(value)) return pathOf(visit)
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) {
        const child = { value: item, key, parent: visit }
        if (cannotBeStored(key)) return pathOf(child)
        pending.push(child)
      }
    }
  }
  return null
}
