import type * as z from 'zod/mini'

/** The first message for each field of a failed parse, keyed by dotted path ('' for the whole). */
export function issuesByField(error: z.core.$ZodError): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.')
    byField[field] ??= issue.message
  }
  return byField
}

/** One line naming the first problem, as a 400 answer's message: 'age: Must be at least 18'. */
export function describeFirstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

/** The dotted path of the first problem's field, or undefined when it is about the whole. */
export function firstIssueField(error: z.core.$ZodError): string | undefined {
  const field = error.issues[0]?.path.map(String).join('.')
  return field || undefined
}

/** Validates a form (or one wizard step) and gives its field messages; {} when it is valid. */
export function fieldErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  return result.success ? {} : issuesByField(result.error)
}
