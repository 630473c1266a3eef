import type { Locality } from '@shared/catalog/catalog-schemas'
import { cn } from '@web/components/ui/cn'
import { Input } from '@web/components/ui/form-field'
import { useCombobox } from '@web/hooks/use-combobox'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { LOCALITY_MIN_CHARS, useLocalitySearch } from '@web/hooks/use-locality-search'
import { formatPostalCode } from '@web/lib/format/postal-code'
import { MapPin } from 'lucide-react'
import { type ComponentProps, type KeyboardEvent, type Ref, useRef } from 'react'

export const LOCALITY_DEBOUNCE_MS = 200

/** What the combobox says, in the words of the form it serves. */
export interface LocalityComboboxTexts {
  listLabel: string
  /** Read to screen readers while the list is open. */
  count: (count: number) => string
  unavailable: string
  noMatch: string
  /** Shown while the first answer loads; nothing when omitted. */
  searching?: string
}

type InputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'role' | 'ref' | 'type' | 'autoComplete'
>

/**
 * The place picker of the whole app: an ARIA 1.2 combobox over Luxembourg's localities, communes and
 * postal codes (arrows move, Enter chooses, Escape closes), searched once the typing pauses.
 */
export function LocalityCombobox({
  value,
  onTextChange,
  onChoose,
  onBlur,
  inputRef,
  settled,
  enterChoosesFirst = false,
  withIcon = false,
  texts,
  postalCodeOf = (place) => place.postalCode,
  className,
  ...inputProps
}: InputProps & {
  value: string
  onTextChange: (text: string) => void
  onChoose: (place: Locality) => void
  /** Leaving the field; also Enter with nothing to choose when `enterChoosesFirst`. */
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  /** Text that is a place already chosen, so not something to search for. */
  settled?: string
  /** Enter without a highlighted place takes the first one, as most people expect. */
  enterChoosesFirst?: boolean
  /** A map pin inside the box. */
  withIcon?: boolean
  texts: LocalityComboboxTexts
  /** The postal code an option shows: its own by default. */
  postalCodeOf?: (place: Locality) => string | null | undefined
}) {
  const typed = useDebouncedValue(value, LOCALITY_DEBOUNCE_MS)
  const search = useLocalitySearch(typed === settled ? '' : typed)
  // The previous answer stays on screen while the next one loads, so the list does not flicker.
  const lastItems = useRef<Locality[]>([])
  if (search.data) lastItems.current = search.data
  const searchable =
    value !== settled &&
    value.trim().length >= LOCALITY_MIN_CHARS &&
    typed.trim().length >= LOCALITY_MIN_CHARS
  const items = searchable ? (search.data ?? lastItems.current) : []
  const combobox = useCombobox({
    count: items.length,
    onChoose: (index) => {
      const place = items[index]
      if (place) onChoose(place)
    },
  })

  let message: string | null = null
  if (combobox.open && searchable) {
    if (search.isError) message = texts.unavailable
    else if (search.isSuccess && typed === value && items.length === 0) message = texts.noMatch
    else if (texts.searching && search.isFetching && items.length === 0) message = texts.searching
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (enterChoosesFirst && event.key === 'Enter' && combobox.activeIndex < 0) {
      event.preventDefault()
      combobox.close()
      const first = items[0]
      if (first) onChoose(first)
      else onBlur?.()
      return
    }
    combobox.inputProps.onKeyDown(event)
  }

  return (
    <div className="relative">
      {withIcon && (
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
      )}
      <Input
        {...inputProps}
        {...combobox.inputProps}
        ref={inputRef}
        type="text"
        autoComplete="off"
        value={value}
        className={cn(withIcon && 'pl-10', className)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          onTextChange(event.target.value)
          combobox.setOpen(true)
          combobox.setActive(-1)
        }}
        onBlur={() => {
          combobox.close()
          onBlur?.()
        }}
      />
      <div
        id={combobox.listboxId}
        role="listbox"
        aria-label={texts.listLabel}
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
              <PlaceOption place={place} postalCode={postalCodeOf(place) ?? null} />
            </div>
          ))}
      </div>
      {message && (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-700 shadow-lg">
          {message}
        </p>
      )}
      <p role="status" className="sr-only">
        {combobox.expanded ? texts.count(items.length) : (message ?? '')}
      </p>
    </div>
  )
}

function PlaceOption({ place, postalCode }: { place: Locality; postalCode: string | null }) {
  const alias = place.matchedName && place.matchedName !== place.name ? place.matchedName : null
  const details = [
    place.commune !== place.name ? place.commune : null,
    place.canton,
    postalCode ? formatPostalCode(postalCode) : null,
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
