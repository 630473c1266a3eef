import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Maintenance mode, logs, backup and restore, email templates (product §2 admin area). */
export function SystemSection() {
  const { t } = useTranslation('admin')
  const maintenanceId = useId()
  return (
    <section aria-labelledby="admin-system-title" className="space-y-4">
      <h2 id="admin-system-title" className="text-xl font-semibold">
        {t('system.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SystemItem title={t('system.maintenance')} body={t('system.maintenanceBody')}>
          <label htmlFor={maintenanceId} className="inline-flex items-center gap-3 font-medium text-ink">
            <input id={maintenanceId} type="checkbox" disabled className="size-5 accent-brand-600" />
            {t('system.maintenance')}
          </label>
        </SystemItem>
        <SystemItem title={t('system.logs')} body={t('system.logsBody')}>
          <Button variant="secondary" size="sm" disabled>
            {t('system.logsAction')}
          </Button>
        </SystemItem>
        <SystemItem title={t('system.backup')} body={t('system.backupBody')}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled>
              {t('system.backupAction')}
            </Button>
            <Button variant="secondary" size="sm" disabled>
              {t('system.restoreAction')}
            </Button>
          </div>
        </SystemItem>
        <SystemItem title={t('system.emailTemplates')} body={t('system.emailTemplatesBody')}>
          <Button variant="secondary" size="sm" disabled>
            {t('system.emailTemplatesAction')}
          </Button>
        </SystemItem>
      </div>
    </section>
  )
}

function SystemItem({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{body}</p>
      <div className="mt-4">{children}</div>
    </Card>
  )
}
