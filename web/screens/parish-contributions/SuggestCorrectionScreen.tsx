import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  PARISH_ADDRESS_MAX,
  PARISH_JURISDICTION_MAX,
  PARISH_PHONE_MAX,
  PARISH_SERVICE_TIMES_MAX,
  PARISH_WEBSITE_MAX,
  type CorrectableParishField,
} from '#shared/domain/parish-corrections.ts'
import { issuesByField } from '#shared/schemas/issues.ts'
import { ParishChangesSchema } from '#shared/schemas/parish-corrections.ts'
import type { Parish } from '#shared/schemas/parish.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { suggestCorrection } from '../../data/parish-contributions.ts'
import { useSession } from '../../data/session.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { describedBy, FormField } from './FormField.tsx'
import { MyProposals } from './MyProposals.tsx'
import { ParishFormHeader } from './ParishFormHeader.tsx'
import { useParishInQuery } from './use-parish-in-query.ts'
import './parish-contributions.css'

const FIELDS = [
  'address',
  'website',
  'serviceTimes',
  'jurisdiction',
  'phone',
] as const satisfies readonly CorrectableParishField[]
type Errors = Partial<Record<CorrectableParishField | '', string>>

/** What the parish shows now for each field: the form starts from it, and only changes are sent. */
const shownNow = (parish: Parish): Record<CorrectableParishField, string> => ({
  address: parish.address,
  website: parish.website ?? '',
  serviceTimes: parish.serviceTimes ?? '',
  jurisdiction: parish.jurisdiction,
  phone: parish.phone ?? '',
})

/**
 * /parishes/suggest-correction?parish=<id> (docs/parishes.md): the parish's details as the member
 * knows them; only the fields they change are sent, checked with the server's own rules and
 * queued in the outbox. A moderator applies or rejects them.
 */
export function SuggestCorrectionScreen() {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const session = useSession()
  const { parish } = useParishInQuery()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!parish) return
    const form = event.currentTarget
    const data = new FormData(form)
    const now = shownNow(parish)
    const changes: Partial<Record<CorrectableParishField, string>> = {}
    for (const name of FIELDS) {
      const value = String(data.get(name) ?? '').trim()
      if (value !== '' && value !== now[name]) changes[name] = value
    }
    const parsed = ParishChangesSchema.safeParse(changes)
    if (!parsed.success) {
      const found = issuesByField(parsed.error)
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, message]) => [
            field,
            translateMemberServerMessage(i18n, message),
          ]),
        ),
      )
      const first = FIELDS.find((name) => found[name])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await suggestCorrection(parish.id, parsed.data)
      toast({
        title: t`Thank you!`,
        description: t`A moderator will check your correction before the parish changes.`,
      })
    } finally {
      setBusy(false)
    }
  }

  const field = (name: CorrectableParishField, hint = false) => ({
    name,
    ...describedBy(`correct-${name}`, errors[name], hint),
  })

  return (
    <div className="contribution-screen">
      <ParishFormHeader title={t`Suggest a correction`} parish={parish} />
      {parish && (
        <form
          key={parish.id}
          className="form card"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <p className="muted contribution-intro">
            <Trans>Change what is out of date; leave the rest as it is.</Trans>
          </p>
          {errors[''] && (
            <p className="form-alert" role="alert">
              {errors['']}
            </p>
          )}
          <FormField id="correct-address" label={t`Address`} error={errors.address}>
            <input
              {...field('address')}
              defaultValue={parish.address}
              maxLength={PARISH_ADDRESS_MAX}
              autoComplete="off"
            />
          </FormField>
          <FormField id="correct-website" label={t`Website`} error={errors.website}>
            <input
              {...field('website')}
              type="url"
              inputMode="url"
              defaultValue={parish.website ?? ''}
              maxLength={PARISH_WEBSITE_MAX}
              placeholder="https://"
            />
          </FormField>
          <FormField
            id="correct-serviceTimes"
            label={t`Service times`}
            hint={<Trans>For example: Sunday Divine Liturgy 9:30, Saturday Vespers 17:00.</Trans>}
            error={errors.serviceTimes}
          >
            <textarea
              {...field('serviceTimes', true)}
              defaultValue={parish.serviceTimes ?? ''}
              rows={3}
              maxLength={PARISH_SERVICE_TIMES_MAX}
            />
          </FormField>
          <FormField id="correct-jurisdiction" label={t`Jurisdiction`} error={errors.jurisdiction}>
            <input
              {...field('jurisdiction')}
              defaultValue={parish.jurisdiction}
              maxLength={PARISH_JURISDICTION_MAX}
              autoComplete="off"
            />
          </FormField>
          <FormField id="correct-phone" label={t`Phone`} error={errors.phone}>
            <input
              {...field('phone')}
              type="tel"
              defaultValue={parish.phone ?? ''}
              maxLength={PARISH_PHONE_MAX}
            />
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
