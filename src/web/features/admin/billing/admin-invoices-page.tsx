import { type AdminInvoice, AdminInvoicesQuerySchema } from '@shared/billing/billing-schemas'
import { LAST_REMINDER_STEP } from '@shared/billing/reminders'
import { formatMoney } from '@shared/format/money'
import type { UiLanguage } from '@shared/i18n/languages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { invoiceKeys, invoicesApi, useAdminInvoices } from '@web/features/admin/api/invoices-api'
import { CreditNoteAction } from '@web/features/admin/billing/credit-note-action'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatDay } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

const INVOICE_FILTERS = ['overdue', 'issued', 'paid', 'all'] as const
/** The console opens on the overdue invoices; the API's own default stays every invoice. */
const InvoiceListQuerySchema = AdminInvoicesQuerySchema.extend({
  status: z.enum(INVOICE_FILTERS).default('overdue'),
})

const euros = (cents: number, language: UiLanguage) => formatMoney(cents / 100, language, { cents: true })

/**
 * /admin/invoices: every provider's invoices, overdue ones first by default, each with the reminders
 * emailed for it. After the last reminder an admin may hide the business's listing until the
 * invoice is paid (a dialog states what follows), and restore it; a payment restores it by itself.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const columns: TableColumn<AdminInvoice>[] = [
    {
      key: 'invoice',
      header: t('invoices.columns.invoice'),
      cell: (invoice) => (
        <div className="min-w-48">
          <p className="font-medium [overflow-wrap:anywhere]">{`${invoice.number} · ${invoice.providerName}`}</p>
          <p className="text-slate-700">
            {t('invoices.amountDue', {
              amount: euros(invoice.grossCents, language),
              date: formatDay(invoice.dueOn, language),
            })}
          </p>
        </div>
      ),
    },
    {
      key: 'state',
      header: t('invoices.columns.state'),
      cell: (invoice) => <InvoiceState invoice={invoice} />,
    },
    {
      key: 'reminders',
      header: t('invoices.reminders'),
      wide: true,
      cell: (invoice) => <InvoiceDocuments invoice={invoice} />,
    },
    {
      key: 'actions',
      header: t('invoices.columns.actions'),
      cell: (invoice) => (
        <div className="flex flex-wrap gap-2 md:flex-col md:items-end">
          {invoice.status === 'issued' &&
            (invoice.listingHidden ||
              invoice.reminders.some((reminder) => reminder.step === LAST_REMINDER_STEP)) && (
              <ListingAction invoice={invoice} />
            )}
          <CreditNoteAction invoice={invoice} />
        </div>
      ),
    },
  ]
  return (
    <AdminListPage
      title={t('invoices.title')}
      intro={t('invoices.intro')}
      querySchema={InvoiceListQuerySchema}
      useList={useAdminInvoices}
      filters={[selectFilter('status', t, INVOICE_FILTERS, (status) => t(`invoices.status.${status}`))]}
      columns={columns}
      rowKey={(invoice) => invoice.id}
      rowName={(invoice) => invoice.number}
      paginationLabel={t('invoices.pages')}
      empty={(query) => t(`invoices.empty.${query.status}`)}
    />
  )
}

/** Paid, credited, to pay or how late; hidden listing; what was credited. */
function InvoiceState({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  return (
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
          {t('invoices.creditedPart', { amount: euros(invoice.creditedCents, language) })}
        </Badge>
      )}
    </div>
  )
}

/** The reminders emailed for the invoice, and its credit notes as PDFs. */
function InvoiceDocuments({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  return (
    <div className="min-w-48 space-y-2">
      {invoice.reminders.length === 0 ? (
        <p className="text-slate-700">{t('invoices.noReminder')}</p>
      ) : (
        <ol className="text-slate-700">
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
      {invoice.creditNotes.length > 0 && (
        <div>
          <h4 className="font-medium text-slate-600">{t('invoices.creditNotes')}</h4>
          <ul>
            {invoice.creditNotes.map((note) => (
              <li key={note.id}>
                <a
                  href={invoicesApi.creditNotePdfUrl(note.id)}
                  className="text-brand-700 underline-offset-2 hover:underline"
                  download
                >
                  {t('invoices.creditNotePdf', {
                    number: note.number,
                    date: formatDay(note.issuedOn, language),
                    amount: euros(note.grossCents, language),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
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
      toast.error(failureText(error, t('common.failed')))
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
