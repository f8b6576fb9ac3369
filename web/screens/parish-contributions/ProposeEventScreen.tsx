import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  eventStartProblem,
} from '#shared/domain/event-proposals.ts'
import { EventProposalFormSchema } from '#shared/schemas/event-proposals.ts'
import { issuesByField } from '#shared/schemas/issues.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { proposeEvent } from '../../data/parish-contributions.ts'
import { useSession } from '../../data/session.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { eventTypeLabel } from '../parishes/parish-display.ts'
import { describedBy, FormField } from './FormField.tsx'
import { MyProposals } from './MyProposals.tsx'
import { ParishFormHeader } from './ParishFormHeader.tsx'
import { useParishInQuery } from './use-parish-in-query.ts'
import './parish-contributions.css'

const FIELDS = ['title', 'eventType', 'eventDate', 'description'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

/** A datetime-local value ('2026-12-24T18:00', the device's time) as an ISO moment, or ''. */
function isoOf(local: string): string {
  const date = new Date(local)
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : ''
}

/**
 * /parishes/propose-event?parish=<id> (docs/parishes.md): a member proposes an event at a parish.
 * Checked here with the server's own rules, then queued in the outbox (offline it waits and is
 * sent once); a moderator approves it before anyone else sees it. The member's own proposals and
 * their outcome are listed under the form.
 */
export function ProposeEventScreen() {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const session = useSession()
  const { parish } = useParishInQuery()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!parish) return
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: Field) => String(data.get(name) ?? '')
    const fields = {
      title: text('title'),
      eventType: text('eventType') || undefined,
      eventDate: isoOf(text('eventDate')),
      description: text('description').trim() || undefined,
    }
    const parsed = EventProposalFormSchema.safeParse(fields)
    const found: Errors = parsed.success ? {} : issuesByField(parsed.error)
    if (parsed.success) {
      const problem = eventStartProblem(new Date(parsed.data.eventDate), new Date())
      if (problem) found.eventDate = problem
    }
    const first = FIELDS.find((field) => found[field])
    if (!parsed.success || first) {
      setErrors(
        Object.fromEntries(
          FIELDS.filter((f) => found[f]).map((f) => [
            f,
            translateMemberServerMessage(i18n, found[f]!),
          ]),
        ),
      )
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await proposeEvent(parish.id, parsed.data)
      form.reset()
      toast({
        title: t`Thank you!`,
        description: t`A moderator will review your event before it appears on the parish.`,
      })
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Field, hint = false) => ({
    name,
    ...describedBy(`propose-${name}`, errors[name], hint),
  })

  return (
    <div className="contribution-screen">
      <ParishFormHeader title={t`Propose an event`} parish={parish} />
      {parish && (
        <form
          ref={formRef}
          className="form card"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <p className="muted contribution-intro">
            <Trans>
              Liturgy, feast, young adults’ evening, pilgrimage or coffee hour: share it with the
              members near you. A moderator checks it first.
            </Trans>
          </p>
          <FormField id="propose-title" label={t`Title`} error={errors.title}>
            <input {...field('title')} maxLength={EVENT_TITLE_MAX} required autoComplete="off" />
          </FormField>
          <FormField id="propose-eventType" label={t`Type of event`} error={errors.eventType}>
            <select {...field('eventType')} defaultValue="" required>
              <option value="" disabled>
                {t`Choose…`}
              </option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {eventTypeLabel(type, (d) => i18n._(d))}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="propose-eventDate"
            label={t`Starts`}
            hint={<Trans>In your time zone.</Trans>}
            error={errors.eventDate}
          >
            <input {...field('eventDate', true)} type="datetime-local" required />
          </FormField>
          <FormField
            id="propose-description"
            label={t`Description (optional)`}
            error={errors.description}
          >
            <textarea {...field('description')} rows={4} maxLength={EVENT_DESCRIPTION_MAX} />
          </FormField>
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            <Trans>Send for review</Trans>
          </button>
        </form>
      )}
      {session.status === 'signed-in' && <MyProposals memberId={session.member.id} />}
    </div>
  )
}
