import { FormField, Input, Select } from '@web/components/ui/form-field'
import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const MIN_RATINGS = [3, 4, 4.5] as const
const RADII_KM = [5, 10, 20, 50] as const

/** SPEC §2: specialty, minimum rating, location and radius, behind an expandable "Filters". */
export function DirectoryFilters() {
  const { t, i18n } = useTranslation('directory')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <details className="group rounded-[var(--radius-card)] border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-[var(--radius-card)] px-4 font-medium text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-5 text-brand-700" aria-hidden="true" />
        {t('filters.toggle')}
        <ChevronDown
          className="ml-auto size-5 text-slate-600 transition-transform duration-150 group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="border-t border-slate-200 p-4">
        <p className="text-sm text-slate-600">{t('filters.intro')}</p>
        <fieldset disabled className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <FormField label={t('filters.specialty')}>
            {(field) => <Input {...field} name="specialty" placeholder={t('filters.specialtyExample')} />}
          </FormField>
          <FormField label={t('filters.minRating')}>
            {(field) => (
              <Select {...field} name="minRating" defaultValue="">
                <option value="">{t('filters.anyRating')}</option>
                {MIN_RATINGS.map((rating) => (
                  <option key={rating} value={rating}>
                    {t('filters.ratingAtLeast', { rating: number.format(rating) })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('filters.location')}>
            {(field) => (
              <Input
                {...field}
                name="location"
                autoComplete="address-level2"
                placeholder={t('filters.locationExample')}
              />
            )}
          </FormField>
          <FormField label={t('filters.radius')}>
            {(field) => (
              <Select {...field} name="radiusKm" defaultValue="10">
                {RADII_KM.map((km) => (
                  <option key={km} value={km}>
                    {t('filters.radiusKm', { km })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </fieldset>
      </div>
    </details>
  )
}
