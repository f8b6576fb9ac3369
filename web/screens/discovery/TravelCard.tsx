import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { CITIES, travelPlaceOf, type City } from '#shared/domain/cities.ts'
import { canTravel } from '#shared/domain/travel.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { setTravel, type ShownLocation } from '../../data/location.ts'
import { useTierNames } from '../../membership/tier-names.ts'
import { useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'
import { CityPicker } from './CityPicker.tsx'
import { LockIcon, PlaneIcon } from './place-icons.tsx'

/**
 * Travel (issue 15 item 3, decision 037): a Premium or Verified member picks a city and Discover
 * measures distances from there until they return home. A free member reads what it is and
 * meets the upgrade prompt.
 */
export function TravelCard({ member, shown }: { member: CurrentUser; shown: ShownLocation }) {
  const { t } = useLingui()
  const headingId = useId()
  const premium = useTierNames().premium
  const paid = canTravel(member.membershipTier)
  return (
    <section
      id="travel"
      className={
        paid ? 'card discovery-card place-card' : 'card discovery-card place-card travel-locked'
      }
      aria-labelledby={headingId}
    >
      <div className="place-heading">
        <h2 id={headingId}>{t`Travel`}</h2>
        {!paid && <span className="badge">{premium}</span>}
      </div>
      {paid ? <TravelChoice memberId={member.id} shown={shown} /> : <TravelUpgrade />}
    </section>
  )
}

function TravelUpgrade() {
  const upgrade = useUpgradePrompt()
  return (
    <>
      <div className="place-row">
        <span className="place-icon">
          <PlaneIcon />
        </span>
        <p className="place-text">
          <Trans>
            Planning a trip? Set a city and meet members there before you arrive. Distances are
            measured from there until you return home.
          </Trans>
        </p>
      </div>
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => upgrade.open('travel')}
      >
        <LockIcon />
        <Trans>Unlock Travel</Trans>
      </button>
    </>
  )
}

function TravelChoice({ memberId, shown }: { memberId: number; shown: ShownLocation }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [picking, setPicking] = useState(false)
  const place = shown.travelPlace
  const current = place === null ? undefined : CITIES.find((city) => travelPlaceOf(city) === place)

  async function travelTo(city: City | null) {
    setPicking(false)
    await setTravel(memberId, city)
    const offline = t`Saved on this device. It is sent once you are back online.`
    const name = city?.name
    toast(
      city
        ? {
            title: t`Travel city set`,
            description: navigator.onLine
              ? t`The home screen now shows members near ${name}.`
              : offline,
          }
        : {
            title: t`Back home`,
            description: navigator.onLine
              ? t`Distances are measured from your city again.`
              : offline,
          },
    )
  }

  return (
    <>
      <div className="place-row">
        <span className={place ? 'place-icon place-icon-away' : 'place-icon'}>
          <PlaneIcon />
        </span>
        <div className="place-text">
          {place ? (
            <>
              <p className="muted">{t`Traveling to`}</p>
              <p className="place-name">{place}</p>
            </>
          ) : (
            <p>
              <Trans>Going somewhere? Meet members there before you arrive.</Trans>
            </p>
          )}
        </div>
      </div>
      <div className="place-actions">
        <button
          type="button"
          className={place ? 'button' : 'button button-primary'}
          onClick={() => setPicking(true)}
        >
          {place ? t`Change city` : t`Choose a travel city`}
        </button>
        {place && (
          <button type="button" className="button" onClick={() => void travelTo(null)}>
            <Trans>Return home</Trans>
          </button>
        )}
      </div>
      <CityPicker
        open={picking}
        title={t`Travel to`}
        currentId={current?.id ?? null}
        nearCountry={shown.country}
        onPick={(city) => void travelTo(city)}
        onClose={() => setPicking(false)}
      />
    </>
  )
}
