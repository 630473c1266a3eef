import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import { LocalityCombobox } from '@web/components/locality-combobox'
import { LOCALITY_MAX } from '@web/features/directory/lib/search-contract'
import { formatPostalCode } from '@web/lib/format/postal-code'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ChosenPlace {
  locality: string
  postalCode: string | null
}

/**
 * "Bertrange" or "Bertrange (L-8055)": how a chosen place reads in the box (by the name the address
 * carries), or, given the page's language, in the page's words ("Bartringen (L-8055)" in German).
 */
export function placeLabel(
  locality: string | null,
  postalCode: string | null,
  language?: UiLanguage,
): string {
  if (!locality) return formatPostalCode(postalCode)
  const name = language ? placeName(locality, language) : locality
  return postalCode ? `${name} (${formatPostalCode(postalCode)})` : name
}

/**
 * The location filter: the place combobox with its label and hint. Only a place chosen from the
 * list filters; text left unchosen goes back to the current place.
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

  const settle = () => {
    if (text.trim() === '' && current) onClear()
    else setText(current)
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('filters.location')}
      </label>
      <LocalityCombobox
        id={id}
        name="locality"
        aria-describedby={`${id}-hint`}
        value={text}
        settled={current}
        maxLength={LOCALITY_MAX}
        placeholder={usingCoordinates ? t('filters.locationCurrent') : t('filters.locationExample')}
        withIcon
        enterChoosesFirst
        onTextChange={setText}
        onChoose={(place) => {
          const next = { locality: place.name, postalCode: place.postalCode }
          setText(placeLabel(next.locality, next.postalCode))
          onChoose(next)
        }}
        onBlur={settle}
        texts={{
          listLabel: t('filters.locationListLabel'),
          count: (count) => t('filters.locationCount', { count }),
          unavailable: t('filters.locationUnavailable'),
          noMatch: t('filters.locationNoMatch'),
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {usingCoordinates ? t('filters.locationUsingCurrent') : t('filters.locationHint')}
      </p>
    </div>
  )
}
