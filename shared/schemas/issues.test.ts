import { describe, expect, it } from 'vitest'
import * as z from './zod.ts'
import { describeFirstIssue, fieldErrors, issuesByField } from './issues.ts'

const Schema = z.object({
  age: z.int().check(z.gte(18, 'Must be at least 18')),
  address: z.object({ city: z.string().check(z.minLength(1, 'City is required')) }),
})

function failure(value: unknown): z.core.$ZodError {
  const result = Schema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return result.error
}

describe('issue formatting', () => {
  it('keys the first message of each field by its path', () => {
    expect(issuesByField(failure({ age: 12, address: { city: '' } }))).toEqual({
      age: 'Must be at least 18',
      'address.city': 'City is required',
    })
  })

  it('names the field of the first problem in one line', () => {
    expect(describeFirstIssue(failure({ age: 12, address: { city: 'Athens' } }))).toBe(
      'age: Must be at least 18',
    )
    expect(describeFirstIssue(z.string().safeParse(1).error!)).toBe(
      'Invalid input: expected string, received number',
    )
  })

  it('gives a form nothing to show when it is valid', () => {
    expect(fieldErrors(Schema, { age: 30, address: { city: 'Athens' } })).toEqual({})
    expect(fieldErrors(Schema, { age: 30 })).toEqual({
      address: 'Invalid input: expected object, received undefined',
    })
  })
})
