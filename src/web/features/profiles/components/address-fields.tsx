import type { Locality } from '@shared/catalog/catalog-schemas'
import { formatNumber } from '@shared/format/number'
import { LocalityCombobox } from '@web/components/locality-combobox'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatPostalCode } from '@web/lib/format/postal-code'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useProfileFieldError } from './profile-errors'
import { COUNTRIES, type ProfileFormInput } from './profile-form-values'
import { SectionCard } from './section-card'

const FILL = { shouldDirty: true, shouldValidate: true } as const
const DEGREES = { maximumFractionDigits: 5 }

/** A place's own postal code, or the first of the place's codes. */
const localityPostalCode = (locality: Locality) => locality.postalCode ?? locality.postalCodes[0]

export function AddressFields() {
  const { t } = useTranslation('profiles')
  const language = useUiLanguage()
  const { register, control, setValue, watch } = useFormContext<ProfileFormInput>()
  const errorOf = useProfileFieldError()
  const coordinates = watch('coordinates')
  const country = watch('country')
  const knownCountry = COUNTRIES.some((c) => c.value === country)

  const fillFrom = (locality: Locality) => {
    setValue('location', locality.name, FILL)
    setValue('city', locality.commune, FILL)
    const postalCode = localityPostalCode(locality)
    if (postalCode) setValue('postal_code', formatPostalCode(postalCode), FILL)
    setValue('coordinates', { lat: locality.lat, lon: locality.lon }, FILL)
  }

  return (
    <SectionCard title={t('profile.address.title')} intro={t('profile.address.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('profile.address.address')} error={errorOf('address')}>
            {(field) => <Input {...field} {...register('address')} autoComplete="street-address" />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField
            label={t('profile.address.location')}
            hint={t('profile.address.locationHint')}
            error={errorOf('location')}
          >
            {(field) => (
              <Controller
                control={control}
                name="location"
                render={({ field: { value, onChange, onBlur, ref, name } }) => (
                  <LocalityCombobox
                    {...field}
                    name={name}
                    inputRef={ref}
                    value={value ?? ''}
                    placeholder={t('profile.locality.example')}
                    onBlur={onBlur}
                    onTextChange={(text) => {
                      onChange(text)
                      // A typed name no longer matches the map position of the place chosen before.
                      if (coordinates) setValue('coordinates', null, { shouldDirty: true })
                    }}
                    onChoose={fillFrom}
                    postalCodeOf={localityPostalCode}
                    texts={{
                      listLabel: t('profile.locality.listLabel'),
                      count: (count) => t('profile.locality.resultCount', { count }),
                      unavailable: t('profile.locality.unavailable'),
                      noMatch: t('profile.locality.noResults'),
                      searching: t('profile.locality.searching'),
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('profile.address.city')} error={errorOf('city')}>
          {(field) => <Input {...field} {...register('city')} autoComplete="address-level2" />}
        </FormField>
        <FormField label={t('profile.address.postalCode')} error={errorOf('postal_code')}>
          {(field) => (
            <Input
              {...field}
              {...register('postal_code')}
              autoComplete="postal-code"
              placeholder={t('profile.address.postalCodeExample')}
            />
          )}
        </FormField>
        <FormField label={t('profile.address.country')} error={errorOf('country')}>
          {(field) => (
            <Select {...field} {...register('country')} autoComplete="country-name">
              {COUNTRIES.map(({ code, value }) => (
                <option key={code} value={value}>
                  {t(`profile.countries.${code}`)}
                </option>
              ))}
              {!knownCountry && country && <option value={country}>{country}</option>}
            </Select>
          )}
        </FormField>
        <FormField label={t('profile.address.coordinates')} hint={t('profile.address.coordinatesHint')}>
          {(field) => (
            <Input
              {...field}
              readOnly
              className="bg-slate-50 text-slate-700"
              value={
                coordinates
                  ? t('profile.address.coordinatesValue', {
                      lat: formatNumber(coordinates.lat, language, DEGREES),
                      lon: formatNumber(coordinates.lon, language, DEGREES),
                    })
                  : t('profile.address.coordinatesEmpty')
              }
            />
          )}
        </FormField>
      </div>
    </SectionCard>
  )
}
