import { Button } from '@web/components/ui/button'
import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

/** One account action (devices, data export, deletion): a title, what it does, and its button. */
export function AccountActionCard({
  section,
  icon: Icon,
  danger = false,
}: {
  section: 'sessions' | 'data' | 'delete'
  icon: LucideIcon
  danger?: boolean
}) {
  const { t } = useTranslation('profiles')
  return (
    <SectionCard
      title={t(`settings.${section}.title`)}
      intro={t(`settings.${section}.body`)}
      tone={danger ? 'danger' : 'default'}
    >
      <Button variant={danger ? 'danger' : 'secondary'} disabled className="w-full sm:w-auto">
        <Icon className="size-5" aria-hidden="true" />
        {t(`settings.${section}.action`)}
      </Button>
    </SectionCard>
  )
}
