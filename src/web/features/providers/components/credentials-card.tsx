import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { useProviderLabelText } from '@web/i18n/use-provider-label-text'
import { Award } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProfileCard } from './profile-section'

/** Awards, certifications and licences, and the registry numbers a customer can check themselves. */
export function CredentialsCard({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const labelText = useProviderLabelText()
  const lists = [
    { key: 'awards', items: profile.awards },
    { key: 'certifications', items: profile.certifications },
    { key: 'licences', items: profile.licences },
  ].filter((list) => list.items.length > 0)
  const numbers = [
    { key: 'vat', value: profile.vatNumber },
    { key: 'rcs', value: profile.rcsNumber },
    { key: 'permit', value: profile.permitNumber },
  ].filter((entry): entry is { key: string; value: string } => Boolean(entry.value))
  return (
    <ProfileCard
      id="credentials"
      title={t('credentials.title')}
      icon={<Award className="size-5 text-brand-700" aria-hidden="true" />}
    >
      <div className="space-y-4 text-sm">
        {lists.length === 0 && <p className="text-slate-700">{t('credentials.none')}</p>}
        {lists.map((list) => (
          <div key={list.key}>
            <h3 className="font-semibold text-ink">{t(`credentials.${list.key}`)}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-600">
              {list.items.map((item) => (
                <li key={item}>{labelText(item)}</li>
              ))}
            </ul>
          </div>
        ))}
        {numbers.length > 0 && (
          <div>
            <h3 className="font-semibold text-ink">{t('credentials.registration')}</h3>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              {numbers.map((entry) => (
                <div key={entry.key} className="contents">
                  <dt className="text-slate-600">{t(`credentials.${entry.key}`)}</dt>
                  <dd className="font-medium text-ink [overflow-wrap:anywhere]">{entry.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </ProfileCard>
  )
}
