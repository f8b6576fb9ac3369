import { Trans, useLingui } from '@lingui/react/macro'
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '#shared/domain/event-proposals.ts'
import { proposeEvent } from '../../data/parish-contributions.ts'
import { ContributionForm } from './ContributionForm.tsx'
import { checkEventForm } from './event-form.ts'
import { EventTypeOptions } from './EventTypeOptions.tsx'
import { FormField } from './FormField.tsx'
import { useContributionForm } from './use-contribution-form.ts'
import { useParishInQuery } from './use-parish-in-query.ts'

const FIELDS = ['title', 'eventType', 'eventDate', 'description'] as const

/**
 * /parishes/propose-event?parish=<id> (docs/parishes.md): a member proposes an event at a parish.
 * Checked here with the server's own rules, then queued in the outbox (offline it waits and is
 * sent once); a moderator approves it before anyone else sees it. The member's own proposals and
 * their outcome are listed under the form.
 */
export function ProposeEventScreen() {
  const { t } = useLingui()
  const { parish } = useParishInQuery()
  const { errors, busy, onSubmit, field } = useContributionForm({
    parish,
    fields: FIELDS,
    idPrefix: 'propose',
    check: checkEventForm,
    send: proposeEvent,
    thanks: t`A moderator will review your event before it appears on the parish.`,
    resetWhenSent: true,
  })

  return (
    <ContributionForm
      title={t`Propose an event`}
      parish={parish}
      intro={
        <Trans>
          Liturgy, feast, young adults’ evening, pilgrimage or coffee hour: share it with the
          members near you. A moderator checks it first.
        </Trans>
      }
      busy={busy}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <FormField id="propose-title" label={t`Title`} error={errors.title}>
            <input {...field('title')} maxLength={EVENT_TITLE_MAX} required autoComplete="off" />
          </FormField>
          <FormField id="propose-eventType" label={t`Type of event`} error={errors.eventType}>
            <select {...field('eventType')} defaultValue="" required>
              <option value="" disabled>
                {t`Choose…`}
              </option>
              <EventTypeOptions />
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
        </>
      )}
    </ContributionForm>
  )
}
