import { Card } from '@web/components/ui/card'
import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function TemplateList() {
  const { t } = useTranslation('quotes')
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('templates.listTitle')}</h2>
      <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
        <FileText className="size-10 text-slate-600" aria-hidden="true" />
        <p className="mt-3 max-w-sm text-slate-600">{t('templates.listEmpty')}</p>
      </div>
    </Card>
  )
}
