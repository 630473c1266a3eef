import type { Locality } from '@shared/catalog/catalog-schemas'
import { cn } from '@web/components/ui/cn'
import { Input } from '@web/components/ui/form-field'
import { LOCALITY_MIN_CHARS, useLocalitySearch } from '@web/features/profiles/api/search-localities'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { MapPin } from 'lucide-react'
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPostalCode } from './profile-form-values'

export const LOCALITY_DEBOUNCE_MS = 200

export interface LocalityAutocompleteProps {
  id: string
  name?: string
  value: string
  onChange: (text: string) => void
  onSelect: (locality: Locality) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

export function localityPostalCode(locality: Locality): string | undefined {
  return locality.postalCode ?? locality.postalCodes[0]
}

/** ARIA 1.2 combobox over the Luxembourg places list: type, arrow keys, Enter chooses, Escape closes. */
export function LocalityAutocomplete({
  value,
  onChange,
  onSelect,
  onBlur,
  inputRef,
  ...inputProps
}: LocalityAutocompleteProps) {
  const { t } = useTranslation('profiles')
  const listboxId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const debounced = useDebouncedValue(value, LOCALITY_DEBOUNCE_MS)
  const search = useLocalitySearch(debounced)
  const searchable =
    debounced.trim().length >= LOCALITY_MIN_CHARS && value.trim().length >= LOCALITY_MIN_CHARS
  // The previous answer stays on screen while the next one loads, so the list does not flicker.
  const lastItems = useRef<Locality[]>([])
  if (search.data) lastItems.current = search.data
  const items = searchable ? (search.data ?? lastItems.current) : []
  const answered = search.isSuccess && value === debounced
  const activeIndex = active < items.length ? active : -1
  const expanded = open && items.length > 0
  const optionId = (index: number) => `${listboxId}-option-${index}`

  let message: string | null = null
  if (open && searchable) {
    if (search.isError) message = t('profile.locality.unavailable')
    else if (answered && items.length === 0) message = t('profile.locality.noResults')
    else if (search.isFetching && items.length === 0) message = t('profile.locality.searching')
  }

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' })
  })

  const choose = (locality: Locality) => {
    onSelect(locality)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (activeIndex < 0) setActive(step > 0 ? 0 : count - 1)
      else setActive((activeIndex + step + count) % count)
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      // Enter picks the place instead of submitting the form.
      event.preventDefault()
      const locality = items[activeIndex]
      if (locality) choose(locality)
    } else if (event.key === 'Escape' && (expanded || message)) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="relative">
      <Input
        {...inputProps}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        placeholder={t('profile.locality.example')}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          onBlur?.()
        }}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('profile.locality.listLabel')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded &&
          items.map((locality, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keys (arrows, Enter, Escape) in this combobox pattern
            <div
              key={locality.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keeps the focus in the input, so the click does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(locality)}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              className={cn(
                'flex cursor-pointer items-start gap-2 px-3 py-2',
                index === activeIndex && 'bg-brand-50',
              )}
            >
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
              <LocalityLabel locality={locality} />
            </div>
          ))}
      </div>
      {message && (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-700 shadow-lg">
          {message}
        </p>
      )}
      <p role="status" className="sr-only">
        {expanded ? t('profile.locality.resultCount', { count: items.length }) : (message ?? '')}
      </p>
    </div>
  )
}

function LocalityLabel({ locality }: { locality: Locality }) {
  const postalCode = localityPostalCode(locality)
  const alias = locality.matchedName && locality.matchedName !== locality.name ? locality.matchedName : null
  const details = [
    locality.commune !== locality.name ? locality.commune : null,
    locality.canton,
    postalCode ? formatPostalCode(postalCode) : null,
  ].filter(Boolean)
  return (
    <span className="min-w-0">
      <span className="block font-medium text-ink">
        {locality.name}
        {alias && <span className="font-normal text-slate-600"> ({alias})</span>}
      </span>
      <span className="block text-sm text-slate-600">{details.join(' · ')}</span>
    </span>
  )
}
