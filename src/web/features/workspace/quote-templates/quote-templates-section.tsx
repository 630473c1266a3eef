import { formatMoney } from '@shared/format/money'
import type { QuoteTemplate } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { WorkspacePanel } from '@web/features/workspace/components/workspace-panel'
import { useQuoteTemplates } from '@web/hooks/use-quote-templates'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { addAmounts } from '@web/lib/format/amount'
import { toast } from '@web/lib/toast/toast'
import { ClipboardList, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QuoteTemplateForm } from './quote-template-form'

/** Reusable amounts, durations and texts that pre-fill the quote form of a request. */
export function QuoteTemplatesSection() {
  const { t } = useTranslation('workspace')
  const templates = useQuoteTemplates()
  return (
    <WorkspacePanel
      id="quote-templates"
      title={t('quoteTemplates.title')}
      lead={t('quoteTemplates.lead')}
      query={templates}
      failed={t('quoteTemplates.loadFailed')}
    >
      {(data) => <TemplateList templates={data.items} />}
    </WorkspacePanel>
  )
}

function TemplateList({ templates }: { templates: QuoteTemplate[] }) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(templates.length === 0)
  const remove = useMutation({
    mutationFn: workspaceApi.removeQuoteTemplate,
    onSuccess: (data) => {
      queryClient.setQueryData(workspaceKeys.quoteTemplates, data)
      toast.success(t('quoteTemplates.deleted'))
    },
    onError: () => toast.error(t('quoteTemplates.deleteFailed')),
  })
  return (
    <div className="space-y-4">
      {templates.length === 0 ? (
        <p className="flex items-center gap-2 text-slate-700">
          <ClipboardList className="size-5 text-slate-600" aria-hidden="true" />
          {t('quoteTemplates.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {templates.map((template) => (
            <li key={template.id}>
              <Card className="flex h-full flex-col gap-2">
                <p className="font-semibold text-ink">{template.name}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t('quoteTemplates.materials')}</dt>
                  <dd>{formatMoney(template.materialsCost, language, { cents: true })}</dd>
                  <dt className="text-slate-600">{t('quoteTemplates.labour')}</dt>
                  <dd>{formatMoney(template.laborCost, language, { cents: true })}</dd>
                  <dt className="font-medium text-ink">{t('quoteTemplates.total')}</dt>
                  <dd className="font-medium">
                    {formatMoney(addAmounts(template.materialsCost, template.laborCost), language, {
                      cents: true,
                    })}
                  </dd>
                  <dt className="text-slate-600">{t('quoteTemplates.duration')}</dt>
                  <dd>{t('quoteTemplates.days', { count: template.durationDays })}</dd>
                  <dt className="text-slate-600">{t('quoteTemplates.validity')}</dt>
                  <dd>{t('quoteTemplates.days', { count: template.validityDays })}</dd>
                </dl>
                {template.message && (
                  <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">
                    {template.message}
                  </p>
                )}
                <div className="mt-auto pt-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm(t('quoteTemplates.confirmDelete', { name: template.name })))
                        remove.mutate(template.id)
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('delete')}
                    <span className="sr-only"> {template.name}</span>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <QuoteTemplateForm onDone={() => setAdding(false)} focusFirst={templates.length > 0} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus className="size-5" aria-hidden="true" />
          {t('quoteTemplates.add')}
        </Button>
      )}
    </div>
  )
}
