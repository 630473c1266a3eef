import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { templateApi, templateKeys } from '@web/features/quotes/api/template-api'
import { ApiRequestError } from '@web/lib/api/request-error'
import { Upload } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

/** SPEC §5: a file and a name are required; PDF, DOCX or XLSX; at most 10 MB (the server checks the content). */
const ACCEPTED = [
  '.pdf',
  '.docx',
  '.xlsx',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',')
const EXTENSION = /\.(pdf|docx|xlsx)$/i

export function TemplateUploadForm() {
  const { t } = useTranslation('quotes')
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<{ file?: string; name?: string; form?: string }>({})
  const upload = useMutation({
    mutationFn: templateApi.upload,
    onSuccess: (created) => {
      toast.success(t('templates.uploaded', { name: created.name }))
      formRef.current?.reset()
      void queryClient.invalidateQueries({ queryKey: templateKeys.all })
    },
    onError: (error) =>
      setErrors({
        form:
          error instanceof ApiRequestError && error.status >= 400 && error.status < 500
            ? error.message
            : t('templates.failed'),
      }),
  })
  const required = <span className="font-normal text-slate-600"> ({t('templates.required')})</span>

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    const name = String(form.get('name') ?? '').trim()
    const next: typeof errors = {}
    if (!(file instanceof File) || file.size === 0) next.file = t('templates.errors.file')
    else if (!EXTENSION.test(file.name)) next.file = t('templates.errors.type')
    else if (file.size > TEMPLATE_MAX_BYTES) next.file = t('templates.errors.size')
    if (!name) next.name = t('templates.errors.name')
    setErrors(next)
    if (next.file || next.name) return
    form.set('isDefault', form.get('isDefault') ? 'true' : 'false')
    upload.mutate(form)
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('templates.uploadTitle')}</h2>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-5">
        <FormField
          label={
            <>
              {t('templates.file')}
              {required}
            </>
          }
          hint={t('templates.fileHint')}
          error={errors.file}
        >
          {(field) => (
            <Input
              {...field}
              type="file"
              name="file"
              accept={ACCEPTED}
              required
              className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
            />
          )}
        </FormField>
        <FormField
          label={
            <>
              {t('templates.name')}
              {required}
            </>
          }
          error={errors.name}
        >
          {(field) => <Input {...field} name="name" required maxLength={120} />}
        </FormField>
        <FormField label={t('templates.description')}>
          {(field) => <Textarea {...field} name="description" maxLength={1000} className="min-h-24" />}
        </FormField>
        <label className="flex items-center gap-3 text-ink">
          <input type="checkbox" name="isDefault" className="size-4 accent-brand-600" />
          {t('templates.makeDefault')}
        </label>
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" loading={upload.isPending}>
          {!upload.isPending && <Upload className="size-5" aria-hidden="true" />}
          {t('templates.submit')}
        </Button>
      </form>
    </Card>
  )
}
