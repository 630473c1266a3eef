import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AdminInvoice,
  ImportStatementSchema,
  type ImportSummary,
  STATEMENT_MAX_BYTES,
  StatementEntriesQuerySchema,
  type StatementEntry,
} from '@shared/billing/billing-schemas'
import { formatMoney } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Form } from '@web/components/ui/form'
import { FileInput, FormField } from '@web/components/ui/form-field'
import { invoiceKeys } from '@web/features/admin/api/invoices-api'
import { statementKeys, statementsApi, useStatementEntries } from '@web/features/admin/api/statements-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { StatusBadges } from '@web/features/admin/components/status-badges'
import { useSchemaQuery } from '@web/features/admin/lib/use-schema-query'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatDay } from '@web/lib/format/date'
import { chosenFileSchema } from '@web/lib/forms/chosen-file'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

/** The statement file: one, no larger than the server takes (its XML is checked once read). */
const StatementFileFormSchema = z.object({ file: chosenFileSchema({ maxBytes: STATEMENT_MAX_BYTES }) })

const money = (cents: number, language: UiLanguage) => formatMoney(cents / 100, language, { cents: true })

/** The review list (partial, over, unmatched), or every imported credit; the schema defaults to review. */
const STATEMENT_FILTERS = StatementEntriesQuerySchema.shape.status.unwrap().options

/** A credit waiting for review is applied or dismissed here; the others are settled. */
const OUTCOME_TONE = {
  partial: 'warning',
  over: 'warning',
  unmatched: 'danger',
  matched: 'success',
  resolved: 'success',
  dismissed: 'neutral',
} as const satisfies Record<StatementEntry['outcome'], string>
const waiting = (entry: StatementEntry) =>
  entry.outcome === 'partial' || entry.outcome === 'over' || entry.outcome === 'unmatched'

/**
 * /admin/payments: the admin imports the bank's statement (camt.053 or camt.054 XML); credits that
 * pay an invoice exactly are recorded at once, the others (partial, over, unmatched) wait here to be
 * applied to an invoice or dismissed, each step confirmed after the dialog says what follows.
 */
export function BankStatementsPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const { query } = useSchemaQuery(StatementEntriesQuerySchema)
  const title = (entry: StatementEntry) =>
    t('payments.entry.title', {
      amount: money(entry.amountCents, language),
      payer: entry.payerName ?? t('payments.entry.unknownPayer'),
    })
  const columns: TableColumn<StatementEntry>[] = [
    {
      key: 'payment',
      header: t('payments.columns.payment'),
      cell: (entry) => (
        // The state sits under the payment, not in a column of its own: a phone keeps the settling in view.
        <div className="min-w-36 space-y-1 md:min-w-56">
          <p className="font-medium [overflow-wrap:anywhere]">{title(entry)}</p>
          <StatusBadges
            tone={OUTCOME_TONE[entry.outcome]}
            label={t(`payments.outcome.${entry.outcome}`)}
            flags={[{ label: t(`payments.source.${entry.source}`) }]}
          />
          <dl className="grid gap-x-3 text-slate-700 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-600">{t('payments.entry.bookedOn')}</dt>
            <dd>{formatDay(entry.bookedOn, language)}</dd>
            <dt className="font-medium text-slate-600">{t('payments.entry.reference')}</dt>
            <dd className="[overflow-wrap:anywhere]">{entry.reference ?? t('payments.entry.none')}</dd>
            <dt className="font-medium text-slate-600">{t('payments.entry.remittance')}</dt>
            <dd className="[overflow-wrap:anywhere]">{entry.remittance ?? t('payments.entry.none')}</dd>
          </dl>
        </div>
      ),
    },
    {
      key: 'settle',
      // Short: a header does not wrap, and a phone keeps both columns in view.
      header: t('payments.columns.invoice'),
      cell: (entry) =>
        waiting(entry) ? (
          <EntrySettlement entry={entry} />
        ) : (
          <p className="text-slate-700">{t('payments.entry.settled')}</p>
        ),
    },
  ]
  return (
    <AdminListPage
      title={t('payments.title')}
      intro={t('payments.intro')}
      beforeList={
        <>
          <UploadCard />
          <h3 className="text-lg font-semibold">
            {query.status === 'review' ? t('payments.review.title') : t('payments.review.allTitle')}
          </h3>
        </>
      }
      querySchema={StatementEntriesQuerySchema}
      useList={useStatementEntries}
      filters={[selectFilter('status', t, STATEMENT_FILTERS, (status) => t(`payments.filter.${status}`))]}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowName={title}
      empty={(current) =>
        current.status === 'review' ? t('payments.review.empty') : t('payments.review.emptyAll')
      }
    />
  )
}

function UploadCard() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(StatementFileFormSchema),
  })
  const [summary, setSummary] = useState<ImportSummary | null>(null)
  const upload = useMutation({
    mutationFn: (xml: string) => statementsApi.import(xml),
    onSuccess: (result) => {
      setSummary(result)
      void queryClient.invalidateQueries({ queryKey: statementKeys.all })
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
  })
  const submit = form.handleSubmit(
    async ({ file }) => {
      setSummary(null)
      upload.reset()
      const xml = await file.text()
      const statement = ImportStatementSchema.safeParse({ xml })
      if (!statement.success)
        return form.setError('file', { type: statement.error.issues[0]?.code }, { shouldFocus: true })
      upload.mutate(statement.data.xml)
    },
    () => {
      setSummary(null)
      upload.reset()
    },
  )
  const count = (value: number) => formatNumber(value, language)
  return (
    <Card>
      <section aria-labelledby="payments-upload" className="space-y-4">
        <div className="space-y-1">
          <h3 id="payments-upload" className="text-lg font-semibold">
            {t('payments.upload.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('payments.upload.intro')}</p>
        </div>
        <Form onSubmit={submit} className="space-y-4" noValidate>
          <FormField
            label={t('payments.upload.file')}
            hint={t('payments.upload.fileHint')}
            error={fieldError(form.formState.errors.file, {
              codes: { too_big: t('payments.upload.tooLarge') },
              other: t('payments.upload.missing'),
            })}
          >
            {(field) => (
              <FileInput {...field} accept=".xml,application/xml,text/xml" {...form.register('file')} />
            )}
          </FormField>
          <Button type="submit" loading={upload.isPending}>
            <Upload className="size-4" aria-hidden="true" />
            {t('payments.upload.action')}
          </Button>
        </Form>
        <div role="status" aria-live="polite">
          {summary && (
            <Callout
              tone={summary.review > 0 ? 'warning' : 'success'}
              title={t('payments.result.title', {
                count: summary.credits,
                formatted: count(summary.credits),
              })}
            >
              <ul className="list-disc space-y-1 pl-5">
                <li>
                  {t('payments.result.matched', {
                    count: summary.matched,
                    formatted: count(summary.matched),
                  })}
                </li>
                <li>
                  {t('payments.result.review', { count: summary.review, formatted: count(summary.review) })}
                </li>
                {summary.alreadyImported > 0 && (
                  <li>
                    {t('payments.result.alreadyImported', {
                      count: summary.alreadyImported,
                      formatted: count(summary.alreadyImported),
                    })}
                  </li>
                )}
                {summary.listingsRestored > 0 && (
                  <li>
                    {t('payments.result.listingsRestored', {
                      count: summary.listingsRestored,
                      formatted: count(summary.listingsRestored),
                    })}
                  </li>
                )}
              </ul>
            </Callout>
          )}
          {upload.isError && <Callout tone="error">{failureText(upload.error, t('common.failed'))}</Callout>}
        </div>
      </section>
    </Card>
  )
}

type Step = { action: 'apply'; invoice: AdminInvoice } | { action: 'dismiss' }

/** The unpaid invoices a waiting credit may pay, each applied, or the credit dismissed, after the confirm step. */
function EntrySettlement({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step | null>(null)
  const amount = money(entry.amountCents, language)
  const resolve = useMutation({
    mutationFn: (next: Step) =>
      next.action === 'apply'
        ? statementsApi.apply(entry.id, next.invoice.id)
        : statementsApi.dismiss(entry.id),
    onSuccess: (_, next) => {
      setStep(null)
      toast.success(
        next.action === 'apply'
          ? t('payments.applied', { amount, number: next.invoice.number })
          : t('payments.dismissed', { amount }),
      )
    },
    onError: (error) => {
      setStep(null)
      toast.error(failureText(error, t('common.failed')))
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: statementKeys.all })
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
  })
  const unpaid = entry.suggestions.filter((invoice) => invoice.status === 'issued')
  return (
    <div className="min-w-36 space-y-2 md:min-w-64">
      {unpaid.length === 0 ? (
        <p className="text-slate-700">{t('payments.entry.noSuggestion')}</p>
      ) : (
        <ul className="space-y-2">
          {unpaid.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 lg:flex-row lg:items-center lg:justify-between"
            >
              <span className="[overflow-wrap:anywhere]">
                {t('payments.entry.invoice', {
                  number: invoice.number,
                  name: invoice.providerName,
                  amount: money(invoice.grossCents, language),
                  date: formatDay(invoice.dueOn, language),
                })}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('payments.apply', { number: invoice.number })}
                onClick={() => setStep({ action: 'apply', invoice })}
              >
                {t('payments.applyShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" variant="ghost" onClick={() => setStep({ action: 'dismiss' })}>
        {t('payments.dismiss')}
      </Button>
      <ConfirmStepDialog
        open={step !== null}
        onOpenChange={(open) => !open && setStep(null)}
        title={
          step?.action === 'apply'
            ? t('payments.applyTitle', { amount, number: step.invoice.number })
            : t('payments.dismissTitle', { amount })
        }
        consequences={
          step?.action === 'apply'
            ? [
                t('payments.applyPaid', {
                  number: step.invoice.number,
                  name: step.invoice.providerName,
                  date: formatDay(entry.bookedOn, language),
                }),
                entry.amountCents === step.invoice.grossCents
                  ? t('payments.applyExact')
                  : t('payments.applyDifference', {
                      amount,
                      gross: money(step.invoice.grossCents, language),
                    }),
                t('payments.applyFinal'),
              ]
            : [t('payments.dismissNothing'), t('payments.dismissFinal')]
        }
        confirmLabel={
          step?.action === 'apply'
            ? t('payments.apply', { number: step.invoice.number })
            : t('payments.dismiss')
        }
        backLabel={t('payments.back')}
        pending={resolve.isPending}
        danger={step?.action === 'dismiss'}
        onConfirm={() => step && resolve.mutate(step)}
      />
    </div>
  )
}
