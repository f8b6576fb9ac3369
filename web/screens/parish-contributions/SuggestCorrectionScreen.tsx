import { Trans, useLingui } from '@lingui/react/macro'
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
import { suggestCorrection } from '../../data/parish-contributions.ts'
import { ContributionForm } from './ContributionForm.tsx'
import { FormField } from './FormField.tsx'
import { useContributionForm } from './use-contribution-form.ts'
import { useParishInQuery } from './use-parish-in-query.ts'

const FIELDS = [
  'address',
  'website',
  'serviceTimes',
  'jurisdiction',
  'phone',
] as const satisfies readonly CorrectableParishField[]

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
  const { t } = useLingui()
  const { parish } = useParishInQuery()
  const { errors, busy, onSubmit, field } = useContributionForm({
    parish,
    fields: FIELDS,
    idPrefix: 'correct',
    check: (data, parish) => {
      const now = shownNow(parish)
      const changes: Partial<Record<CorrectableParishField, string>> = {}
      for (const name of FIELDS) {
        const value = String(data.get(name) ?? '').trim()
        if (value !== '' && value !== now[name]) changes[name] = value
      }
      const parsed = ParishChangesSchema.safeParse(changes)
      return parsed.success ? { value: parsed.data } : { errors: issuesByField(parsed.error) }
    },
    send: suggestCorrection,
    thanks: t`A moderator will check your correction before the parish changes.`,
  })

  return (
    <ContributionForm
      title={t`Suggest a correction`}
      parish={parish}
      intro={<Trans>Change what is out of date; leave the rest as it is.</Trans>}
      formError={errors['']}
      busy={busy}
      onSubmit={onSubmit}
    >
      {(parish) => (
        <>
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
        </>
      )}
    </ContributionForm>
  )
}
