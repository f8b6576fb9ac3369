import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { Parish } from '#shared/schemas/parish.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { describedBy } from './FormField.tsx'

/** The form's messages by field; '' for one about the whole form. */
export type FieldErrors = Partial<Record<string, string>>

/**
 * A parish contribution form (an event proposal, a correction; docs/parishes.md): checked here
 * with the server's own rules, the messages shown at their fields and the focus on the first,
 * then queued in the outbox (offline it waits and is sent once) and thanked for.
 */
export function useContributionForm<Field extends string, Value>(options: {
  parish: Parish | null | undefined
  /** The fields in the form's order, and their ids' prefix. */
  fields: readonly Field[]
  idPrefix: string
  /** The value to send, or the messages of what is wrong with it. */
  check: (data: FormData, parish: Parish) => { value: Value } | { errors: FieldErrors }
  /** Queues it in the outbox. */
  send: (parishId: number, value: Value) => Promise<unknown>
  /** What the thank-you toast says will happen next. */
  thanks: string
  /** Empty the form once it is queued. */
  resetWhenSent?: boolean
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { parish } = options
    if (!parish) return
    const form = event.currentTarget
    const checked = options.check(new FormData(form), parish)
    if ('errors' in checked) {
      const found = checked.errors
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, message = '']) => [
            field,
            translateMemberServerMessage(i18n, message),
          ]),
        ),
      )
      const first = options.fields.find((name) => found[name])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await options.send(parish.id, checked.value)
      if (options.resetWhenSent) form.reset()
      toast({ title: t`Thank you!`, description: options.thanks })
    } finally {
      setBusy(false)
    }
  }

  /** A control's name and the aria attributes tying it to its hint and error. */
  const field = (name: Field, hint = false) => ({
    name,
    ...describedBy(`${options.idPrefix}-${name}`, errors[name], hint),
  })

  return { errors, busy, onSubmit, field }
}
