import { cn } from '@web/components/ui/cn'
import { useSiteFigures } from '@web/features/landing/api/get-site-figures'
import { BadgeCheck, HandCoins, ShieldCheck, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const TRUST_ITEMS = [
  { key: 'free', icon: HandCoins },
  { key: 'noCommission', icon: BadgeCheck },
  // What customers get; the 48-hour review of applications is the providers' promise (their page says it).
  { key: 'checked', icon: ShieldCheck },
] as const

/** Why people use LuxPro, under either version's hero. */
export function TrustLine({ className }: { className?: string }) {
  const { t } = useTranslation('landing')
  // Counted by the server (never written by hand); left out until it is known, and when there is none.
  const verifiedProviders = useSiteFigures().data?.verifiedProviders ?? 0
  return (
    <ul
      aria-label={t('hero.trust.label')}
      className={cn(
        'flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6 text-sm font-medium text-slate-700 lg:col-span-2',
        className,
      )}
    >
      {TRUST_ITEMS.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-center gap-2">
          <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {t(`hero.trust.${key}`)}
        </li>
      ))}
      {verifiedProviders > 0 && (
        <li className="flex items-center gap-2">
          <UsersRound className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {t('hero.trust.providers', { count: verifiedProviders })}
        </li>
      )}
    </ul>
  )
}
