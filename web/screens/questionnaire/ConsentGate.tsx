import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { ConsentRequest } from './ConsentRequest.tsx'
import { useConsent } from './use-consent.ts'

/**
 * Faith answers are stored only with the member's consent (docs/privacy.md): every questionnaire
 * version shows the request, under its own title, until the member has given it.
 */
export function ConsentGate(props: { member: CurrentUser; title: string; children: ReactNode }) {
  const { t } = useLingui()
  const [consented, given] = useConsent(props.member)
  if (!consented) {
    return (
      <section className="questionnaire">
        <PageHeading>{props.title}</PageHeading>
        <ConsentRequest actionLabel={t`I consent, start the questionnaire`} onGiven={given} />
      </section>
    )
  }
  return props.children
}
