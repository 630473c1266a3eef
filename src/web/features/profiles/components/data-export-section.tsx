import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useExportMyData } from '@web/features/profiles/api/export-my-data'
import { ApiRequestError } from '@web/lib/api/request-error'
import { toast } from '@web/lib/toast/toast'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

export function DataExportSection() {
  const { t } = useTranslation('profiles')
  const exporting = useExportMyData()
  const download = () =>
    exporting.mutate(undefined, { onSuccess: () => toast.success(t('settings.data.downloaded')) })
  return (
    <SectionCard title={t('settings.data.title')} intro={t('settings.data.body')}>
      <div className="space-y-4">
        <Button
          variant="secondary"
          loading={exporting.isPending}
          onClick={download}
          className="w-full sm:w-auto"
        >
          {!exporting.isPending && <Download className="size-5" aria-hidden="true" />}
          {exporting.isPending ? t('settings.data.preparing') : t('settings.data.action')}
        </Button>
        {exporting.isError && (
          <Callout tone="error" title={t('settings.data.failedTitle')}>
            {exporting.error instanceof ApiRequestError && exporting.error.status === 0
              ? t('settings.errors.network')
              : t('settings.data.failed')}
          </Callout>
        )}
      </div>
    </SectionCard>
  )
}
