import { LocalizedLink } from '@web/components/localized-link'
import { useMaintenance } from '@web/features/admin/api/console-api'
import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** While maintenance mode is on, admins see it on every admin page (visitors get the 503 page). */
export function MaintenanceBanner() {
  const { t } = useTranslation('admin')
  const maintenance = useMaintenance()
  if (!maintenance.data?.enabled) return null
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm text-amber-950 sm:px-6">
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        <p className="font-medium">{t('maintenance.banner')}</p>
        <LocalizedLink
          to="/admin/settings#maintenance"
          className="font-semibold underline underline-offset-2"
        >
          {t('maintenance.bannerAction')}
        </LocalizedLink>
      </div>
    </div>
  )
}
