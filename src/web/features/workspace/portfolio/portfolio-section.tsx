import { zodResolver } from '@hookform/resolvers/zod'
import { PortfolioCaptionSchema, type PortfolioItem } from '@shared/workspace/workspace-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ResponsiveImage } from '@web/components/responsive-image'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { WorkspacePanel } from '@web/features/workspace/components/workspace-panel'
import { failureText } from '@web/lib/api/failure-text'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { ImageIcon, Trash2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PortfolioUploadForm } from './portfolio-upload-form'

/** Photos of finished work with captions: the gallery of the public profile, in this order. */
export function PortfolioSection() {
  const { t } = useTranslation('workspace')
  const portfolio = useQuery({ queryKey: workspaceKeys.portfolio, queryFn: workspaceApi.portfolio })
  return (
    <WorkspacePanel
      id="portfolio"
      title={t('portfolio.title')}
      lead={t('portfolio.lead')}
      query={portfolio}
      failed={t('portfolio.loadFailed')}
    >
      {(data) => (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          {data.items.length === 0 ? (
            <div className="flex flex-col items-center rounded-[var(--radius-card)] border-2 border-dashed border-slate-300 px-4 py-12 text-center">
              <ImageIcon className="size-10 text-slate-600" aria-hidden="true" />
              <p className="mt-3 max-w-sm text-slate-700">{t('portfolio.empty')}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {data.items.map((item, index) => (
                <PortfolioTile key={item.id} item={item} index={index + 1} />
              ))}
            </ul>
          )}
          <PortfolioUploadForm />
        </div>
      )}
    </WorkspacePanel>
  )
}

function PortfolioTile({ item, index }: { item: PortfolioItem; index: number }) {
  const { t } = useTranslation('workspace')
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(PortfolioCaptionSchema),
    defaultValues: { caption: item.caption },
  })
  const queryClient = useQueryClient()
  const name = item.caption || t('portfolio.untitled', { index })
  const rename = useMutation({
    mutationFn: (caption: string) => workspaceApi.updateCaption(item.id, caption),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.portfolio })
      toast.success(t('portfolio.captionSaved'))
    },
    onError: (error) => toast.error(failureText(error, t('portfolio.captionFailed'))),
  })
  const remove = useMutation({
    mutationFn: () => workspaceApi.removePortfolioImage(item.id),
    onSuccess: (data) => {
      queryClient.setQueryData(workspaceKeys.portfolio, data)
      toast.success(t('portfolio.deleted'))
    },
    onError: () => toast.error(t('portfolio.deleteFailed')),
  })
  const submit = form.handleSubmit(({ caption }) => {
    if (caption !== item.caption) rename.mutate(caption)
  })

  return (
    <li>
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
        <ResponsiveImage
          src={item.imageUrl}
          image={item.image}
          sizes="(min-width: 640px) 50vw, 100vw"
          alt={item.caption}
          loading="lazy"
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
        <Form onSubmit={submit} className="space-y-2 p-3">
          <FormField label={t('portfolio.caption')} error={fieldError(form.formState.errors.caption)}>
            {(field) => (
              <div className="flex gap-2">
                <Input {...field} maxLength={200} className="py-2" {...form.register('caption')} />
                <Button
                  type="submit"
                  size="sm"
                  variant="secondary"
                  className="h-auto"
                  loading={rename.isPending}
                >
                  {t('save')}
                  <span className="sr-only"> {name}</span>
                </Button>
              </div>
            )}
          </FormField>
          <Button
            size="sm"
            variant="ghost"
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(t('portfolio.confirmDelete', { name }))) remove.mutate()
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('delete')}
            <span className="sr-only"> {name}</span>
          </Button>
        </Form>
      </div>
    </li>
  )
}
