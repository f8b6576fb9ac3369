import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { NOT_BUILT_PAGES, type NotBuiltPage } from './not-built-pages.ts'

/** The honest stand-in for a spec screen that a later issue builds. */
export function NotBuiltScreen({ page }: { page: NotBuiltPage }) {
  const { i18n } = useLingui()
  const { title, purpose } = NOT_BUILT_PAGES[page]
  return (
    <section>
      <PageHeading>{i18n._(title)}</PageHeading>
      <div className="notice" role="note">
        <p>
          <strong>
            <Trans>This screen is not built yet.</Trans>
          </strong>
        </p>
        <p>{i18n._(purpose)}</p>
      </div>
    </section>
  )
}
