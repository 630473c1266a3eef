import { zodResolver } from '@hookform/resolvers/zod'
import { luxembourgToday } from '@shared/format/date-time'
import {
  ApproveDocumentSchema,
  DOCUMENT_STATUSES,
  type DocumentStatus,
  type QueuedDocument,
} from '@shared/providers/document-review-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { DialogActions } from '@web/features/admin/components/dialog-actions'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { ReasonDialog } from '@web/features/admin/components/reason-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Check, ExternalLink, X } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { verificationApi, verificationKeys } from './verification-api'

/**
 * /admin/verification: the documents providers sent to back a trust badge. Pending ones oldest
 * first; each is opened, then approved with its last valid day or rejected with a reason (the
 * provider is emailed it). Approved and rejected ones can be looked back at.
 */
export function AdminVerificationPage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const status: DocumentStatus = (DOCUMENT_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as DocumentStatus)
    : 'pending'
  const queue = useQuery({
    queryKey: verificationKeys.queue(status),
    queryFn: ({ signal }) => verificationApi.queue(status, signal),
  })
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t('verification.title')} intro={t('verification.intro')} />
      <nav aria-label={t('verification.statusLabel')} className="flex flex-wrap gap-2">
        {DOCUMENT_STATUSES.map((value) => (
          <Button
            key={value}
            variant={value === status ? 'primary' : 'secondary'}
            size="sm"
            aria-current={value === status ? 'page' : undefined}
            onClick={() => setParams(value === 'pending' ? {} : { status: value })}
          >
            {t(`verification.status.${value}`)}
          </Button>
        ))}
      </nav>
      {queue.isPending ? (
        <TableSkeleton rows={3} />
      ) : queue.isError ? (
        <LoadFailure onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <p className="text-slate-700">{t(`verification.empty.${status}`)}</p>
      ) : (
        <ul className="space-y-4">
          {queue.data.items.map((document) => (
            <li key={document.id}>
              <QueuedDocumentCard document={document} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function QueuedDocumentCard({ document }: { document: QueuedDocument }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const day = (value: string) => formatShortDate(value.length === 10 ? `${value}T12:00:00Z` : value, language)
  const reject = useMutation({
    mutationFn: (reason: string) => verificationApi.reject(document.id, reason),
    onSuccess: () => {
      toast.success(t('verification.rejected'))
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all })
    },
  })
  const numbers = [
    document.vatNumber && t('verification.vat', { number: document.vatNumber }),
    document.rcsNumber && t('verification.rcs', { number: document.rcsNumber }),
    document.permitNumber && t('verification.permit', { number: document.permitNumber }),
  ].filter(Boolean)
  return (
    <Card>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold">
            {t(`verification.kinds.${document.kind}`)} ·{' '}
            <LocalizedLink to={`/providers/${document.providerSlug}`} className="text-brand-700 underline">
              {document.providerName}
            </LocalizedLink>
          </h3>
          <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
            {t('verification.sent', { name: document.fileName, date: day(document.uploadedAt) })}
          </p>
          {numbers.length > 0 && <p className="text-sm text-slate-600">{numbers.join(' · ')}</p>}
          {document.status === 'approved' && (
            <Badge tone="success">
              {document.validUntil
                ? t('verification.approvedUntil', { validUntil: day(document.validUntil) })
                : t('verification.status.approved')}
            </Badge>
          )}
          {document.status === 'rejected' && (
            <p className="text-sm text-slate-700">
              {t('verification.reason', { reason: document.rejectReason ?? '' })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={verificationApi.fileUrl(document.id)}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('verification.open')}
          </a>
          {document.status === 'pending' && (
            <>
              <ApproveDialog document={document} />
              <ReasonDialog
                trigger={(open) => (
                  <Button variant="danger" size="sm" onClick={open}>
                    <X className="size-4" aria-hidden="true" />
                    {t('verification.reject')}
                  </Button>
                )}
                title={t('verification.rejectTitle', { kind: t(`verification.kinds.${document.kind}`) })}
                description={t('verification.rejectDescription')}
                confirm={t('verification.reject')}
                pending={reject.isPending}
                onConfirm={async (reason) => {
                  await reject.mutateAsync(reason)
                }}
              />
            </>
          )}
        </div>
      </div>
    </Card>
  )
}

function ApproveDialog({ document }: { document: QueuedDocument }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const fieldError = useFieldError()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    resolver: zodResolver(ApproveDocumentSchema),
    defaultValues: { validUntil: '' },
  })
  const approve = useMutation({
    mutationFn: (validUntil: string) => verificationApi.approve(document.id, validUntil),
    onSuccess: () => {
      setOpen(false)
      toast.success(t('verification.approved'))
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all })
    },
    onError: setFailure,
  })
  const submit = form.handleSubmit(({ validUntil }) => {
    setFailure(null)
    approve.mutate(validUntil)
  })
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Check className="size-4" aria-hidden="true" />
        {t('verification.approve')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('verification.approveTitle', { kind: t(`verification.kinds.${document.kind}`) })}
        description={t('verification.approveDescription', { name: document.providerName })}
      >
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('verification.validUntil')}
            hint={t('verification.validUntilHint')}
            error={fieldError(form.formState.errors.validUntil, {
              other: t('verification.validUntilMissing'),
            })}
          >
            {(field) => (
              <Input {...field} type="date" min={luxembourgToday()} {...form.register('validUntil')} />
            )}
          </FormField>
          <DialogActions
            failure={failure}
            onCancel={() => setOpen(false)}
            confirm={t('verification.approve')}
            pending={approve.isPending}
          />
        </Form>
      </AdminDialog>
    </>
  )
}
