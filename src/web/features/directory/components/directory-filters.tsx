import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { cn } from '@web/components/ui/cn'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import type { HistoryMode } from '@web/features/directory/hooks/use-directory-params'
import { useUrlTextDraft } from '@web/features/directory/hooks/use-url-text-draft'
import {
  countPanelFilters,
  type DirectoryChanges,
  type DirectoryParams,
  hasLocation,
} from '@web/features/directory/lib/directory-params'
import { SEARCH_RADIUS_CHOICES, SPECIALTY_MAX } from '@web/features/directory/lib/search-contract'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalityField } from './locality-field'

export const MIN_RATING_CHOICES = [3, 3.5, 4, 4.5] as const
const FLAGS = ['verified', 'insured', 'premium'] as const
const WIDE_SCREEN = '(min-width: 1024px)'

type Update = (changes: DirectoryChanges, history?: HistoryMode) => void

/** product §2: specialty, minimum rating, location and radius (plus trust badges), behind "Filters". */
export function DirectoryFilters({ params, update }: { params: DirectoryParams; update: Update }) {
  const { t } = useTranslation('directory')
  const panelId = useId()
  const active = countPanelFilters(params)
  // On a wide screen a link that carries filters opens with them shown; on a phone they would push
  // the results a screen down (the chips above the results say what is on).
  const [open, setOpen] = useState(
    () => active > 0 && typeof window !== 'undefined' && window.matchMedia?.(WIDE_SCREEN).matches === true,
  )
  return (
    <section className="rounded-[var(--radius-card)] border border-slate-200 bg-white">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex min-h-12 w-full items-center gap-2 rounded-[var(--radius-card)] px-4 text-left font-medium text-ink hover:bg-slate-50"
        >
          <SlidersHorizontal className="size-5 text-brand-700" aria-hidden="true" />
          {t('filters.toggle')}
          {active > 0 && (
            <span className="rounded-full bg-brand-600 px-2 text-sm text-white">
              <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
              <span aria-hidden="true">{active}</span>
            </span>
          )}
          <ChevronDown
            className={cn(
              'ml-auto size-5 text-slate-600 transition-transform duration-150',
              open && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <SpecialtyField value={params.specialty} update={update} />
          <MinRatingField value={params.minRating} update={update} />
          <LocalityField
            locality={params.locality}
            postalCode={params.postalCode}
            usingCoordinates={params.lat !== null}
            onChoose={(place) => update({ ...place, lat: null, lon: null })}
            onClear={() => update({ locality: null, postalCode: null })}
          />
          <RadiusField value={params.radiusKm} enabled={hasLocation(params)} update={update} />
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-ink">{t('filters.trust')}</legend>
          <div className="mt-2 space-y-1">
            {FLAGS.map((flag) => (
              <label key={flag} className="flex min-h-10 cursor-pointer items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name={flag}
                  checked={params[flag]}
                  onChange={(event) => update({ [flag]: event.target.checked })}
                  className="size-5 rounded border-slate-400 accent-brand-600"
                />
                {t(`filters.${flag}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {active > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-4"
            onClick={() =>
              update({
                specialty: '',
                minRating: null,
                locality: null,
                postalCode: null,
                lat: null,
                lon: null,
                radiusKm: null,
                verified: false,
                insured: false,
                premium: false,
              })
            }
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </section>
  )
}

function SpecialtyField({ value, update }: { value: string; update: Update }) {
  const { t } = useTranslation('directory')
  const { draft, setDraft, commit } = useUrlTextDraft(value, (specialty, history) =>
    update({ specialty }, history),
  )
  return (
    <FormField label={t('filters.specialty')}>
      {(field) => (
        <Input
          {...field}
          name="specialty"
          value={draft}
          maxLength={SPECIALTY_MAX}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit()
            }
          }}
          placeholder={t('filters.specialtyExample')}
          autoComplete="off"
        />
      )}
    </FormField>
  )
}

function MinRatingField({ value, update }: { value: number | null; update: Update }) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const choices: number[] = [...MIN_RATING_CHOICES]
  // A rating from a shared link that is not one of the choices still shows as chosen.
  if (value !== null && !choices.includes(value)) choices.push(value)
  return (
    <FormField label={t('filters.minRating')}>
      {(field) => (
        <Select
          {...field}
          name="minRating"
          value={value ?? ''}
          onChange={(event) => update({ minRating: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('filters.anyRating')}</option>
          {choices
            .sort((a, b) => a - b)
            .map((rating) => (
              <option key={rating} value={rating}>
                {t('filters.ratingAtLeast', { rating: formatNumber(rating, language) })}
              </option>
            ))}
        </Select>
      )}
    </FormField>
  )
}

function RadiusField({ value, enabled, update }: { value: number | null; enabled: boolean; update: Update }) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const choices: number[] = [...SEARCH_RADIUS_CHOICES]
  if (value !== null && !choices.includes(value)) choices.push(value)
  return (
    <FormField label={t('filters.radius')} hint={enabled ? undefined : t('filters.radiusNeedsLocation')}>
      {(field) => (
        <Select
          {...field}
          name="radiusKm"
          disabled={!enabled}
          value={enabled ? (value ?? '') : ''}
          onChange={(event) => update({ radiusKm: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('filters.anyDistance')}</option>
          {choices
            .sort((a, b) => a - b)
            .map((km) => (
              <option key={km} value={km}>
                {t('filters.radiusKm', { km: formatNumber(km, language) })}
              </option>
            ))}
        </Select>
      )}
    </FormField>
  )
}
