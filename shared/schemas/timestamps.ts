import * as z from './zod.ts'

/** A moment as an ISO 8601 string with a zone ('2026-11-22T06:00:00.000Z'). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' })
