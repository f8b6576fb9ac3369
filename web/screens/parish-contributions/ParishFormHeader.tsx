import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { Parish } from '#shared/schemas/parish.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { PARISHES_PATH } from './use-parish-in-query.ts'

/**
 * The top of a parish contribution screen: back to the parishes, the title, and which parish it
 * is about; or, for an unknown parish, only that.
 */
export function ParishFormHeader(props: {
  title: string
  parish: Parish | null | undefined
  children?: ReactNode
}) {
  return (
    <>
      <Link href={PARISHES_PATH} className="contribution-back">
        <Trans>← Parishes</Trans>
      </Link>
      <PageHeading>{props.title}</PageHeading>
      {props.parish === null ? (
        <p className="card muted" role="status">
          <Trans>This parish is not on your device. Open it from the parishes list.</Trans>
        </p>
      ) : props.parish ? (
        <p className="contribution-parish">
          <strong>{props.parish.name}</strong>
          <span className="muted">{props.parish.address}</span>
        </p>
      ) : null}
      {props.children}
    </>
  )
}
