import { TEMPLATE_MAX_BYTES, TemplateFieldsSchema } from '@shared/workspace/workspace-schemas'
import { useQueryClient } from '@tanstack/react-query'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { UploadForm } from '@web/components/upload-form'
import { templateApi, templateKeys } from '@web/features/quotes/api/template-api'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

/** product §5: a file and a name are required; PDF, DOCX or XLSX; at most 10 MB (the server checks the content). */
const ACCEPTED = [
  '.pdf',
  '.docx',
  '.xlsx',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',')
const EXTENSION = /\.(pdf|docx|xlsx)$/i

/** The server's template fields; "default" is a box here, sent as the text "true" or "false". */
const TemplateFormFields = TemplateFieldsSchema.extend({ isDefault: z.boolean() })

export function TemplateUploadForm() {
  const { t } = useTranslation('quotes')
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  const required = <span className="font-normal text-slate-600"> ({t('templates.required')})</span>
  return (
    <UploadForm
      title={t('templates.uploadTitle')}
      file={{
        label: (
          <>
            {t('templates.file')}
            {required}
          </>
        ),
        hint: t('templates.fileHint'),
        accept: ACCEPTED,
        pattern: EXTENSION,
        maxBytes: TEMPLATE_MAX_BYTES,
        errors: {
          missing: t('templates.errors.file'),
          type: t('templates.errors.type'),
          size: t('templates.errors.size'),
        },
      }}
      upload={templateApi.upload}
      onUploaded={(created) => {
        toast.success(t('templates.uploaded', { name: created.name }))
        void queryClient.invalidateQueries({ queryKey: templateKeys.all })
      }}
      failedText={t('templates.failed')}
      submitLabel={t('templates.submit')}
      submitIcon={Upload}
      fields={TemplateFormFields}
      defaultValues={{ name: '', description: '', isDefault: false }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField
            label={
              <>
                {t('templates.name')}
                {required}
              </>
            }
            error={fieldError(errors.name, { other: t('templates.errors.name') })}
          >
            {(field) => <Input {...field} required maxLength={120} {...register('name')} />}
          </FormField>
          <FormField label={t('templates.description')} error={fieldError(errors.description)}>
            {(field) => (
              <Textarea {...field} maxLength={1000} className="min-h-24" {...register('description')} />
            )}
          </FormField>
          <label className="flex items-center gap-3 text-ink">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('isDefault')} />
            {t('templates.makeDefault')}
          </label>
        </>
      )}
    </UploadForm>
  )
}
