import {
  ClergyReferenceSchema,
  clergyReferenceDefaults,
  type ClergyReference,
} from '#shared/schemas/clergy.ts'
import { issuesByField } from '#shared/schemas/issues.ts'
import type { ClergyFormValues } from '../../data/clergy-reference.ts'
import { HttpError, serverMessage } from '../../data/api-client.ts'

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

/**
 * The form field a 400 answer is about (its `field`, shared/schemas/errors.ts), when it is one of
 * the form's, with the message to show under it (the answer's, less its 'field: ' lead).
 */
export function fieldOfRefusal(
  error: unknown,
): { field: keyof ClergyReference; message: string } | null {
  if (!(error instanceof HttpError) || error.code !== 'validation_failed') return null
  const { field } = error
  if (field === undefined || !(field in ClergyReferenceSchema.shape)) return null
  const message = serverMessage(error)
  const lead = `${field}: `
  return {
    field: field as keyof ClergyReference,
    message: message.startsWith(lead) ? message.slice(lead.length) : message,
  }
}
