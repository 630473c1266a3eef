import type { AdminInvoice } from '@shared/billing/billing-schemas'
import { LAST_REMINDER_STEP } from '@shared/billing/reminders'
import { formatMoney } from '@shared/format/money'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { type InvoiceFilter, invoiceKeys, invoicesApi } from '@web/features/admin/api/invoices-api'
import { CreditNoteAction } from '@web/features/admin/billing/credit-note-action'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { failureText } from '@web/features/admin/components/failure-text'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { Pagination } from '@web/features/admin/components/pagination'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

const FILTERS: readonly InvoiceFilter[] = ['overdue', 'issued', 'paid', 'all']

/**
 * /admin/invoices: every provider's invoices, overdue ones first by default, each with the reminders
 * emailed for it. After the last reminder an admin may hide the business's listing until the
 * invoice is paid (a dialog states what follows), and restore it; a payment restores it by itself.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const status: InvoiceFilter = (FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as InvoiceFilter)
    : 'overdue'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const invoices = useQuery({
    queryKey: invoiceKeys.list(status, page),
    queryFn: ({ signal }) => invoicesApi.list(status, page, signal),
  })
  const show = (next: InvoiceFilter, nextPage = 1) =>
    setParams({
      ...(next === 'overdue' ? {} : { status: next }),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    })
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t('invoices.title')} intro={t('invoices.intro')} />
      <nav aria-label={t('invoices.statusLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <Button
            key={value}
            variant={value === status ? 'primary' : 'secondary'}
            size="sm"
            aria-current={value === status ? 'page' : undefined}
            onClick={() => show(value)}
          >
            {t(`invoices.status.${value}`)}
          </Button>
        ))}
      </nav>
      {invoices.isPending ? (
        <TableSkeleton rows={3} />
      ) : invoices.isError ? (
        <LoadFailure onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <p className="text-slate-700">{t(`invoices.empty.${status}`)}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {invoices.data.items.map((invoice) => (
              <li key={invoice.id}>
                <InvoiceCard invoice={invoice} />
              </li>
            ))}
          </ul>
          <Pagination
            page={invoices.data.page}
            pageSize={invoices.data.pageSize}
            total={invoices.data.total}
            onPage={(next) => show(status, next)}
            label={t('invoices.pages')}
          />
        </>
      )}
    </div>
  )
}

function InvoiceCard({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const lastSent = invoice.reminders.some((reminder) => reminder.step === LAST_REMINDER_STEP)
  return (
    <Card>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">
            {`${invoice.number} · ${invoice.providerName}`}
          </h3>
          <p className="text-slate-700">
            {t('invoices.amountDue', {
              amount: formatMoney(invoice.grossCents / 100, language, { cents: true }),
              date: formatDay(invoice.dueOn, language),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge tone={invoice.status !== 'issued' ? 'success' : invoice.overdue ? 'danger' : 'warning'}>
              {invoice.status === 'paid'
                ? t('invoices.paid')
                : invoice.status === 'credited'
                  ? t('invoices.credited')
                  : invoice.overdue
                    ? t('invoices.daysOverdue', { count: invoice.daysOverdue })
                    : t('invoices.toPay')}
            </Badge>
            {invoice.listingHidden && <Badge tone="danger">{t('invoices.hidden')}</Badge>}
            {invoice.creditedCents > 0 && invoice.status !== 'credited' && (
              <Badge tone="neutral">
                {t('invoices.creditedPart', {
                  amount: formatMoney(invoice.creditedCents / 100, language, { cents: true }),
                })}
              </Badge>
            )}
          </div>
          {invoice.creditNotes.length > 0 && (
            <div>
              <h4 className="text-sm font-medium text-slate-600">{t('invoices.creditNotes')}</h4>
              <ul className="text-sm">
                {invoice.creditNotes.map((note) => (
                  <li key={note.id}>
                    <a
                      href={`/api/admin/credit-notes/${note.id}/pdf`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                      download
                    >
                      {t('invoices.creditNotePdf', {
                        number: note.number,
                        date: formatDay(note.issuedOn, language),
                        amount: formatMoney(note.grossCents / 100, language, { cents: true }),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h4 className="text-sm font-medium text-slate-600">{t('invoices.reminders')}</h4>
            {invoice.reminders.length === 0 ? (
              <p className="text-sm text-slate-700">{t('invoices.noReminder')}</p>
            ) : (
              <ol className="text-sm text-slate-700">
                {invoice.reminders.map((reminder) => (
                  <li key={reminder.step}>
                    {t(reminder.step === LAST_REMINDER_STEP ? 'invoices.lastReminder' : 'invoices.reminder', {
                      step: reminder.step,
                      date: formatDay(reminder.sentOn, language),
                    })}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 md:flex-col md:items-end">
          {invoice.status === 'issued' && (invoice.listingHidden || lastSent) && (
            <ListingAction invoice={invoice} />
          )}
          <CreditNoteAction invoice={invoice} />
        </div>
      </div>
    </Card>
  )
}

/** "Hide listing until paid" (confirmed first) or, once hidden, "Restore visibility". */
function ListingAction({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const change = useMutation({
    mutationFn: () =>
      invoice.listingHidden ? invoicesApi.restoreListing(invoice.id) : invoicesApi.hideListing(invoice.id),
    onSuccess: () => {
      setConfirming(false)
      toast.success(
        t(invoice.listingHidden ? 'invoices.restored' : 'invoices.hiddenDone', {
          name: invoice.providerName,
        }),
      )
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
    onError: (error) => {
      setConfirming(false)
      toast.error(failureText(error, t))
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
  })
  if (invoice.listingHidden)
    return (
      <Button variant="secondary" size="sm" loading={change.isPending} onClick={() => change.mutate()}>
        <Eye className="size-4" aria-hidden="true" />
        {t('invoices.restore')}
      </Button>
    )
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        <EyeOff className="size-4" aria-hidden="true" />
        {t('invoices.hide')}
      </Button>
      <ConfirmStepDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('invoices.hideTitle', { name: invoice.providerName })}
        consequences={[
          t('invoices.hideGone', { name: invoice.providerName, number: invoice.number }),
          t('invoices.hideAccount'),
          t('invoices.hideBack'),
        ]}
        confirmLabel={t('invoices.hide')}
        backLabel={t('invoices.keepListed')}
        pending={change.isPending}
        danger
        onConfirm={() => change.mutate()}
      />
    </>
  )
}
