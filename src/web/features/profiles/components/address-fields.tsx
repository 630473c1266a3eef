import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

const COUNTRIES = ['LU', 'BE', 'FR', 'DE'] as const

export function AddressFields() {
  const { t } = useTranslation('profiles')
  return (
    <SectionCard title={t('profile.address.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('profile.address.address')}>
            {(field) => <Input {...field} name="address" autoComplete="street-address" />}
          </FormField>
        </div>
        <FormField label={t('profile.address.location')} hint={t('profile.address.locationHint')}>
          {(field) => <Input {...field} name="location" />}
        </FormField>
        <FormField label={t('profile.address.city')}>
          {(field) => <Input {...field} name="city" autoComplete="address-level2" />}
        </FormField>
        <FormField label={t('profile.address.postalCode')}>
          {(field) => (
            <Input
              {...field}
              name="postalCode"
              autoComplete="postal-code"
              placeholder={t('profile.address.postalCodeExample')}
            />
          )}
        </FormField>
        <FormField label={t('profile.address.country')}>
          {(field) => (
            // SPEC §3: the country defaults to Luxembourg.
            <Select {...field} name="country" defaultValue="LU" autoComplete="country">
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {t(`profile.countries.${code}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </SectionCard>
  )
}
