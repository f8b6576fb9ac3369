import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { meterBand, type MeterBand } from '#shared/domain/meter.ts'

const BAND_TEXT: Record<MeterBand, MessageDescriptor> = {
  highly: msg`Highly Orthodox`,
  moderately: msg`Moderately Orthodox`,
  developing: msg`Developing Orthodox Understanding`,
  exploring: msg`Exploring Orthodox Faith`,
}

/** The live 'Orthodox Compatibility' meter: its percentage, a bar and the band's label. */
export function CompatibilityMeter({ score }: { score: number }) {
  const { t, i18n } = useLingui()
  const band = meterBand(score)
  const percent = i18n.number(score / 100, { style: 'percent' })
  return (
    <div className={`assessment-meter assessment-meter-${band}`}>
      <p id="assessment-meter-label" className="assessment-meter-title">
        {t`Orthodox Compatibility`}
      </p>
      <meter
        aria-labelledby="assessment-meter-label"
        min={0}
        max={100}
        low={40}
        high={80}
        optimum={100}
        value={score}
      />
      <p role="status" className="assessment-meter-reading">
        <span className="assessment-meter-percent">{percent}</span>{' '}
        <span className="assessment-meter-band">{i18n._(BAND_TEXT[band])}</span>
      </p>
    </div>
  )
}
