import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { searchCities, type City } from '#shared/domain/cities.ts'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { CheckIcon, PinIcon, SearchIcon } from './place-icons.tsx'

type CityPickerProps = {
  open: boolean
  title: string
  /** The city chosen now, marked in the list. */
  currentId: string | null
  /** Cities of this country come first while nothing is typed (the member's own). */
  nearCountry: string | null
  onPick: (city: City) => void
  onClose: () => void
}

/**
 * A city from the shared list, in a dialog: a search field that filters as the member types
 * (accents and case ignored) over a list to tap. The field is an ARIA combobox: the arrow keys
 * move through the list, Enter picks, Escape closes, and focus stays in the field.
 */
export function CityPicker({ open, title, onClose, ...search }: CityPickerProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      className="city-picker"
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      }
    >
      {open && <CitySearch {...search} label={t`Search cities`} />}
    </Dialog>
  )
}

function CitySearch({
  label,
  currentId,
  nearCountry,
  onPick,
}: Omit<CityPickerProps, 'open' | 'title' | 'onClose'> & { label: string }) {
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`
  const results = useMemo(() => {
    const found = searchCities(query)
    if (query.trim() !== '' || nearCountry === null) return found
    return [
      ...found.filter((city) => city.country === nearCountry),
      ...found.filter((city) => city.country !== nearCountry),
    ]
  }, [query, nearCountry])
  const count = results.length

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = Math.min(Math.max(active + step, 0), Math.max(count - 1, 0))
      setActive(next)
      // The list does not change with the arrows: the option to show is already there.
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const city = results[active]
      if (city) onPick(city)
    }
  }

  return (
    <div className="city-search">
      <label className="city-search-field">
        <SearchIcon className="city-search-icon" />
        <span className="visually-hidden">{label}</span>
        <input
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={count > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={count > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          // The dialog was opened to type a city: the field takes the focus.
          autoFocus
          placeholder={label}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      <p className="visually-hidden" role="status">
        <Plural value={count} one="# city" other="# cities" />
      </p>
      {count > 0 && (
        <ul id={listId} role="listbox" aria-label={label} className="city-list">
          {results.map((city, index) => (
            <li
              key={city.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="city-option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => onPick(city)}
            >
              <PinIcon className="city-option-icon" />
              <span className="city-option-text">
                <span className="city-option-name">{city.name}</span>
                <span className="city-option-where">
                  {city.region ? `${city.region}, ${city.country}` : city.country}
                </span>
              </span>
              {city.id === currentId && (
                <span className="city-option-current">
                  <CheckIcon />
                  <Trans>Current</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {count === 0 && (
        <p className="city-search-empty muted">
          <Trans>No city on our list matches “{query}”. Try the nearest larger city.</Trans>
        </p>
      )}
    </div>
  )
}
