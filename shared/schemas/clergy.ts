import * as z from './zod.ts'
import { storableLine } from './text.ts'
import { CLERGY_REFERENCE_STATUSES } from '../domain/clergy-review.ts'
import { CHURCH_STATUSES, CLERGY_TITLES } from '../domain/vocabularies.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** Text of at least two characters (profile-faith-parish §5), trimmed, with a sane ceiling. */
function nameField(message: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      storableLine(),
      z.minLength(2, message),
      z.maxLength(200, 'Must be at most 200 characters'),
    )
}

const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const

/**
 * POST /api/clergy-reference: the form a parish priest or deacon completes (profile-faith-parish
 * §3, §5). churchJurisdiction is offered from CLERGY_JURISDICTIONS but, as on the paper form, any
 * text of two characters or more is accepted. statusOther only matters when the status is other.
 */
export const ClergyReferenceSchema = z.object({
  fullName: nameField('Full name is required'),
  churchName: nameField('Church name is required'),
  churchJurisdiction: nameField('Church jurisdiction is required'),
  statusWithChurch: z._default(
    z.enum(CHURCH_STATUSES, { error: 'Choose a status with the Church' }),
    'baptized',
  ),
  statusOther: z.optional(
    z.string().check(z.trim(), storableLine(), z.maxLength(200, 'Must be at most 200 characters')),
  ),
  adheresToDoctrine: z._default(
    z.enum(YES_NO_UNKNOWN, { error: 'Choose yes, no or unknown' }),
    'yes',
  ),
  attendsLiturgy: z._default(
    z.enum(['yes', 'no', 'occasionally'], { error: 'Choose yes, no or occasionally' }),
    'yes',
  ),
  confessionRegularly: z._default(
    z.enum(YES_NO_UNKNOWN, { error: 'Choose yes, no or unknown' }),
    'yes',
  ),
  observesFasts: z._default(
    z.enum(['yes', 'no', 'partial'], { error: 'Choose yes, no or partial' }),
    'yes',
  ),
  currentlyUnmarried: z._default(z.enum(['yes', 'no'], { error: 'Choose yes or no' }), 'yes'),
  clergyName: nameField('Clergy name is required'),
  clergyTitle: z._default(z.enum(CLERGY_TITLES, { error: 'Choose priest or deacon' }), 'priest'),
  parishName: nameField('Parish name is required'),
  signature: nameField('Signature is required'),
  date: z
    .string({ error: 'Date is required' })
    .check(
      z.trim(),
      storableLine(),
      z.minLength(1, 'Date is required'),
      z.maxLength(40, 'Must be at most 40 characters'),
    ),
})
export type ClergyReference = z.infer<typeof ClergyReferenceSchema>
export type ClergyReferenceInput = z.input<typeof ClergyReferenceSchema>

/** The stored answers of a reference, as every reader of one receives them. */
export const ClergyReferenceAnswersSchema = z.extend(ClergyReferenceSchema, {
  id: z.int().check(z.positive()),
  statusOther: z.nullable(z.string()),
  /** When this submission was made (a resubmission sets it anew). */
  createdAt: IsoDateTimeSchema,
})

/**
 * The saved reference as GET and POST /api/clergy-reference answer it to its member (201 / 200):
 * the answers, the review's status, when it was reviewed and, for a rejection, the reviewer's
 * reason (never who reviewed it).
 */
export const StoredClergyReferenceSchema = z.extend(ClergyReferenceAnswersSchema, {
  status: z.enum(CLERGY_REFERENCE_STATUSES),
  reviewedAt: z.nullable(IsoDateTimeSchema),
  reviewReason: z.nullable(z.string()),
})
export type StoredClergyReference = z.infer<typeof StoredClergyReferenceSchema>

/** A calendar day as YYYY-MM-DD in the device's own time zone (the form's "today"). */
export function localDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** The form's starting values: status baptized, every evaluation yes, title priest, date today. */
export function clergyReferenceDefaults(today: Date): ClergyReference {
  return {
    fullName: '',
    churchName: '',
    churchJurisdiction: '',
    statusWithChurch: 'baptized',
    statusOther: '',
    adheresToDoctrine: 'yes',
    attendsLiturgy: 'yes',
    confessionRegularly: 'yes',
    observesFasts: 'yes',
    currentlyUnmarried: 'yes',
    clergyName: '',
    clergyTitle: 'priest',
    parishName: '',
    signature: '',
    date: localDay(today),
  }
}
