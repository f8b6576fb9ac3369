import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { cityOfLocation, type City } from '#shared/domain/cities.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { setHomeCity, type ShownLocation } from '../../data/location.ts'
import { CityPicker } from './CityPicker.tsx'
import { PinIcon } from './place-icons.tsx'

/**
 * Where the member lives (decision 037): their city from the list, which gives Discover the
 * coordinates it measures distances from. Saved at once through the outbox, so offline too.
 */
export function HomeCityCard({
  memberId,
  shown,
  quiet = false,
}: {
  memberId: number
  shown: ShownLocation
  /** No toast: the first run's step shows the city in the card and goes on (issue #35). */
  quiet?: boolean
}) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [picking, setPicking] = useState(false)
  const headingId = useId()
  const city = cityOfLocation(shown.location, shown.country)
  const where = city?.region ? `${city.region}, ${city.country}` : shown.country

  async function pick(chosen: City) {
    setPicking(false)
    await setHomeCity(memberId, chosen)
    if (quiet) return
    const name = chosen.name
    toast({
      title: t`Home city saved`,
      description: navigator.onLine
        ? t`Distances on the home screen are now measured from ${name}.`
        : t`Saved on this device. It is sent once you are back online.`,
    })
  }

  return (
    <section id="location" className="card discovery-card place-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Location`}</h2>
      <div className="place-row">
        <span className="place-icon">
          <PinIcon />
        </span>
        <div className="place-text">
          {shown.location ? (
            <>
              <p className="place-name">{shown.location}</p>
              {where && <p className="muted">{where}</p>}
            </>
          ) : (
            <>
              <p className="place-name">{t`No city yet`}</p>
              <p className="muted">{t`Choose your city so the home screen can show who is near you.`}</p>
            </>
          )}
        </div>
        <button
          type="button"
          className="button button-small"
          aria-label={shown.location ? t`Change your city` : t`Choose your city`}
          onClick={() => setPicking(true)}
        >
          {shown.location ? t`Change` : t`Choose`}
        </button>
      </div>
      <CityPicker
        open={picking}
        title={t`Your city`}
        currentId={city?.id ?? null}
        nearCountry={shown.country}
        onPick={(chosen) => void pick(chosen)}
        onClose={() => setPicking(false)}
      />
    </section>
  )
}
