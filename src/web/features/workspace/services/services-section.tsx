import { categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import type { Service } from '@shared/workspace/workspace-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { WorkspacePanel } from '@web/features/workspace/components/workspace-panel'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { toast } from '@web/lib/toast/toast'
import { Pencil, Plus, Trash2, Wrench } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ServiceForm } from './service-form'

/** product §3 services (name, description, price, category): what the public profile lists with prices. */
export function ServicesSection() {
  const { t } = useTranslation('workspace')
  const services = useQuery({ queryKey: workspaceKeys.services, queryFn: workspaceApi.services })
  return (
    <WorkspacePanel
      id="services"
      title={t('services.title')}
      lead={t('services.lead')}
      query={services}
      failed={t('services.loadFailed')}
    >
      {(data) => <ServiceList services={data.items} />}
    </WorkspacePanel>
  )
}

function ServiceList({ services }: { services: Service[] }) {
  const { t } = useTranslation('workspace')
  const [editing, setEditing] = useState<number | 'new' | null>(services.length === 0 ? 'new' : null)
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: workspaceApi.removeService,
    onSuccess: (data) => {
      queryClient.setQueryData(workspaceKeys.services, data)
      toast.success(t('services.deleted'))
    },
    onError: () => toast.error(t('services.deleteFailed')),
  })

  return (
    <div className="space-y-4">
      {services.length === 0 ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Wrench className="size-5 text-slate-600" aria-hidden="true" />
          {t('services.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {services.map((service) =>
            editing === service.id ? (
              <li key={service.id}>
                <ServiceForm service={service} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <ServiceRow
                key={service.id}
                service={service}
                onEdit={() => setEditing(service.id)}
                onDelete={() => {
                  if (window.confirm(t('services.confirmDelete', { name: service.name })))
                    remove.mutate(service.id)
                }}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <ServiceForm onDone={() => setEditing(null)} focusFirst={services.length > 0} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus className="size-5" aria-hidden="true" />
          {t('services.add')}
        </Button>
      )}
    </div>
  )
}

function ServiceRow({
  service,
  onEdit,
  onDelete,
}: {
  service: Service
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  return (
    <li>
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {service.name}
            <Badge tone="neutral">{categoryName(service.category, language)}</Badge>
          </p>
          <p className="text-slate-700">
            {service.price === null
              ? t('services.onRequest')
              : `${formatMoney(service.price, language, { cents: true })} ${t(`services.units.${service.unit}`)}`}
          </p>
          {service.description && <p className="text-sm text-slate-600">{service.description}</p>}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('edit')}
            <span className="sr-only"> {service.name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('delete')}
            <span className="sr-only"> {service.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  )
}
