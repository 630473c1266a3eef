import { Card } from '@web/components/ui/card'
import {
  BadgeCheck,
  Clock,
  FileBadge,
  Landmark,
  type LucideIcon,
  MapPinned,
  Navigation,
  Receipt,
  Shapes,
  Star,
  Umbrella,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

function ItemGrid({
  group,
  items,
}: {
  group: 'verify' | 'matching'
  items: { id: string; icon: LucideIcon }[]
}) {
  const { t } = useTranslation('info')
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {items.map(({ id, icon: Icon }) => (
        <li key={id} className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold text-ink">{t(`howItWorks.${group}.items.${id}.title`)}</h3>
            <p className="mt-0.5 text-sm text-slate-700">{t(`howItWorks.${group}.items.${id}.body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function VerificationSection() {
  const { t } = useTranslation('info')
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <BadgeCheck className="size-6 text-brand-700" aria-hidden="true" />
        {t('howItWorks.verify.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('howItWorks.verify.intro')}</p>
      <ItemGrid
        group="verify"
        items={[
          { id: 'permit', icon: FileBadge },
          { id: 'vat', icon: Receipt },
          { id: 'rcs', icon: Landmark },
          { id: 'insurance', icon: Umbrella },
        ]}
      />
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {t('howItWorks.verify.note')}
      </p>
    </Card>
  )
}

export function MatchingSection() {
  const { t } = useTranslation('info')
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Navigation className="size-6 text-brand-700" aria-hidden="true" />
        {t('howItWorks.matching.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('howItWorks.matching.intro')}</p>
      <ItemGrid
        group="matching"
        items={[
          { id: 'category', icon: Shapes },
          { id: 'radius', icon: MapPinned },
          { id: 'distance', icon: Navigation },
          { id: 'rating', icon: Star },
          { id: 'response', icon: Clock },
        ]}
      />
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {t('howItWorks.matching.note')}
      </p>
    </Card>
  )
}
