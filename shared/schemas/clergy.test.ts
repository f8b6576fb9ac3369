import { describe, expect, it } from 'vitest'
import {
  ClergyReferenceSchema,
  StoredClergyReferenceSchema,
  clergyReferenceDefaults,
  localDay,
} from './clergy.ts'
import { fieldErrors } from './issues.ts'

const filled = {
  fullName: 'Anna Pappas',
  churchName: 'Annunciation Cathedral',
  churchJurisdiction: 'Greek Orthodox Archdiocese of America',
  clergyName: 'Fr. Nicholas Kostas',
  parishName: 'Annunciation',
  signature: 'Nicholas Kostas',
  date: '2026-11-22',
}

describe('ClergyReferenceSchema', () => {
  it('names every missing field with the spec message', () => {
    expect(fieldErrors(ClergyReferenceSchema, { fullName: 'A' })).toEqual({
      fullName: 'Full name is required',
      churchName: 'Church name is required',
      churchJurisdiction: 'Church jurisdiction is required',
      clergyName: 'Clergy name is required',
      parishName: 'Parish name is required',
      signature: 'Signature is required',
      date: 'Date is required',
    })
  })

  it('fills the spec defaults: baptized, every answer yes, title priest', () => {
    expect(ClergyReferenceSchema.parse(filled)).toEqual({
      ...filled,
      statusWithChurch: 'baptized',
      adheresToDoctrine: 'yes',
      attendsLiturgy: 'yes',
      confessionRegularly: 'yes',
      observesFasts: 'yes',
      currentlyUnmarried: 'yes',
      clergyTitle: 'priest',
    })
  })

  it('takes only the listed answers', () => {
    const ok = {
      ...filled,
      statusWithChurch: 'other',
      statusOther: 'Inquirer',
      attendsLiturgy: 'occasionally',
      observesFasts: 'partial',
      adheresToDoctrine: 'unknown',
      clergyTitle: 'deacon',
    }
    expect(ClergyReferenceSchema.safeParse(ok).success).toBe(true)
    expect(
      fieldErrors(ClergyReferenceSchema, {
        ...filled,
        observesFasts: 'unknown',
        clergyTitle: 'bishop',
      }),
    ).toEqual({
      observesFasts: 'Choose yes, no or partial',
      clergyTitle: 'Choose priest or deacon',
    })
  })

  it('starts the form dated today and valid once the names are filled', () => {
    const defaults = clergyReferenceDefaults(new Date('2026-03-05T15:00:00Z'))
    expect(defaults.date).toBe('2026-03-05')
    expect(
      ClergyReferenceSchema.safeParse({ ...defaults, ...filled, date: defaults.date }).success,
    ).toBe(true)
  })
})

describe('StoredClergyReferenceSchema', () => {
  it('is the reference with its id, its review status and reason, and when it was stored', () => {
    const stored = {
      ...ClergyReferenceSchema.parse(filled),
      id: 3,
      statusOther: null,
      status: 'submitted',
      reviewedAt: null,
      reviewReason: null,
      createdAt: '2026-03-01T12:00:00.000Z',
    }
    expect(StoredClergyReferenceSchema.parse(stored)).toEqual(stored)
    const rejected = {
      ...stored,
      status: 'rejected',
      reviewedAt: '2026-03-02T12:00:00.000Z',
      reviewReason: 'Unsigned',
    }
    expect(StoredClergyReferenceSchema.parse(rejected)).toEqual(rejected)
    expect(StoredClergyReferenceSchema.safeParse({ ...stored, status: 'pending' }).success).toBe(
      false,
    )
    // Who reviewed it is never part of the member's answer.
    expect(StoredClergyReferenceSchema.parse({ ...rejected, reviewedById: 9 })).toEqual(rejected)
  })
})

describe('localDay', () => {
  it('is the calendar day on the device, zero-padded', () => {
    expect(localDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09')
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31')
  })
})
