import { zodResolver } from '@hookform/resolvers/zod'
import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  ImportPageQuerySchema,
  type ImportReport,
} from '@shared/admin/import-schemas'
import { formatNumber } from '@shared/format/number'
import { useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FileInput, FormField, Select } from '@web/components/ui/form-field'
import { adminKeys } from '@web/features/admin/api/admin-keys'
import { applyImport, checkImport } from '@web/features/admin/api/import-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { useSchemaQuery } from '@web/features/admin/lib/use-schema-query'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { chosenFileSchema } from '@web/lib/forms/chosen-file'
import { useFieldError } from '@web/lib/forms/field-error'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

/** The CSV to check: one file, no larger than the server takes. */
const ImportFileFormSchema = z.object({ file: chosenFileSchema({ maxBytes: IMPORT_MAX_BYTES }) })

type Step =
  | { name: 'choose' }
  | { name: 'checking' }
  | { name: 'checked'; report: ImportReport }
  | { name: 'applying'; report: ImportReport; done: number; total: number }
  | { name: 'applied'; report: ImportReport }

function Report({ report }: { report: ImportReport }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const n = (value: number) => formatNumber(value, language)
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['rows', report.rows],
            ['valid', report.valid],
            ['duplicates', report.duplicates],
            ['errors', report.errorCount],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{t(`import.counts.${key}`)}</dt>
            <dd className="text-xl font-bold">{n(value)}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard
        <div tabIndex={0} className="max-h-96 overflow-auto rounded-lg border border-red-200">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-danger">
              {t('import.errorsTitle', { count: report.errorCount })}
            </caption>
            <thead className="bg-red-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('import.line')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('import.column')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('import.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.line}-${error.field}-${error.message}`} className="border-t border-red-100">
                  <td className="px-3 py-1.5 tabular-nums">{error.line}</td>
                  <td className="px-3 py-1.5">
                    <code>{error.field || '—'}</code>
                  </td>
                  <td className="px-3 py-1.5">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.preview.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard
        <div tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold">{t('import.preview')}</caption>
            <thead className="bg-slate-50">
              <tr>
                {Object.keys(report.preview[0] ?? {}).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.preview.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the first rows of the file, in order
                <tr key={index} className="border-t border-slate-100">
                  {Object.values(row).map((value, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the file's columns
                    <td key={column} className="px-3 py-1.5 whitespace-nowrap">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** /admin/import: a CSV of users or providers, checked row by row first, then applied all at once. */
export function AdminImportPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('import.title'))
  const client = useQueryClient()
  const { query, update } = useSchemaQuery(ImportPageQuerySchema)
  const { kind } = query
  const fieldError = useFieldError()
  const [text, setText] = useState('')
  const [step, setStep] = useState<Step>({ name: 'choose' })
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({ resolver: zodResolver(ImportFileFormSchema) })

  const check = form.handleSubmit(async ({ file }) => {
    setFailure(null)
    setStep({ name: 'checking' })
    try {
      const csv = await file.text()
      setText(csv)
      setStep({ name: 'checked', report: await checkImport(kind, csv) })
    } catch (error) {
      setFailure(error)
      setStep({ name: 'choose' })
    }
  })

  const apply = async () => {
    if (step.name !== 'checked') return
    setFailure(null)
    const checked = step.report
    setStep({ name: 'applying', report: checked, done: 0, total: checked.valid })
    try {
      const report = await applyImport(kind, text, (done, total) =>
        setStep({ name: 'applying', report: checked, done, total }),
      )
      setStep({ name: 'applied', report })
      void client.invalidateQueries({ queryKey: adminKeys.all })
    } catch (error) {
      setFailure(error)
      setStep({ name: 'checked', report: checked })
    }
  }

  const reset = () => {
    setStep({ name: 'choose' })
    form.reset()
    setText('')
    setFailure(null)
  }
  const columns = IMPORT_COLUMNS[kind]
  const report = step.name === 'choose' || step.name === 'checking' ? null : step.report

  return (
    <>
      <AdminPageIntro title={t('import.title')} intro={t('import.intro')} />
      <Card>
        <Form onSubmit={check} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('import.kind')}>
              {(field) => (
                <Select
                  {...field}
                  value={kind}
                  disabled={step.name !== 'choose'}
                  onChange={(event) => {
                    update({ kind: event.target.value })
                    reset()
                  }}
                >
                  {IMPORT_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {t(`import.kinds.${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              label={t('import.file')}
              error={fieldError(form.formState.errors.file, {
                codes: { too_big: t('import.tooLarge') },
                other: t('import.chooseFile'),
              })}
              hint={t('import.columns', {
                required: columns.required.join(', '),
                optional: columns.optional.join(', '),
              })}
            >
              {(field) => (
                <FileInput
                  {...field}
                  accept=".csv,text/csv"
                  disabled={step.name !== 'choose'}
                  {...form.register('file')}
                />
              )}
            </FormField>
          </div>
          {step.name === 'choose' || step.name === 'checking' ? (
            <Button type="submit" loading={step.name === 'checking'}>
              {t('import.check')}
            </Button>
          ) : null}
        </Form>
      </Card>

      {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}

      {report && (
        <Card>
          <section aria-labelledby="import-report" className="space-y-4">
            <h3 id="import-report" className="text-lg font-semibold">
              {step.name === 'applied' ? t('import.appliedTitle') : t('import.checkedTitle')}
            </h3>
            {step.name === 'applied' ? (
              <Callout tone="success">
                {t('import.applied', {
                  count: report.created,
                  formatted: formatNumber(report.created, language),
                })}{' '}
                <LocalizedLink to={`/admin/${kind}`} className="font-medium text-brand-700 underline">
                  {t(`import.see.${kind}`)}
                </LocalizedLink>
              </Callout>
            ) : report.errorCount > 0 ? (
              <Callout tone="warning">{t('import.hasErrors')}</Callout>
            ) : (
              <Callout tone="info">
                {t('import.ready', { count: report.valid, formatted: formatNumber(report.valid, language) })}
              </Callout>
            )}
            {step.name === 'applying' && (
              <div className="space-y-1">
                <p id="import-progress" className="text-sm font-medium">
                  {t('import.progress', {
                    done: formatNumber(step.done, language),
                    total: formatNumber(step.total, language),
                  })}
                </p>
                <div
                  role="progressbar"
                  aria-labelledby="import-progress"
                  aria-valuemin={0}
                  aria-valuemax={step.total}
                  aria-valuenow={step.done}
                  className="h-3 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className="h-full bg-brand-600 transition-[width]"
                    style={{ width: `${step.total > 0 ? (step.done / step.total) * 100 : 0}%` }}
                  />
                </div>
              </div>
            )}
            <Report report={report} />
            <div className="flex flex-wrap gap-2">
              {step.name !== 'applied' && (
                <Button
                  onClick={() => void apply()}
                  disabled={report.errorCount > 0 || report.valid === 0}
                  loading={step.name === 'applying'}
                >
                  {t('import.apply', {
                    count: report.valid,
                    formatted: formatNumber(report.valid, language),
                  })}
                </Button>
              )}
              <Button variant="secondary" onClick={reset} disabled={step.name === 'applying'}>
                {step.name === 'applied' ? t('import.another') : t('import.chooseAnother')}
              </Button>
            </div>
          </section>
        </Card>
      )}
    </>
  )
}
