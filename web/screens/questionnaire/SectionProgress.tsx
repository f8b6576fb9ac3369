import { Trans, useLingui } from '@lingui/react/macro'

/** 'Section N of M' (unless `barOnly`) over the questionnaire's progress bar. */
export function SectionProgress(props: { section: number; count: number; barOnly?: boolean }) {
  const { t } = useLingui()
  const sectionNumber = props.section + 1
  const SECTION_COUNT = props.count
  return (
    <div className="wizard-progress">
      {!props.barOnly && (
        <p>
          <Trans>
            Section {sectionNumber} of {SECTION_COUNT}
          </Trans>
        </p>
      )}
      <progress max={SECTION_COUNT} value={sectionNumber} aria-label={t`Questionnaire progress`} />
    </div>
  )
}
