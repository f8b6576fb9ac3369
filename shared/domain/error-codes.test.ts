import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '../schemas/errors.ts'
import { ERROR_CODES, readErrorBody } from './error-codes.ts'

/** What the contract's schema reads from a body: the same shape readErrorBody answers. */
function bySchema(bodyText: string) {
  let parsed: unknown
  try {
    parsed = JSON.parse(bodyText)
  } catch {
    return {}
  }
  const body = ErrorBodySchema.safeParse(parsed).data
  if (!body) return {}
  return body.field === undefined ? { code: body.code } : { code: body.code, field: body.field }
}

describe('readErrorBody, the browser’s zod-free reader of an error answer', () => {
  it('reads the code and field of the contract’s bodies, and nothing from others', () => {
    expect(readErrorBody('{"message":"No","code":"forbidden"}')).toEqual({ code: 'forbidden' })
    expect(readErrorBody('{"message":"Bad","code":"validation_failed","field":"age"}')).toEqual({
      code: 'validation_failed',
      field: 'age',
    })
    expect(readErrorBody('<html>Bad gateway</html>')).toEqual({})
    expect(readErrorBody('{"message":"No","code":"made_up"}')).toEqual({})
    expect(readErrorBody('{"code":"forbidden"}')).toEqual({})
  })

  it('agrees with the contract’s zod schema on any body', () => {
    const code = fc.oneof(fc.constantFrom(...ERROR_CODES), fc.string(), fc.integer())
    const body = fc.record(
      {
        message: fc.oneof(fc.string(), fc.integer()),
        code,
        field: fc.oneof(fc.string(), fc.constant(null)),
      },
      { requiredKeys: [] },
    )
    const text = fc.oneof(
      body.map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string(),
    )
    fc.assert(
      fc.property(text, (bodyText) => {
        expect(readErrorBody(bodyText)).toEqual(bySchema(bodyText))
      }),
      {
        numRuns: 2000,
      },
    )
  })
})
