import { zodResolver } from '@hookform/resolvers/zod'
import {
  type EmailPreview,
  type EmailTemplateDetail,
  EmailTemplateInputSchema,
  EmailTemplatePageQuerySchema,
} from '@shared/admin/email-template-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import {
  useEmailTemplate,
  useEmailTemplates,
  usePreviewTemplate,
  useResetTemplate,
  useSaveTemplate,
  useSendTestTemplate,
} from '@web/features/admin/api/templates-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { useSchemaQuery } from '@web/features/admin/lib/use-schema-query'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatShortDateTime } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

function Editor({ detail }: { detail: EmailTemplateDetail }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(EmailTemplateInputSchema),
    defaultValues: { subject: detail.subject, body: detail.body },
  })
  const errors = form.formState.errors
  const [failure, setFailure] = useState<unknown>(null)
  const [preview, setPreview] = useState<EmailPreview | null>(null)
  useEffect(() => {
    form.reset({ subject: detail.subject, body: detail.body })
    setPreview(null)
    setFailure(null)
  }, [detail, form.reset])
  const save = useSaveTemplate(detail.template, detail.language)
  const reset = useResetTemplate(detail.template, detail.language)
  const render = usePreviewTemplate(detail.template, detail.language)
  const sendTest = useSendTestTemplate(detail.template, detail.language)
  const [resetting, setResetting] = useState(false)
  const changed = form.formState.isDirty
  const required = { codes: { too_small: t('fieldErrors.required') } }
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setFailure(null)
    try {
      await action()
      if (done) toast.success(done)
    } catch (error) {
      setFailure(error)
    }
  }
  const submit = form.handleSubmit((values) => run(() => save.mutateAsync(values), t('templates.saved')))
  // The preview renders what is typed, once it passes the same schema a save does.
  const showPreview = form.handleSubmit((values) =>
    run(async () => setPreview(await render.mutateAsync(values))),
  )
  return (
    <Form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        {detail.savedAt
          ? t('templates.savedBy', {
              date: formatShortDateTime(detail.savedAt, language),
              by: detail.savedBy ?? t('audit.system'),
            })
          : t('templates.builtIn')}
      </p>
      <p className="text-sm">
        {t('templates.placeholders')}{' '}
        {detail.variables.map((name) => (
          <code key={name} className="mr-2 rounded bg-slate-100 px-1.5 py-0.5">{`{{${name}}}`}</code>
        ))}
      </p>
      <FormField label={t('templates.subject')} error={fieldError(errors.subject, required)}>
        {(field) => <Input {...field} lang={detail.language} {...form.register('subject')} />}
      </FormField>
      <FormField label={t('templates.body')} error={fieldError(errors.body, required)}>
        {(field) => (
          <Textarea
            {...field}
            lang={detail.language}
            className="min-h-72 font-mono text-sm"
            {...form.register('body')}
          />
        )}
      </FormField>
      {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} disabled={!changed}>
          {t('templates.save')}
        </Button>
        <Button variant="secondary" loading={render.isPending} onClick={() => void showPreview()}>
          {t('templates.preview')}
        </Button>
        <Button
          variant="secondary"
          loading={sendTest.isPending}
          disabled={changed}
          onClick={() => void run(() => sendTest.mutateAsync(), t('templates.testSent'))}
        >
          {t('templates.sendTest')}
        </Button>
        {detail.savedAt && (
          <Button variant="ghost" loading={reset.isPending} onClick={() => setResetting(true)}>
            {t('templates.reset')}
          </Button>
        )}
      </div>
      <ConfirmStepDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('templates.resetTitle')}
        consequences={[
          t('templates.resetDeletes', { language: t(`languages.${detail.language}`) }),
          t('templates.resetSends'),
        ]}
        confirmLabel={t('templates.reset')}
        backLabel={t('common.cancel')}
        pending={reset.isPending}
        danger
        onConfirm={() =>
          void run(() => reset.mutateAsync(), t('templates.resetDone')).then(() => setResetting(false))
        }
      />
      {changed && <p className="text-sm text-slate-600">{t('templates.testNeedsSave')}</p>}
      {preview && (
        <section
          aria-labelledby="template-preview"
          className="space-y-2 rounded-xl border border-slate-200 p-4"
        >
          <h4 id="template-preview" className="font-semibold">
            {t('templates.previewTitle')}
          </h4>
          <p className="text-sm">
            <span className="text-slate-600">{t('templates.subject')}: </span>
            {preview.subject}
          </p>
          {/* The email as it is sent, laid out; sandboxed: no script, no navigation from the preview. */}
          <iframe
            title={t('templates.previewEmail')}
            sandbox=""
            srcDoc={preview.html}
            className="h-[36rem] w-full rounded border border-slate-200 bg-white"
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium">{t('templates.previewText')}</summary>
            <pre lang={detail.language} className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm">
              {preview.text}
            </pre>
          </details>
        </section>
      )}
    </Form>
  )
}

/** /admin/email-templates: every email the product sends, per language, edited, previewed, tested, reset. */
export function AdminEmailTemplatesPage() {
  const { t } = useTranslation('admin')
  const uiLanguage = useUiLanguage()
  useDocumentTitle(t('templates.title'))
  const { query, update } = useSchemaQuery(EmailTemplatePageQuerySchema)
  const list = useEmailTemplates()
  const template = query.template ?? list.data?.items[0]?.template
  const language = query.language ?? uiLanguage
  const detail = useEmailTemplate(template, language)
  const summary = list.data?.items.find((item) => item.template === template)
  // A template added on the server before its name here still shows, by its key.
  const templateName = (key: string) => t(`templates.names.${key}`, { defaultValue: key })
  return (
    <>
      <AdminPageIntro title={t('templates.title')} intro={t('templates.intro')} />
      {list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : (
        <Card>
          <div className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
              <FormField label={t('templates.email')}>
                {(field) => (
                  <Select {...field} value={template} onChange={(e) => update({ template: e.target.value })}>
                    {list.data.items.map((item) => (
                      <option key={item.template} value={item.template}>
                        {templateName(item.template)}
                        {UI_LANGUAGES.some((lang) => item.saved[lang]) ? ` (${t('templates.edited')})` : ''}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label={t('templates.language')}>
                {(field) => (
                  <Select {...field} value={language} onChange={(e) => update({ language: e.target.value })}>
                    {UI_LANGUAGES.map((lang) => (
                      <option key={lang} value={lang}>
                        {t(`languages.${lang}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
            {template && (
              <p className="text-xs text-slate-600">
                {t('templates.key')} <code className="font-mono">{template}</code>
              </p>
            )}
            {summary && (
              <p className="flex flex-wrap gap-2 text-sm">
                {UI_LANGUAGES.map((lang) => (
                  <Badge key={lang} tone={summary.saved[lang] ? 'brand' : 'neutral'}>
                    {t(`languages.${lang}`)}:{' '}
                    {summary.saved[lang] ? t('templates.edited') : t('templates.default')}
                  </Badge>
                ))}
              </p>
            )}
            {detail.isPending ? (
              <Skeleton className="h-80 w-full" />
            ) : detail.isError ? (
              <LoadFailure onRetry={() => void detail.refetch()} />
            ) : (
              <Editor detail={detail.data} />
            )}
          </div>
        </Card>
      )}
    </>
  )
}
