import {
  ClergyReferenceSchema,
  clergyReferenceDefaults,
  type ClergyReference,
} from '#shared/schemas/clergy.ts'
import { issuesByField } from '#shared/schemas/issues.ts'
import type { ClergyFormValues } from '../../data/clergy-reference.ts'

/** The form's starting values (spec defaults, dated today) with a draft's answers over them. */
export function initialValues(
  today: Date,
  draft: Partial<ClergyFormValues> | null,
): ClergyFormValues {
  const defaults: ClergyFormValues = { ...clergyReferenceDefaults(today), statusOther: '' }
  const values = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof ClergyFormValues)[]) {
    const kept = draft?.[key]
    if (typeof kept === 'string') values[key] = kept
  }
  return values
}

/** The payload the form sends (statusOther only with status other), or the field messages. */
export function checkForm(
  values: ClergyFormValues,
): { ok: true; reference: ClergyReference } | { ok: false; errors: Record<string, string> } {
  const candidate = {
    ...values,
    statusOther: values.statusWithChurch === 'other' ? values.statusOther : undefined,
  }
  const result = ClergyReferenceSchema.safeParse(candidate)
  return result.success
    ? { ok: true, reference: result.data }
    : { ok: false, errors: issuesByField(result.error) }
}

/** A 400 answer's 'field: message' split, when the field is one of the form's. */
export function fieldOfServerMessage(
  message: string,
): { field: keyof ClergyReference; message: string } | null {
  const match = /^(\w+): (.+)$/.exec(message)
  if (!match || !(match[1]! in ClergyReferenceSchema.shape)) return null
  return { field: match[1] as keyof ClergyReference, message: match[2]! }
}
