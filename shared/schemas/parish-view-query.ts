import * as z from './zod.ts'
import { parseBbox, type BoundingBox } from '../domain/map-bounds.ts'

/*
 * Apart from parish.ts, which the device's database reads on the first screen: only the API
 * validates the query, and the web needs none of the bbox parsing there.
 */

/** `?bbox=west,south,east,north` of GET /api/parishes (west > east crosses the antimeridian). */
export const ParishesInViewQuerySchema = z.object({
  bbox: z.pipe(
    z.string({ error: 'Required: west,south,east,north (degrees)' }),
    z.transform((text, context): BoundingBox => {
      const parsed = parseBbox(text)
      if (!('problem' in parsed)) return parsed
      context.issues.push({ code: 'custom', message: parsed.problem, input: text })
      return z.NEVER
    }),
  ),
})
