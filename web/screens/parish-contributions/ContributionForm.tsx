import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import type { Parish } from '#shared/schemas/parish.ts'
import { useSession } from '../../data/session.ts'
import { MyProposals } from './MyProposals.tsx'
import { ParishFormHeader } from './ParishFormHeader.tsx'
import './parish-contributions.css'

/**
 * A parish contribution screen: the parish it is about, the form (its intro, a message about the
 * whole form, the fields, "Send for review"), and the member's own proposals under it.
 */
export function ContributionForm(props: {
  title: string
  parish: Parish | null | undefined
  intro: ReactNode
  formError?: string
  busy: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  /** The fields, for the parish once it is known. */
  children: (parish: Parish) => ReactNode
}) {
  const session = useSession()
  const { parish } = props
  return (
    <div className="contribution-screen">
      <ParishFormHeader title={props.title} parish={parish} />
      {parish && (
        <form
          key={parish.id}
          className="form card"
          noValidate
          onSubmit={(event) => void props.onSubmit(event)}
        >
          <p className="muted contribution-intro">{props.intro}</p>
          {props.formError && (
            <p className="form-alert" role="alert">
              {props.formError}
            </p>
          )}
          {props.children(parish)}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={props.busy}
          >
            <Trans>Send for review</Trans>
          </button>
        </form>
      )}
      {session.status === 'signed-in' && <MyProposals memberId={session.member.id} />}
    </div>
  )
}
