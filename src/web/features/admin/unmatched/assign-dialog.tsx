import { zodResolver } from '@hookform/resolvers/zod'
import { ASSIGN_PROVIDERS_MAX, AssignSchema } from '@shared/admin/content-admin-schemas'
import type { UnmatchedRequest } from '@shared/admin/unmatched-request-schemas'
import { categoryName } from '@shared/catalog/categories'
import { formatNumber, formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useAssignCandidates, useAssignUnmatched } from '@web/features/admin/api/content-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { toast } from '@web/lib/toast/toast'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

const RADII = [10, 30, 60, 100] as const

/** Manual assignment: pick up to 5 providers of the category, nearest first, and send on the customer's behalf. */
export function AssignDialog({ request }: { request: UnmatchedRequest }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [open, setOpen] = useState(false)
  const [radiusKm, setRadius] = useState<number>(30)
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search, 300)
  const form = useForm({
    resolver: zodResolver(AssignSchema),
    defaultValues: { providerIds: [] },
  })
  const chosen = useWatch({ control: form.control, name: 'providerIds' })
  const [failure, setFailure] = useState<unknown>(null)
  const candidates = useAssignCandidates(open ? request.id : null, { radiusKm, q: q || undefined })
  const assign = useAssignUnmatched()
  const toggle = (id: number) =>
    form.setValue('providerIds', chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])
  const submit = form.handleSubmit(async ({ providerIds }) => {
    setFailure(null)
    try {
      await assign.mutateAsync({ id: request.id, providerIds })
      toast.success(t('assign.sent', { count: providerIds.length }))
      setOpen(false)
      form.reset()
    } catch (error) {
      setFailure(error)
    }
  })
  const noCustomer = candidates.data && !candidates.data.request.hasCustomer
  return (
    <>
      <Button size="sm" variant="secondary" className="h-auto min-h-9 py-1.5" onClick={() => setOpen(true)}>
        <Send className="size-4" aria-hidden="true" />
        {t('assign.open')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        wide
        title={t('assign.title')}
        description={t('assign.body', {
          category: categoryName(request.category, language),
          place: request.locality,
        })}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <blockquote className="rounded-xl bg-slate-50 p-3 text-sm">{request.text}</blockquote>
          {noCustomer && <Callout tone="warning">{t('assign.noCustomer')}</Callout>}
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
            <FormField label={t('assign.search')}>
              {(field) => (
                <Input {...field} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              )}
            </FormField>
            <FormField label={t('assign.radius')}>
              {(field) => (
                <Select {...field} value={radiusKm} onChange={(e) => setRadius(Number(e.target.value))}>
                  {RADII.map((km) => (
                    <option key={km} value={km}>
                      {t('assign.km', { km })}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <fieldset>
            <legend className="text-sm font-medium">
              {t('assign.chosen', { count: chosen.length, max: ASSIGN_PROVIDERS_MAX })}
            </legend>
            {candidates.isPending ? (
              <Skeleton className="mt-2 h-40 w-full" />
            ) : candidates.isError ? (
              <Callout tone="error">{failureText(candidates.error, t('common.failed'))}</Callout>
            ) : candidates.data.candidates.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('assign.none')}</p>
            ) : (
              <ul className="mt-2 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
                {candidates.data.candidates.map((candidate) => {
                  const checked = chosen.includes(candidate.id)
                  return (
                    <li key={candidate.id}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-4 accent-brand-600"
                          checked={checked}
                          disabled={!checked && chosen.length >= ASSIGN_PROVIDERS_MAX}
                          onChange={() => toggle(candidate.id)}
                        />
                        <span className="min-w-0 flex-1">
                          <span className="font-medium">{candidate.name}</span>
                          {candidate.verified && (
                            <span className="ml-2">
                              <Badge tone="brand">{t('users.verified')}</Badge>
                            </span>
                          )}
                          <span className="block text-slate-600">
                            {placeName(candidate.locality, language)} ·{' '}
                            {t('assign.distance', {
                              km: formatNumber(candidate.distanceKm, language, { maximumFractionDigits: 1 }),
                            })}{' '}
                            · ★ {formatRating(candidate.rating, language)} ({candidate.reviewCount})
                          </span>
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            )}
          </fieldset>
          {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={assign.isPending}
              disabled={chosen.length === 0 || Boolean(noCustomer)}
            >
              {t('assign.confirm', { count: chosen.length })}
            </Button>
          </div>
        </Form>
      </AdminDialog>
    </>
  )
}
