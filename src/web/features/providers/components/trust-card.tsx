import { TRUST_ICONS } from '@web/components/trust/trust-badge-icon'
import type { TrustCheck } from '@web/components/trust/trust-checks'
import { useTrustText } from '@web/components/trust/use-trust-text'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProfileCard } from './profile-section'

/** Every badge with what it means, in plain sight (phones have no hover). */
export function TrustCard({ checks }: { checks: TrustCheck[] }) {
  const { t } = useTranslation('providers')
  const text = useTrustText()
  return (
    <ProfileCard
      id="checks"
      title={t('trust.title')}
      icon={<ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />}
    >
      {checks.length === 0 ? (
        <p className="text-sm text-slate-700">{t('trust.none')}</p>
      ) : (
        <ul className="space-y-3">
          {checks.map((check) => {
            const Icon = TRUST_ICONS[check.id]
            const { label, description } = text(check)
            return (
              <li key={check.id} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium text-ink [overflow-wrap:anywhere]">{label}</p>
                  <p className="text-sm text-slate-600">{description}</p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ProfileCard>
  )
}
