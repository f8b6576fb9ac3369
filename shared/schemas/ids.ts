import * as z from './zod.ts'

/** Largest id a Postgres integer column holds; larger ids can never exist. */
const MAX_ID = 2_147_483_647
const ID_MESSAGE = 'Must be a positive whole number'

/** A member id in a JSON body. */
export const UserIdSchema = z
  .int({ error: ID_MESSAGE })
  .check(z.positive(ID_MESSAGE), z.lte(MAX_ID, ID_MESSAGE))

/** An id taken from a URL path segment ('6' → 6); anything but plain digits is refused. */
export const IdFromPathSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)), z.transform(Number)),
  z.int().check(z.lte(MAX_ID, ID_MESSAGE)),
)

/** The client-generated id that makes an offline-queued write happen exactly once. */
export const ClientIdSchema = z.uuid({ error: 'Must be a UUID' })
