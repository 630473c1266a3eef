import type { Locality } from '@shared/catalog/catalog-schemas'
import { cn } from '@web/components/ui/cn'
import { Input } from '@web/components/ui/form-field'
import { LOCALITY_MIN_CHARS, useLocalitySearch } from '@web/features/directory/api/search-localities'
import { LOCALITY_MAX } from '@web/features/directory/lib/search-contract'
import { useCombobox } from '@web/hooks/use-combobox'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { MapPin } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const LOCALITY_DEBOUNCE_MS = 200

export interface ChosenPlace {
  locality: string
  postalCode: string | null
}

/** "Bertrange" or "Bertrange (L-8055)": how a chosen place reads in the box. */
export function placeLabel(locality: string | null, postalCode: string | null): string {
  if (!locality) return postalCode ? `L-${postalCode}` : ''
  return postalCode ? `${locality} (L-${postalCode})` : locality
}

/**
 * The location filter: an ARIA combobox over Luxembourg's localities, communes and postal codes.
 * Only a place chosen from the list filters; text left unchosen goes back to the current place.
 */
export function LocalityField({
  locality,
  postalCode,
  usingCoordinates,
  onChoose,
  onClear,
}: {
  locality: string | null
  postalCode: string | null
  usingCoordinates: boolean
  onChoose: (place: ChosenPlace) => void
  onClear: () => void
}) {
  const { t } = useTranslation('directory')
  const id = useId()
  const current = placeLabel(locality, postalCode)
  const [text, setText] = useState(current)
  useEffect(() => setText(current), [current])

  const typed = useDebouncedValue(text, LOCALITY_DEBOUNCE_MS)
  const search = useLocalitySearch(typed === current ? '' : typed)
  const lastItems = useRef<Locality[]>([])
  if (search.data) lastItems.current = search.data
  const searchable = text !== current && text.trim().length >= LOCALITY_MIN_CHARS
  const items = searchable ? (search.data ?? lastItems.current) : []

  const choose = (place: Locality) => {
    const next = { locality: place.name, postalCode: place.postalCode }
    setText(placeLabel(next.locality, next.postalCode))
    onChoose(next)
  }
  const combobox = useCombobox({
    count: items.length,
    onChoose: (index) => {
      const place = items[index]
      if (place) choose(place)
    },
  })

  let message: string | null = null
  if (combobox.open && searchable) {
    if (search.isError) message = t('filters.locationUnavailable')
    else if (search.isSuccess && typed === text && items.length === 0) message = t('filters.locationNoMatch')
  }

  const settle = () => {
    combobox.close()
    if (text.trim() === '' && current) onClear()
    else setText(current)
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('filters.location')}
      </label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="text"
          name="locality"
          {...combobox.inputProps}
          onKeyDown={(event) => {
            // Enter without a highlighted place takes the first one, as most people expect.
            if (event.key === 'Enter' && combobox.activeIndex < 0) {
              event.preventDefault()
              const first = items[0]
              if (first) {
                combobox.close()
                choose(first)
              } else settle()
              return
            }
            combobox.inputProps.onKeyDown(event)
          }}
          aria-describedby={`${id}-hint`}
          value={text}
          maxLength={LOCALITY_MAX}
          placeholder={usingCoordinates ? t('filters.locationCurrent') : t('filters.locationExample')}
          autoComplete="off"
          className="pl-10"
          onChange={(event) => {
            setText(event.target.value)
            combobox.setOpen(true)
            combobox.setActive(-1)
          }}
          onBlur={settle}
        />
        <div
          id={combobox.listboxId}
          role="listbox"
          aria-label={t('filters.locationListLabel')}
          hidden={!combobox.expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {combobox.expanded &&
            items.map((place, index) => (
              <div
                key={place.id}
                {...combobox.optionProps(index)}
                tabIndex={-1}
                className={cn(
                  'flex cursor-pointer items-start gap-2 px-3 py-2',
                  index === combobox.activeIndex && 'bg-brand-50',
                )}
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
                <PlaceOption place={place} />
              </div>
            ))}
        </div>
        {message && (
          <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-700 shadow-lg">
            {message}
          </p>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {usingCoordinates ? t('filters.locationUsingCurrent') : t('filters.locationHint')}
      </p>
      <p role="status" className="sr-only">
        {combobox.expanded ? t('filters.locationCount', { count: items.length }) : (message ?? '')}
      </p>
    </div>
  )
}

function PlaceOption({ place }: { place: Locality }) {
  const postalCode = place.postalCode ?? null
  const alias = place.matchedName && place.matchedName !== place.name ? place.matchedName : null
  const details = [
    place.commune !== place.name ? place.commune : null,
    place.canton,
    postalCode && `L-${postalCode}`,
  ]
  return (
    <span className="min-w-0">
      <span className="block font-medium text-ink">
        {place.name}
        {alias && <span className="font-normal text-slate-600"> ({alias})</span>}
      </span>
      <span className="block text-sm text-slate-600">{details.filter(Boolean).join(' · ')}</span>
    </span>
  )
}
