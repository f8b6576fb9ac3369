import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
} from '#shared/domain/event-proposals.ts'
import type { QueuedEventProposal } from '#shared/schemas/event-proposals.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { DialogActions } from '../../components/dialog/DialogActions.tsx'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { checkEventForm } from '../parish-contributions/event-form.ts'
import { EventTypeOptions } from '../parish-contributions/EventTypeOptions.tsx'
import { describedBy, FormField } from '../parish-contributions/FormField.tsx'

export interface ApprovedEdits {
  title: string
  eventType: (typeof EVENT_TYPES)[number]
  eventDate: string
  description: string
  verifiedOnly: boolean
}

/** An ISO moment as a datetime-local value in the device's time ('2026-12-24T18:00'). */
function localValue(iso: string): string {
  const date = new Date(iso)
  const offset = date.getTimezoneOffset() * 60_000
  return new Date(date.getTime() - offset).toISOString().slice(0, 16)
}

/**
 * Edit and approve: the proposal's title, type, start and description as the moderator corrects
 * them, and whether only Verified members may see it; checked with the server's rules.
 */
export function EventProposalEditDialog(props: {
  proposal: QueuedEventProposal | null
  busy: boolean
  onApprove: (edits: ApprovedEdits) => void
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { proposal } = props

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const checked = checkEventForm(data)
    if ('errors' in checked) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([k, m]) => [
            k,
            translateMemberServerMessage(i18n, m),
          ]),
        ),
      )
      return
    }
    setErrors({})
    props.onApprove({
      title: checked.value.title,
      eventType: checked.value.eventType,
      eventDate: checked.value.eventDate,
      description: checked.value.description ?? '',
      verifiedOnly: data.get('verifiedOnly') === 'on',
    })
  }

  const close = () => {
    setErrors({})
    props.onClose()
  }
  const field = (name: string) => ({ name, ...describedBy(`edit-event-${name}`, errors[name]) })

  return (
    <Dialog
      open={proposal !== null}
      title={t`Edit and approve`}
      onClose={close}
      actions={
        <DialogActions onCancel={close} busy={props.busy} look="primary" form="edit-event-form">
          <Trans>Approve</Trans>
        </DialogActions>
      }
    >
      {proposal && (
        <form id="edit-event-form" className="form" noValidate onSubmit={submit}>
          <FormField id="edit-event-title" label={t`Title`} error={errors.title}>
            <input {...field('title')} defaultValue={proposal.title} maxLength={EVENT_TITLE_MAX} />
          </FormField>
          <FormField id="edit-event-eventType" label={t`Type of event`} error={errors.eventType}>
            <select {...field('eventType')} defaultValue={proposal.eventType ?? ''}>
              <EventTypeOptions />
            </select>
          </FormField>
          <FormField id="edit-event-eventDate" label={t`Starts`} error={errors.eventDate}>
            <input
              {...field('eventDate')}
              type="datetime-local"
              defaultValue={localValue(proposal.eventDate)}
            />
          </FormField>
          <FormField
            id="edit-event-description"
            label={t`Description (optional)`}
            error={errors.description}
          >
            <textarea
              {...field('description')}
              rows={3}
              defaultValue={proposal.description ?? ''}
              maxLength={EVENT_DESCRIPTION_MAX}
            />
          </FormField>
          <label className="moderation-check">
            <input type="checkbox" name="verifiedOnly" />
            <span>
              <Trans>For Verified members only</Trans>
            </span>
          </label>
        </form>
      )}
    </Dialog>
  )
}
