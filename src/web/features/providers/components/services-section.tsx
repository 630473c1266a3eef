import type { ProviderProfile, ProviderService } from '@shared/providers/provider-profile-schemas'
import { servicePrice } from '@web/features/providers/lib/service-price'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { ProfileSection } from './profile-section'

export function ServicesSection({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  return (
    <ProfileSection id="services" title={t('services.title')} lead={t('services.lead')}>
      {profile.services.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
          {t('services.empty', { name: profile.name })}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white">
          {profile.services.map((service) => (
            <ServiceRow key={service.id} service={service} />
          ))}
        </ul>
      )}
    </ProfileSection>
  )
}

function ServiceRow({ service }: { service: ProviderService }) {
  const language = useUiLanguage()
  const description = service.description?.[language]
  return (
    <li className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{service.name[language]}</h3>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      <ServicePriceText service={service} />
    </li>
  )
}

function ServicePriceText({ service }: { service: ProviderService }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const price = servicePrice(service, language)
  if (price.kind === 'onRequest') {
    return <p className="shrink-0 text-sm font-medium text-slate-600">{t('services.onRequest')}</p>
  }
  const amount = price.kind === 'range' ? price.amount : t(`services.${price.kind}`, { amount: price.amount })
  return (
    <p className="shrink-0 sm:text-right">
      <span className="whitespace-nowrap font-semibold text-ink">{amount}</span>{' '}
      <span className="whitespace-nowrap text-sm text-slate-600">{t(`services.units.${service.unit}`)}</span>
    </p>
  )
}
