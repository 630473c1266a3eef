import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { useQueryClient } from '@tanstack/react-query'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { UploadForm } from '@web/components/upload-form'
import { templateApi, templateKeys } from '@web/features/quotes/api/template-api'
import { toast } from '@web/lib/toast/toast'
import { Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'

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

export function TemplateUploadForm() {
  const { t } = useTranslation('quotes')
  const queryClient = useQueryClient()
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
      validate={(form) => ({
        name: String(form.get('name') ?? '').trim() ? undefined : t('templates.errors.name'),
      })}
      prepare={(form) => form.set('isDefault', form.get('isDefault') ? 'true' : 'false')}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </UploadForm>
  )
}
