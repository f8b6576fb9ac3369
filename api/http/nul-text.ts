import type { Context, MiddlewareHandler } from 'hono'
import { BODYLESS_METHODS, hasBody, isFormRoute } from './security.ts'

const NUL = '\u0000'

/**
 * PostgreSQL cannot hold the NUL character (U+0000) in text or jsonb: a string with one used to
 * reach the database and answer 500 (issue #16, item 5). Every query parameter and every string
 * of a JSON body (keys included) is checked here, once for all routes, before any route runs:
 * 400 naming the field, nothing changed. A body that is not JSON is left to the route's validator.
 */
export const refuseNulText: MiddlewareHandler = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries()))
    if (values.some((value) => value.includes(NUL))) return refuse(c, name)
  if (BODYLESS_METHODS.includes(c.req.method) || isFormRoute(c.req.path) || !hasBody(c))
    return next()
  const text = await c.req.text()
  // Cheap for the usual body: only one that may hold a NUL is parsed here.
  if (!text.includes(NUL) && !text.includes('\\u0000')) return next()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return next()
  }
  const field = fieldWithNul(body, '')
  return field === null ? next() : refuse(c, field)
}

const refuse = (c: Context, field: string) =>
  c.json({ message: `${field || 'body'}: Must not contain the NUL character (U+0000)` }, 400)

/** The path ("answers.2.text") of the first string or key holding a NUL, or null. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key
    if (key.includes(NUL)) return itemPath
    const found = fieldWithNul(item, itemPath)
    if (found !== null) return found
  }
  return null
}
