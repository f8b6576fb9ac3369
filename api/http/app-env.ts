import type { UserRow } from '../db/schema.ts'

/** What the middleware puts on the Hono context. `member` exists on every protected route. */
export interface AppEnv {
  Variables: {
    member: UserRow
    sessionId: string
  }
}
