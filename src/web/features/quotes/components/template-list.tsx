import { dateTimeFormat } from '@shared/format/date-time'
import type { Template } from '@shared/workspace/workspace-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@web/components/ui/badge'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { templateApi, templateKeys } from '@web/features/quotes/api/template-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatFileSize } from '@web/lib/format/file-size'
import { toast } from '@web/lib/toast/toast'
import { Download, FileText, Star, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function TemplateList() {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const templates = useQuery({ queryKey: templateKeys.all, queryFn: templateApi.list })
  const update = (data: { items: Template[] }) => queryClient.setQueryData(templateKeys.all, data)
  const makeDefault = useMutation({
    mutationFn: templateApi.makeDefault,
    onSuccess: update,
    onError: () => toast.error(t('templates.defaultFailed')),
  })
  const remove = useMutation({
    mutationFn: templateApi.remove,
    onSuccess: (data) => {
      update(data)
      toast.success(t('templates.deleted'))
    },
    onError: () => toast.error(t('templates.deleteFailed')),
  })

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('templates.listTitle')}</h2>
      {templates.isPending ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : templates.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {t('templates.loadFailed')}
        </p>
      ) : templates.data.items.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
          <FileText className="size-10 text-slate-600" aria-hidden="true" />
          <p className="mt-3 max-w-sm text-slate-600">{t('templates.listEmpty')}</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {templates.data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {item.name}
                  {item.isDefault && <Badge tone="brand">{t('templates.default')}</Badge>}
                </p>
                {item.description && <p className="text-sm text-slate-700">{item.description}</p>}
                <p className="text-sm break-all text-slate-600">
                  {item.fileName} · {item.kind.toUpperCase()} · {formatFileSize(item.sizeBytes, language)} ·{' '}
                  {dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(item.createdAt))}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={templateApi.downloadUrl(item.id)}
                  className={buttonClasses('secondary', 'sm')}
                  download
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('templates.download')}
                  <span className="sr-only"> {item.name}</span>
                </a>
                {!item.isDefault && (
                  <Button size="sm" variant="ghost" onClick={() => makeDefault.mutate(item.id)}>
                    <Star className="size-4" aria-hidden="true" />
                    {t('templates.makeDefaultAction')}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    if (window.confirm(t('templates.confirmDelete', { name: item.name })))
                      remove.mutate(item.id)
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('templates.delete')}
                  <span className="sr-only"> {item.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
